import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileMdx, type UserConfig } from '@quire/core';
import { pluginTwoslash } from '#plugin-twoslash/index.ts';
import { writtenOffset } from '#plugin-twoslash/expected-errors.ts';
import { twoslashInputs } from '#plugin-twoslash/twoslash-transformer.ts';
import type { ShikiTransformer } from 'shiki';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('writtenOffset', () => {
  it('maps an offset of twoslash output back over the removed notations', () => {
    // "a\n// @errors: 1\nb" with the notation line (2..16) removed: "a\nb", b at 2 → 16.
    expect(writtenOffset(2, [[2, 16]])).toBe(16);
    expect(writtenOffset(1, [[2, 16]])).toBe(1);
    expect(
      writtenOffset(5, [
        [10, 12],
        [2, 4],
      ]),
    ).toBe(7);
    expect(
      writtenOffset(8, [
        [10, 12],
        [2, 4],
      ]),
    ).toBe(12);
  });
});

describe('pluginTwoslash', () => {
  let dir: string;
  let transformers: ShikiTransformer[];
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-twoslash-'));
    fs.mkdirSync(path.join(dir, 'docs'), { recursive: true });
    const plugin = pluginTwoslash();
    const config = (await plugin.config?.({}, { addPlugin: () => {}, removePlugin: () => {} }, true)) as UserConfig;
    transformers = (config.markdown?.shiki?.transformers ?? []) as ShikiTransformer[];
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function compile(source: string) {
    const filePath = path.join(dir, 'docs/page.md');
    fs.writeFileSync(filePath, source);
    return compileMdx(
      source,
      { filePath, relativePath: 'page.md', projectRoot: dir, lang: 'en', langs: ['en'], defaultLang: 'en' },
      {
        remarkPlugins: [],
        rehypePlugins: [],
        remarkFields: [],
        rehypeFields: [],
        shiki: { langs: [], transformers },
        codeMeta: pluginTwoslash().markdown?.codeMeta ?? [],
      },
    );
  }

  it('gives hover targets focusable tooltips with the type, and ^? queries a line of their own', async () => {
    const page = await compile("# P\n\n```ts twoslash\nconst hi = 'Hello';\nconst msg = `${hi}, world`;\n//    ^?\n```\n");
    expect(page.code).toContain('twoslash lsp');
    expect(page.code).toMatch(
      /<span class=\\"twoslash-hover\\" tabindex=\\"0\\"><span class=\\"twoslash-popup-container q-copy-ignore\\" role=\\"tooltip\\"><code class=\\"twoslash-popup-code\\">/,
    );
    expect(page.code).toContain('twoslash-meta-line twoslash-query-line q-copy-ignore');
    // The query's type, highlighted: const msg: "Hello, world".
    expect(page.code).toMatch(/twoslash-query-line q-copy-ignore[\s\S]*? msg<[\s\S]*?Hello, world/);
    expect(page.code).not.toContain('^?');
    expect(page.warnings).toEqual([]);
  }, 60_000);

  it('shows an expected error inline and leaves blocks without the twoslash meta alone', async () => {
    const page = await compile('# P\n\n```ts twoslash\n// @errors: 2322\nconst str: string = 1;\n```\n\n```ts\nconst plain = 1;\n```\n');
    expect(page.code).toContain('twoslash-error-line');
    expect(page.code).toContain(`twoslash-error-line q-copy-ignore\\">Type 'number' is not assignable to type 'string'.</div>`);
    expect(page.code).not.toContain('@errors');
    expect(page.code.match(/twoslash lsp/g)).toHaveLength(1);
  }, 60_000);

  it('hides errors under // @noErrors', async () => {
    const page = await compile('# P\n\n```ts twoslash\n// @noErrors\nconst str: string = 1;\nconsole.e;\n```\n');
    expect(page.code).not.toContain('twoslash-error-line');
  }, 60_000);

  it('stops at the page line and column of an error no // @errors expects', async () => {
    const source = '# P\n\nSome text.\n\n```ts twoslash\n// @errors: 2322\nconst a: string = 1;\n//    ^?\nconst b: number = missing;\n```\n';
    await expect(compile(source)).rejects.toThrow(
      /page\.md:9:19: highlighting the code block failed: twoslash: TypeScript error 2304 that no "\/\/ @errors" line expects: Cannot find name 'missing'. \(write "\/\/ @errors: 2322 2304"/,
    );
  }, 60_000);
});

describe('twoslashInputs', () => {
  it('holds what the HTML depends on besides the code: the options, TypeScript and the lockfile', () => {
    const inputs = twoslashInputs({ twoslashOptions: { compilerOptions: { strict: false } } });
    expect(inputs).toMatchObject({ explicitTrigger: true, cache: true, twoslashOptions: { compilerOptions: { strict: false } } });
    expect(inputs.typescript).toMatch(/^\d+\.\d+/);
    expect(inputs.dependencies).toMatch(/^[0-9a-f]{40}$/);
  });
});
