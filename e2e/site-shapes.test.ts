/**
 * Sites of the shapes a new team starts with, each built by the real CLI from a copy of
 * `e2e/fixtures/one-language` (Rspress's layout: pages directly in `docs/`): one language in
 * English or Chinese, no config file, an Rspress config, a `base`, no home page, no search, another
 * content folder; and the layouts that cannot be built: an error, never a build of 0 pages.
 * `quire dev` serves the one-language site too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, useBrowser, waitForReady } from './browser';
import { QUIRE_BIN, runQuire } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const fixture = path.join(root, 'e2e/fixtures/one-language');
const workRoot = path.join(root, 'e2e/.tmp', `shapes-${process.pid}`);

afterAll(() => fs.rmSync(workRoot, { recursive: true, force: true }));

/** A copy of the fixture named `name`, its config's fields after `title` extended by `fields`. */
function site(name: string, fields = ''): string {
  const dir = path.join(workRoot, name);
  fs.cpSync(fixture, dir, { recursive: true });
  const config = path.join(dir, 'site.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("title: 'One language',", `title: 'One language',${fields}`));
  return dir;
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8');
const staticFiles = (dir: string) => fs.readdirSync(path.join(dir, 'dist/static'));
/** The text of a split search index's record files (`static/search/en/r.*.json`). */
const searchRecords = (dir: string, index: string) =>
  fs
    .readdirSync(path.join(dir, 'dist/static/search', index))
    .filter((f) => f.startsWith('r.'))
    .map((f) => read(dir, `static/search/${index}/${f}`))
    .join('\n');

function build(dir: string): string {
  const { status, output } = runQuire(dir, 'build');
  expect(status, output).toBe(0);
  return output;
}

describe('a site of one language, pages directly in docs/', () => {
  it('builds every page without a language prefix, with its search index, sitemap, llms.txt, feeds and redirects', () => {
    const dir = site('english');
    const output = build(dir);
    expect(output).toMatch(/Built 4 pages \(\d+ HTML files\)/);
    for (const file of ['index.html', 'guide/intro.html', 'guide/setup.html', 'releases/v1.html', 'logo.svg']) {
      expect(fs.existsSync(path.join(dir, 'dist', file)), file).toBe(true);
    }
    expect(fs.existsSync(path.join(dir, 'dist/en'))).toBe(false);

    const intro = read(dir, 'guide/intro.html');
    expect(intro).toMatch(/<html lang="en"/);
    // No language switch with one language; the nav from docs/_nav.json; relative links as routes.
    expect(intro).not.toContain('q-nav__langs');
    expect(intro).toMatch(/<a[^>]*href="\/guide\/intro"[^>]*>Guide<\/a>/);
    expect(intro).toContain('href="/guide/setup"');
    expect(intro).toContain('data-page="guide/intro.md"');
    expect(read(dir, 'guide/setup.html')).toContain('href="/guide/intro#first-steps"');
    // The sidebar generated from docs/guide/_meta.json, in its order.
    const sidebar = staticFiles(dir)
      .filter((f) => f.startsWith('sidebar'))
      .flatMap((f) => fs.readdirSync(path.join(dir, 'dist/static', f)).map((s) => read(dir, `static/${f}/${s}`)))
      .find((s) => s.includes('/guide/intro'));
    expect(sidebar?.indexOf('/guide/intro')).toBeLessThan(sidebar?.indexOf('/guide/setup') ?? -1);

    expect(searchRecords(dir, 'en')).toContain('quokka');
    const sitemap = read(dir, 'sitemap.xml');
    expect(sitemap).toContain('<loc>https://one.example/guide/intro</loc>');
    expect(sitemap).not.toContain('hreflang');
    expect(read(dir, 'llms.txt')).toContain('- [Introduction](https://one.example/guide/intro.md)');
    expect(read(dir, 'guide/intro.md')).toContain('A quokka is the word');
    expect(read(dir, 'feeds/releases.rss.xml')).toContain('<link>https://one.example/releases/v1</link>');
    expect(read(dir, 'old-intro.html')).toContain('url=/guide/intro');
    // Nothing to compare with one language: the translation report says nothing.
    expect(output).not.toMatch(/missing|stale|translations:/i);
  }, 180_000);

  it("takes <html lang>, its search index and its texts from the config's lang", () => {
    const dir = site('chinese', "\n  lang: 'zh',\n  themeConfig: { locales: [{ lang: 'zh', outlineTitle: '本页目录' }] },");
    build(dir);
    const intro = read(dir, 'guide/intro.html');
    expect(intro).toMatch(/<html lang="zh"/);
    expect(intro).toContain('本页目录');
    expect(fs.existsSync(path.join(dir, 'dist/zh'))).toBe(false);
    expect(fs.readdirSync(path.join(dir, 'dist/static/search'))).toContain('zh');
    expect(read(dir, 'feeds/releases.rss.xml')).toContain('<language>zh</language>');
  }, 180_000);

  it('builds without a config file, saying in one line that it uses the defaults and where the file goes', () => {
    const dir = site('no-config');
    fs.rmSync(path.join(dir, 'site.config.ts'));
    const output = build(dir);
    expect(output).toContain(
      `no site config in ${dir}: using the defaults (pages in docs/, one language "en"); write site.config.ts there to set the title, languages and more`,
    );
    expect(read(dir, 'guide/intro.html')).toContain('<title>Introduction | Docs</title>');
  }, 180_000);

  it('applies base to every link, asset and address it writes', () => {
    const dir = site('base', "\n  base: '/docs/',");
    build(dir);
    const intro = read(dir, 'guide/intro.html');
    expect(intro).toContain('href="/docs/guide/setup"');
    expect(intro).toMatch(/<script defer src="\/docs\/static\/js\//);
    expect(intro).toMatch(/<link rel="stylesheet" href="\/docs\/static\/css\//);
    expect(read(dir, 'guide/setup.html')).toContain('src="/docs/logo.svg"');
    expect(read(dir, 'sitemap.xml')).toContain('<loc>https://one.example/docs/guide/intro</loc>');
    expect(read(dir, 'llms.txt')).toContain('(https://one.example/docs/guide/intro.md)');
    expect(read(dir, 'old-intro.html')).toContain('url=/docs/guide/intro');
    expect(read(dir, 'static/manifest.json')).toMatch(/"file":"static\/search\/en\.[0-9a-f]+\.json"/);
  }, 180_000);

  it('without a home page leads / to the first page of the sidebar', () => {
    const dir = site('no-home');
    fs.rmSync(path.join(dir, 'docs/index.md'));
    build(dir);
    expect(read(dir, 'index.html')).toContain('content="0; url=/guide/intro"');
    expect(read(dir, 'llms.txt')).not.toContain('index.md');
  }, 180_000);

  it('with search: false writes no index and shows no search button', () => {
    const dir = site('no-search', '\n  search: false,');
    build(dir);
    expect(staticFiles(dir).filter((f) => f.startsWith('search'))).toEqual([]);
    expect(read(dir, 'guide/intro.html')).not.toContain('q-search-button');
    expect(JSON.parse(read(dir, 'static/manifest.json')).search ?? []).toEqual([]);
  }, 180_000);

  it("reads its pages and public files from the folder the config's root names", () => {
    const dir = site('root', "\n  root: 'content',");
    fs.renameSync(path.join(dir, 'docs'), path.join(dir, 'content'));
    build(dir);
    expect(read(dir, 'guide/intro.html')).toContain('data-page="guide/intro.md"');
    expect(fs.existsSync(path.join(dir, 'dist/logo.svg'))).toBe(true);
    expect(read(dir, 'index.html')).toContain('Pages directly in docs/');
  }, 180_000);
});

describe('layouts that cannot be built', () => {
  const fails = (dir: string) => {
    const { status, output } = runQuire(dir, 'build');
    expect(status, output).toBe(1);
    expect(output).not.toContain('Built ');
    return output;
  };

  it('several languages with pages directly in docs/ name the pages and the language folder', () => {
    const dir = site('two-languages', "\n  locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }],");
    expect(fails(dir)).toContain(
      "✗ a site of several languages (en, zh) keeps each language's pages in its own folder, but docs/ has 4 .md/.mdx files outside them (docs/guide/intro.md, docs/guide/setup.mdx, docs/index.md, …). Move them into docs/en/, or keep one language in locales for pages directly in docs/",
    );
  }, 60_000);

  it('pages in another folder than the content folder name that folder', () => {
    const dir = site('content-folder');
    fs.renameSync(path.join(dir, 'docs'), path.join(dir, 'content'));
    expect(fails(dir)).toContain(
      "✗ no content folder: docs/ does not exist (the config's root). Found 4 .md/.mdx files in content/: set root: 'content' in the site config, or move them to docs/",
    );
  }, 60_000);
});

describe('quire dev on a site of one language', () => {
  const browser = useBrowser();
  let server: ChildProcess | undefined;
  let output = '';
  let url = '';

  beforeAll(async () => {
    const dir = site('dev');
    server = spawn(process.execPath, [QUIRE_BIN, 'dev', '--host', '127.0.0.1', '--port', '0'], { cwd: dir, env: { ...process.env, NO_COLOR: '1' } });
    server.stdout?.on('data', (d) => (output += d));
    server.stderr?.on('data', (d) => (output += d));
    const started = Date.now();
    while (!/Local:\s+http:\/\/\S+/.test(output)) {
      if (Date.now() - started > 60_000 || server.exitCode !== null) throw new Error(`quire dev did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    url = (/Local:\s+(http:\/\/[^/\s]+)/.exec(output) as RegExpExecArray)[1];
    // The address is printed as the server starts listening; the first page waits until it answers.
    while (
      !(await fetch(`${url}/guide/intro`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() - started > 60_000 || server.exitCode !== null) throw new Error(`quire dev does not answer at ${url}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 90_000);
  afterAll(() => {
    server?.kill();
  });

  it('serves a page of docs/ at its address without a language prefix', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    try {
      await page.goto(`${url}/guide/intro`);
      await waitForReady(page, 60_000);
      expect(await page.locator('h1').first().textContent()).toBe('Introduction');
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      expect(await page.locator('.q-nav__langs').count()).toBe(0);
      await page.locator('main a[href="/guide/setup"]').first().click();
      await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe('Setup');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);
});
