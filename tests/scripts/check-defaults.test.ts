/** The logic of `pnpm check:defaults`: reading stated defaults, comparing them with @default tags, and version notes. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkVersionNotes,
  compareDefaults,
  type DeclaredDefault,
  declarationsProgram,
  hasVersionNote,
  normalizeDefault,
  optionOfHeading,
  readDeclaredDefaults,
  readStatedDefaults,
  versionAfterOne,
} from '../../scripts/check-defaults.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-defaults-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const page = [
  '# server.publicDir',
  '',
  '- **Type:** `PublicDir`',
  '- **Default:**',
  '',
  '```js',
  "const defaultPublicDir = { name: 'public' };",
  '```',
  '',
  '### publicDir.name {#name}',
  '',
  "- **Default:** `'public'`",
  '',
  '### watch',
  '',
  '- **默认值：** `true`',
  '',
  '### Function usage {#function-usage}',
  '',
  '- **Default:** `undefined`',
].join('\n');

function declared(entries: Record<string, string>): Map<string, DeclaredDefault> {
  return new Map(Object.entries(entries).map(([option, value]) => [option, { option, value, where: 'config.d.ts:1' }]));
}

describe('readStatedDefaults', () => {
  it('gives each Default line the option of its heading, a code block when the line is empty, and skips prose headings', () => {
    expect(readStatedDefaults(page, 'p.mdx').map((d) => [d.option, d.line, d.value])).toEqual([
      ['server.publicDir', 4, "const defaultPublicDir = { name: 'public' };"],
      ['server.publicDir.name', 12, "`'public'`"],
      ['server.publicDir.watch', 16, '`true`'],
    ]);
  });

  it('reads a plugin page from its option headings', () => {
    const plugin = '# React plugin\n\n## Options\n\n### fastRefresh\n\n- **Default:** `true`\n';
    expect(readStatedDefaults(plugin, 'p.mdx', '').map((d) => d.option)).toEqual(['fastRefresh']);
  });
});

describe('optionOfHeading', () => {
  it('joins short and prefixed names to the page option', () => {
    expect(optionOfHeading('`cliShortcuts.help`', 'dev.cliShortcuts')).toBe('dev.cliShortcuts.help');
    expect(optionOfHeading('total', 'performance.printFileSize')).toBe('performance.printFileSize.total');
    expect(optionOfHeading('String type', 'html.meta')).toBeUndefined();
  });
});

describe('normalizeDefault', () => {
  it('ignores backticks, quote style, spacing, trailing commas and comments', () => {
    expect(normalizeDefault('```js\nconst d = {\n  a: "x", // why\n};\n```')).toBe(normalizeDefault("`{ a: 'x' }`"));
  });
});

describe('compareDefaults', () => {
  const tags = declared({ 'server.publicDir.name': "'public'", 'server.publicDir.watch': 'false' });

  it('fails on a planted mismatch with the page, the line and both values', () => {
    const result = compareDefaults(readStatedDefaults(page, 'docs/en/p.mdx'), tags, []);
    expect(result.compared).toBe(2);
    expect(result.problems).toEqual([
      {
        file: 'docs/en/p.mdx',
        line: 16,
        message: 'default of server.publicDir.watch: the page says true, the declaration (config.d.ts:1) says false',
      },
    ]);
  });

  it('accepts a listed exception only while both pinned texts still hold', () => {
    const exception = { option: 'server.publicDir.watch', stated: ['`true`'], declared: 'false', reason: 'test', source: 'x.ts:1' };
    const stated = readStatedDefaults(page, 'p.mdx');
    expect(compareDefaults(stated, tags, [exception])).toMatchObject({ excused: 1, problems: [] });
    const changedTag = declared({ 'server.publicDir.watch': "'auto'" });
    expect(compareDefaults(stated, changedTag, [exception]).problems[0].message).toContain('check it again');
  });

  it('compares the leading value of a line that remarks on it', () => {
    const line = '# output.minify\n\n- **Default:** `true` (only in production)\n';
    expect(compareDefaults(readStatedDefaults(line, 'p.mdx'), declared({ 'output.minify': 'true' }), []).problems).toEqual([]);
  });
});

describe('readDeclaredDefaults', () => {
  it('collects @default tags by path from the package’s own declarations', () => {
    const dir = path.join(tmp, 'pkg');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'index.d.ts'),
      [
        'export interface Inner {',
        '  /** @default 4096 */',
        '  svg?: number;',
        '}',
        'export interface Config {',
        "  /** @default 'web' */",
        '  target?: string;',
        '  limit?: Inner | number;',
        '}',
      ].join('\n'),
    );
    const found = readDeclaredDefaults(path.join(dir, 'index.d.ts'), 'Config', dir);
    expect([...found.values()].map((d) => [d.option, d.value, d.where])).toEqual([
      ['target', "'web'", 'index.d.ts:7'],
      ['limit.svg', '4096', 'index.d.ts:3'],
    ]);
  });

  it('reads each package’s own defaults from one program over several packages, as from a program of its own', () => {
    const entries = ['core', 'plugin'].map((name) => {
      const dir = path.join(tmp, `shared-${name}`);
      fs.mkdirSync(dir, { recursive: true });
      const own = name === 'core' ? "  /** @default 'web' */\n  target?: string;" : '  /** @default true */\n  fastRefresh?: boolean;';
      fs.writeFileSync(path.join(dir, 'index.d.ts'), `export interface Options {\n${own}\n}\n`);
      return { entry: path.join(dir, 'index.d.ts'), dir };
    });
    const program = declarationsProgram(entries.map((e) => e.entry));
    const read = (program?: ReturnType<typeof declarationsProgram>) =>
      entries.map(({ entry, dir }) => [...readDeclaredDefaults(entry, 'Options', dir, program).values()].map((d) => [d.option, d.value]));
    expect(read(program)).toEqual([[['target', "'web'"]], [['fastRefresh', 'true']]]);
    expect(read(program)).toEqual(read());
  });
});

describe('version notes', () => {
  it('needs a note only after 1.0.0, in the `>= x.y.z` form', () => {
    expect(versionAfterOne('>= 1.0.0')).toBeUndefined();
    expect(versionAfterOne('>=1.1.7')).toBe('1.1.7');
    expect(hasVersionNote('- **Version:** `>= 1.2.5`', '1.2.5')).toBe(true);
    expect(hasVersionNote('- **Version:** `>= 1.2.50`', '1.2.5')).toBe(false);
    expect(hasVersionNote('Added in a recent release.', '1.2.5')).toBe(false);
  });
});

describe('checkVersionNotes', () => {
  const note = { page: 'config/server/cors', option: 'server.cors', since: '>= 1.1.11', source: 'reference facts' };
  it('fails on a page without the note, in each language', () => {
    const pages: Record<string, string> = {
      'docs/en/config/server/cors.mdx': '# server.cors\n\n- **Version:** `>= 1.1.11`\n',
      'docs/zh/config/server/cors.mdx': '# server.cors\n\n- **默认值：** `false`\n',
    };
    const result = checkVersionNotes([note], (file) => pages[file]);
    expect(result.checked).toBe(2);
    expect(result.problems).toEqual([
      {
        file: 'docs/zh/config/server/cors.mdx',
        line: 1,
        message: 'server.cors appeared in 1.1.11 (reference facts) but the page has no `>= 1.1.11` note',
      },
    ]);
  });
});
