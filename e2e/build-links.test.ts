/**
 * `quire build` publishes nothing by accident: symbolic links to files outside the project (in
 * `docs/public` or as a page) stop the build, a link cannot climb out of the public folder,
 * relative links without an extension are checked like the others in every language, and a
 * missing image (Markdown, `<img>` block or inline, beside the page) fails with file, line and
 * column; a link or image a site's Markdown plugin adds is checked too and named by its page.
 * The previous dist/ survives each failure and never holds the outside file's content.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQuire } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `links-${process.pid}`);
const outside = path.join(root, 'e2e/.tmp', `links-outside-${process.pid}`);
const dist = path.join(workDir, 'dist');
const docs = path.join(workDir, 'docs');
const SECRET = `OUTSIDE-SECRET-${process.pid}`;

const quireBuild = () => runQuire(workDir, 'build');

/** Every file under dist/ with its content, to compare before and after a failed build. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile()) files.set(path.relative(dir, file), fs.readFileSync(file, 'latin1'));
  }
  return files;
}

function write(file: string, text: string | Buffer): void {
  fs.mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
  fs.writeFileSync(path.join(docs, file), text);
}

const pageA = (extra: string) => `# Page A\n\nOriginal text of page A.\n\n## Section one\n\n${extra}`;
const zhA = (extra: string) => `# 页面 A\n\n页面 A 的原始内容。\n\n${extra}`;

// Good cases: extensionless relative links (en and zh), images that exist, a link inside the project.
const goodEn = [
  '[B](./b) [B usage](./b#usage) [step](../tutorial/step) [home](..)',
  '',
  '![logo](/logo.png) ![shot](./shot.png) ![remote](https://example.com/x.png) ![inline](data:image/gif;base64,R0lGODlhAQABAAAAACw=)',
  '',
  '<img src="/logo.png" alt="" />',
  '',
  '',
].join('\n');
const goodZh = '[B](./b#usage) [教程](../../en/tutorial/step)\n';

beforeAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/basic'), workDir, { recursive: true });
  fs.mkdirSync(outside, { recursive: true });
  fs.writeFileSync(path.join(outside, 'secret.txt'), `${SECRET}\n`);
  fs.writeFileSync(path.join(outside, 'secret.mdx'), `# Leaked\n\n${SECRET}\n`);
  fs.writeFileSync(path.join(workDir, 'notes.txt'), 'notes kept in the project\n');
  const png = Buffer.from('89504e470d0a1a0a', 'hex');
  write('public/logo.png', png);
  write('en/guide/shot.png', png);
  fs.symlinkSync('../../notes.txt', path.join(docs, 'public/notes.txt'));
  write('en/guide/b.mdx', '# Page B\n\n## Usage\n');
  write('zh/guide/b.mdx', '# 页面 B\n\n## 用法 {#usage}\n');
  write('en/guide/a.mdx', pageA(goodEn));
  write('zh/guide/a.mdx', zhA(goodZh));
});
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
});

describe('links and images', () => {
  it('builds the good cases: extensionless relative links, images that exist, a link inside the project', () => {
    const { status, output } = quireBuild();
    expect(status, output).toBe(0);
    const html = fs.readFileSync(path.join(dist, 'guide/a.html'), 'utf8');
    expect(html).toContain('<a href="/guide/b">B</a> <a href="/guide/b#usage">B usage</a> <a href="/tutorial/step">step</a> <a href="/">home</a>');
    expect(fs.readFileSync(path.join(dist, 'zh/guide/a.html'), 'utf8')).toContain(
      '<a href="/zh/guide/b#usage">B</a> <a href="/tutorial/step">教程</a>',
    );
    expect(fs.readFileSync(path.join(dist, 'notes.txt'), 'utf8')).toBe('notes kept in the project\n');
    expect(fs.existsSync(path.join(dist, 'logo.png'))).toBe(true);
  }, 300_000);

  it('an edit renaming a heading fails the next build at an unchanged page that links to it, and its fix passes', () => {
    // The Chinese page A links only to pages, so the edit build takes its last findings unless told its target changed.
    write('zh/guide/b.mdx', '# 页面 B\n\n## 用法 {#use}\n');
    try {
      const { status, output } = quireBuild();
      expect(status).not.toBe(0);
      expect(output).toContain('docs/zh/guide/a.mdx:5:1: dead link /zh/guide/b#usage (no heading #usage on /zh/guide/b)');
    } finally {
      write('zh/guide/b.mdx', '# 页面 B\n\n## 用法 {#usage}\n');
    }
    const { status, output } = quireBuild();
    expect(status, output).toBe(0);
  }, 300_000);

  it('refuses symbolic links outside the project, in docs/public and as a page, naming link and target', () => {
    const before = snapshot(dist);
    fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(docs, 'public/secret.txt'));
    fs.symlinkSync(path.join(outside, 'secret.mdx'), path.join(docs, 'en/guide/leak.mdx'));
    try {
      const { status, output } = quireBuild();
      expect(status).not.toBe(0);
      expect(output).toContain('2 symbolic links lead outside the project');
      expect(output).toContain(`docs/public/secret.txt: symbolic link to ${path.join(outside, 'secret.txt')}, outside the project`);
      expect(output).toContain(`docs/en/guide/leak.mdx: symbolic link to ${path.join(outside, 'secret.mdx')}, outside the project`);
    } finally {
      fs.rmSync(path.join(docs, 'public/secret.txt'));
      fs.rmSync(path.join(docs, 'en/guide/leak.mdx'));
    }
    expect(snapshot(dist)).toEqual(before);
  }, 300_000);

  it('stops on links out of the public folder, dead relative links (en and zh) and missing images, with file:line:column', () => {
    const before = snapshot(dist);
    const badEn = [
      '[pkg](/../../package.json) [pkg2](/public/../../package.json) [pkg3](/%2e%2e/%2e%2e/package.json)',
      '[nope](./nope) [anchor](../tutorial/step#no-such-anchor) [etc](../../../../etc/passwd)',
      '',
      '![m1](/missing.png) ![m2](./missing.png) ![m3](./)',
      '',
      '<img src="/missing-jsx.png" alt="" />',
      '',
      'Inline <img src="/missing-inline.png" alt="" /> image.',
      '',
    ].join('\n');
    write('en/guide/a.mdx', pageA(goodEn + badEn));
    write('zh/guide/a.mdx', zhA(`${goodZh}\n[坏](./missing) [锚](./b#nope)\n`));
    try {
      const { status, output } = quireBuild();
      expect(status).not.toBe(0);
      const a = 'docs/en/guide/a.mdx';
      for (const line of [
        `${a}:13:1: dead link /../../package.json (no page at /package.json)`,
        `${a}:13:28: dead link /public/../../package.json (no page at /package.json)`,
        `${a}:13:63: dead link /%2e%2e/%2e%2e/package.json (no page at /package.json)`,
        `${a}:14:1: dead link /guide/nope (no page at this address)`,
        `${a}:14:16: dead link /tutorial/step#no-such-anchor (no heading #no-such-anchor on /tutorial/step)`,
        `${a}:14:58: dead link ../../../../etc/passwd (no page at /etc/passwd)`,
        `${a}:16:1: missing image /missing.png (no such file in the public folder)`,
        `${a}:16:21: missing image ./missing.png (no file docs/en/guide/missing.png)`,
        `${a}:16:42: missing image ./ (no file docs/en/guide/)`,
        `${a}:18:1: missing image /missing-jsx.png (no such file in the public folder)`,
        `${a}:20:8: missing image /missing-inline.png (no such file in the public folder)`,
        'docs/zh/guide/a.mdx:7:1: dead link /zh/guide/missing (no page at this address)',
        'docs/zh/guide/a.mdx:7:16: dead link /zh/guide/b#nope (no heading #nope on /zh/guide/b)',
      ]) {
        expect(output).toContain(line);
      }
      expect(output).toContain('8 dead links and 5 missing images');
    } finally {
      write('en/guide/a.mdx', pageA(goodEn));
      write('zh/guide/a.mdx', zhA(goodZh));
    }
    expect(snapshot(dist)).toEqual(before);
  }, 300_000);

  it('checks the links and images a site’s remark and rehype plugins add, naming the page they are on', () => {
    const before = snapshot(dist);
    const config = path.join(workDir, 'site.config.ts');
    const original = fs.readFileSync(config, 'utf8');
    const plugins = [
      'const remarkAddLink = () => (tree: { children: unknown[] }) => {',
      "  tree.children.push({ type: 'paragraph', children: [{ type: 'link', url: '/no/such/page', children: [{ type: 'text', value: 'x' }] }] });",
      '};',
      'const rehypeAddImage = () => (tree: { children: unknown[] }) => {',
      "  tree.children.push({ type: 'element', tagName: 'img', properties: { src: '/made-by-plugin.png' }, children: [] });",
      '};',
      '',
    ].join('\n');
    fs.writeFileSync(
      config,
      plugins +
        original.replace(
          'export default defineConfig({',
          'export default defineConfig({\n  markdown: { remarkPlugins: [remarkAddLink], rehypePlugins: [rehypeAddImage] },',
        ),
    );
    try {
      const { status, output } = quireBuild();
      expect(status, output).not.toBe(0);
      expect(output).toContain(
        'docs/en/guide/b.mdx: dead link /no/such/page, made by a Markdown plugin (no page at this address; it is in no line of the file)',
      );
      expect(output).toContain(
        'docs/zh/guide/a.mdx: missing image /made-by-plugin.png, made by a Markdown plugin (no such file in the public folder; it is in no line of the file)',
      );
    } finally {
      fs.writeFileSync(config, original);
    }
    expect(snapshot(dist)).toEqual(before);
  }, 300_000);

  it('never put the outside file into dist/', () => {
    for (const [file, text] of snapshot(dist)) expect(text.includes(SECRET), file).toBe(false);
  });
});
