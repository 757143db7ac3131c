/**
 * The build caches (`.quire/cache/bundle`, `.quire/cache/render/`): a build run in full with nothing
 * changed (`--force`) reuses the last bundle and every page's HTML and writes the same `dist/`; an edited
 * page is rendered again and the others are not, and when it imports nothing of its own (it is
 * not bundled, `build/standalone-pages.ts`) the last bundle is reused; a page with imports of its
 * own is bundled, and bundled again when edited; a page whose data changed (a twin added) gets
 * it; a change to the theme, to a file the theme imports, or to the config renders every page
 * again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { runQuire } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `cache-${process.pid}`);
const dist = path.join(workDir, 'dist');
const pageA = path.join(workDir, 'docs/en/guide/a.mdx');
const themeDir = path.join(workDir, 'theme');

function build(...args: string[]): string {
  const { status, output } = runQuire(workDir, 'build', ...args);
  expect(status, output).toBe(0);
  return output;
}

/** Rendered pages taken from the cache, and pages in all. */
function renderHits(output: string): { hits: number; pages: number } {
  const match = /(\d+) of (\d+) pages unchanged/.exec(output);
  expect(match, output).not.toBeNull();
  return { hits: Number(match?.[1]), pages: Number(match?.[2]) };
}

function readTree(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), fs.readFileSync(file, 'utf8'));
  }
  return files;
}

/** Each file's bytes with its inode and modification time. */
function stampedTree(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [file, text] of readTree(dir)) {
    const { ino, mtimeMs } = fs.statSync(path.join(dir, file));
    files.set(file, `${ino} ${mtimeMs} ${text}`);
  }
  return files;
}

/** The files of `after` with the bytes they had in `before` but another inode or time: written again for nothing. */
function rewrittenAsTheyWere(before: Map<string, string>, after: Map<string, string>): string[] {
  const text = (stamped: string | undefined) => stamped?.split(' ').slice(2).join(' ');
  return [...after].filter(([file, stamped]) => before.get(file) !== stamped && text(before.get(file)) === text(stamped)).map(([file]) => file);
}

function htmlFiles(): string[] {
  return [...readTree(dist)].filter(([file]) => file.endsWith('.html')).map(([, text]) => text);
}

function writeTheme(marker: string): void {
  fs.mkdirSync(themeDir, { recursive: true });
  fs.writeFileSync(path.join(themeDir, 'marker.ts'), `export const marker = ${JSON.stringify(marker)};\n`);
  fs.writeFileSync(
    path.join(themeDir, 'index.tsx'),
    `import { Layout as DefaultLayout } from '@quire/theme-default';
import { marker } from './marker';
export * from '@quire/theme-default';
export function Layout() {
  return <><p data-theme-marker="">{marker}</p><DefaultLayout /></>;
}
`,
  );
}

beforeAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/basic'), workDir, { recursive: true });
});
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('build caches', () => {
  it('a build run in full with nothing changed reuses the bundle and every page, and writes the same dist/', () => {
    build();
    const first = readTree(dist);
    // Every step, though nothing changed: the caches serve them all.
    const output = build('--force');
    expect(output).toContain('inputs unchanged, reused from .quire/cache/bundle');
    const { hits, pages } = renderHits(output);
    expect(hits).toBe(pages);
    expect(readTree(dist)).toEqual(first);
  }, 300_000);

  it('a document edited by hand in dist/ is written again (rendered again: the render cache took its app HTML from that document)', () => {
    const file = path.join(dist, 'guide/a.html');
    const original = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, original.replace('</body>', '<p>edited by hand</p></body>'));
    const output = build();
    const { hits, pages } = renderHits(output);
    expect(hits).toBe(pages - 1);
    expect(fs.readFileSync(file, 'utf8')).toBe(original);
  }, 300_000);

  it('an edited page is rendered again, the others come from the cache; the bundle is reused; no file is written again with the bytes it had', () => {
    const before = stampedTree(dist);
    fs.appendFileSync(pageA, '\nA sentence added for the cache test.\n');
    // No module of this site takes `usePages()`: its list of every page is not made for a bundle restored.
    const pagesList = path.join(workDir, '.quire/build/pages.js');
    fs.rmSync(pagesList);
    const output = build();
    expect(fs.existsSync(pagesList)).toBe(false);
    // The page imports nothing of its own: its script is not part of the bundle.
    expect(output).toContain('inputs unchanged, reused from .quire/cache/bundle');
    const { hits, pages } = renderHits(output);
    expect(hits).toBe(pages - 1);
    expect(fs.readFileSync(path.join(dist, 'guide/a.html'), 'utf8')).toContain('A sentence added for the cache test.');
    expect(fs.readFileSync(path.join(dist, 'zh/guide/a.html'), 'utf8')).not.toContain('A sentence added');
    // Redirect pages and csp.txt among them: a deploy that compares times uploads only what changed.
    expect(output).toContain('redirect pages');
    expect(rewrittenAsTheyWere(before, stampedTree(dist))).toEqual([]);
  }, 300_000);

  it('a page with imports of its own is bundled, and bundled again when edited', () => {
    fs.mkdirSync(path.join(workDir, 'components'), { recursive: true });
    fs.writeFileSync(
      path.join(workDir, 'components/hello.tsx'),
      'export function Hello() {\n  return <p data-hello="">Hello from a component</p>;\n}\n',
    );
    const page = path.join(workDir, 'docs/en/guide/imports.mdx');
    fs.writeFileSync(page, "import { Hello } from '../../../components/hello';\n\n# Imports\n\n<Hello />\n");
    let output = build();
    expect(output).not.toContain('inputs unchanged');
    const html = () => fs.readFileSync(path.join(dist, 'guide/imports.html'), 'utf8');
    expect(html()).toContain('Hello from a component');
    // Its entry is Rspack's chunk, not a queued page script.
    const script = /<script defer src="\/(static\/js\/p-[^"]+)"/.exec(html())?.[1] ?? '';
    expect(fs.readFileSync(path.join(dist, script), 'utf8')).not.toContain('__quirePages');

    fs.appendFileSync(page, '\nEdited text beside the component.\n');
    output = build();
    expect(output).not.toContain('inputs unchanged');
    expect(html()).toContain('Edited text beside the component.');
  }, 300_000);

  it('a page whose data changed while its file did not gets the new data (a translation added)', () => {
    const twin = /"?translations"?:\[\{"?lang"?:"zh","?routePath"?:"\/zh\/tutorial\/step"\}\]/;
    const chunks = () => [...readTree(path.join(dist, 'static/js'))].filter(([, text]) => twin.test(text));
    expect(chunks()).toHaveLength(0);
    fs.mkdirSync(path.join(workDir, 'docs/zh/tutorial'), { recursive: true });
    fs.writeFileSync(path.join(workDir, 'docs/zh/tutorial/step.mdx'), '# 步骤\n');
    build();
    // The English page's own chunk now names its Chinese twin.
    expect(chunks().length).toBeGreaterThan(0);
  }, 300_000);

  it('a new theme, and then an edit to a file the theme imports, render every page again', () => {
    writeTheme('theme one');
    let output = build();
    expect(renderHits(output).hits).toBe(0);
    for (const html of htmlFiles().filter((h) => h.includes('id="root"'))) expect(html).toContain('theme one');

    writeTheme('theme two');
    output = build();
    expect(output).not.toContain('inputs unchanged');
    expect(renderHits(output).hits).toBe(0);
    for (const html of htmlFiles().filter((h) => h.includes('id="root"'))) expect(html).toContain('theme two');
  }, 300_000);

  it('a config change renders every page again', () => {
    const config = path.join(workDir, 'site.config.ts');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("title: 'Fixture',", "title: 'Renamed fixture',"));
    const output = build();
    expect(renderHits(output).hits).toBe(0);
    expect(fs.readFileSync(path.join(dist, 'guide/a.html'), 'utf8')).toContain('Renamed fixture');
  }, 300_000);
});
