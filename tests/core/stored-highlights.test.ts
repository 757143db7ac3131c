/**
 * Code blocks highlighted by an earlier compile are kept in the compile cache, so a page edited
 * outside its code blocks compiles without tokenizing them (nor loading their grammars).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '#core/config/validate.ts';
import { compileMdx } from '#core/markdown/compile.ts';
import { highlightKey, type StoredHighlights } from '#core/markdown/highlight-memo.ts';
import { CompileCache } from '#core/project/compile-cache.ts';
import { Project } from '#core/project/project.ts';
import { options } from './helpers/mdx.ts';

const dirs: string[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

/** A block no other test highlights, so this process's memo does not have it. */
const uniqueBlock = (tag: string) => `const ${tag}${Date.now()}${Math.random().toString(36).slice(2)} = 1;`;

describe('stored highlights', () => {
  it('are used for a block the memo lacks; a block found nowhere is highlighted and handed back to keep', async () => {
    const stored = uniqueBlock('stored');
    const fresh = uniqueBlock('fresh');
    const key = highlightKey(stored, 'typescript', [], '\0');
    const store: StoredHighlights = { find: async (k) => (k === key ? '<pre class="from-store">kept</pre>' : undefined) };
    const page = await compileMdx(
      `# Page\n\n\`\`\`typescript\n${stored}\n\`\`\`\n\n\`\`\`typescript\n${fresh}\n\`\`\`\n`,
      options(),
      undefined,
      store,
    );
    expect(page.code).toContain('from-store');
    expect(page.highlighted?.map(([k]) => k)).toEqual([highlightKey(fresh, 'typescript', [], '\0')]);
    expect(page.highlighted?.[0][1]).toContain('shiki');
  });

  it('are kept by the compile cache under their key and found by a later run', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-highlights-'));
    dirs.push(dir);
    const file = path.join(dir, 'compile.pack');
    const block = uniqueBlock('kept');
    const compiled = await compileMdx(`\`\`\`ts\n${block}\n\`\`\`\n`, options());
    const [[key, html]] = compiled.highlighted ?? [];
    const cache = new CompileCache(file);
    await cache.set('page', compiled);
    await cache.close();
    const later = new CompileCache(file);
    expect(await later.find(key)).toBe(html);
    expect(await later.find(highlightKey('other', 'ts', [], '\0'))).toBeUndefined();
    // The entry itself does not carry them.
    expect(await later.get('page')).not.toHaveProperty('compiled.highlighted');
    await later.close();
  });

  it("are looked up by a build's compile, unless the site's config shapes the highlighting", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-highlights-'));
    dirs.push(root);
    const page = path.join(root, 'docs/code.md');
    await fs.mkdir(path.dirname(page), { recursive: true });
    await fs.writeFile(page, `# Code\n\n\`\`\`ts\n${uniqueBlock('build')}\n\`\`\`\n`);
    const find = vi.spyOn(CompileCache.prototype, 'find');
    const plain = new Project(resolveConfig({ lang: 'en', cache: true }), root, { mode: 'build' });
    await plain.scan();
    await plain.compile(page);
    await plain.closeCompileCache();
    expect(find).toHaveBeenCalledTimes(1);

    await fs.writeFile(page, `# Code\n\n\`\`\`ts\n${uniqueBlock('themed')}\n\`\`\`\n`);
    const themed = new Project(resolveConfig({ lang: 'en', cache: true, markdown: { shiki: { langs: ['dockerfile'] } } }), root, { mode: 'build' });
    await themed.scan();
    await themed.compile(page);
    await themed.closeCompileCache();
    expect(find).toHaveBeenCalledTimes(1);
  });
});
