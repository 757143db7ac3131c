/**
 * `multiVersion` end to end, on a fixture of three versions in two languages built by the real
 * CLI: the URLs of each version, the version menu in Chromium (keeps the page where it exists),
 * the banner of old versions (their texts in Chinese, their documented class names), search per version and across, per-version sitemap and llms.txt,
 * a dead link across versions failing the build, and `quire version <name>` (the other versions' pages then not compiled again).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, useBrowser, waitForReady } from './browser';
import { documentedClasses } from './theme-doc';
import { runQuire } from './quire-cli';
import { type ServedDist, serveDist } from './serve-dist';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `versions-${process.pid}`);
const dist = path.join(workDir, 'dist');
const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');
const configFile = path.join(workDir, 'site.config.ts');
const browser = useBrowser();
let served: ServedDist;

/** The split search index heads in the output, by version and language (`v1.zh`), without their hashes. */
const searchHeads = () =>
  fs
    .readdirSync(path.join(dist, 'static/search'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.[0-9a-f]+\.json$/, ''))
    .sort();

beforeAll(async () => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/versions'), workDir, { recursive: true });
  const { status, output } = runQuire(workDir, 'build');
  expect(status, output).toBe(0);
  served = await serveDist(dist);
});
afterAll(async () => {
  await served?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('a versioned site', () => {
  it('serves the default version without a prefix and the others under /<version>/, each language under its prefix', () => {
    for (const file of ['index.html', 'guide/start.html', 'guide/new-api.html', 'zh/guide/start.html']) expect(read(file)).toContain('v3');
    for (const file of ['v1/index.html', 'v1/guide/legacy.html', 'v1/zh/guide/start.html', 'v2/guide/start.html', 'v2/zh/index.html']) {
      expect(fs.existsSync(path.join(dist, file)), file).toBe(true);
    }
    expect(fs.existsSync(path.join(dist, 'v3'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'v2/guide/legacy.html'))).toBe(false);
    // An absolute link in a page goes to its own version; a relative one stays in its folder.
    expect(read('v1/guide/start.html')).toContain('href="/v1/guide/config"');
    expect(read('v1/zh/guide/start.html')).toContain('href="/v1/zh/guide/config"');
    expect(read('guide/start.html')).toContain('href="/guide/config"');
    // A link naming another version keeps it.
    expect(read('v1/guide/legacy.html')).toContain('href="/v2/guide/start"');
  });

  it('shows old versions a banner linking the same page in the default version, or its nearest parent', () => {
    const banner = (file: string) => /href="([^"]*)" class="q-old-version__link"/.exec(read(file))?.[1];
    expect(banner('v1/guide/start.html')).toBe('/guide/start');
    expect(banner('v2/zh/guide/config.html')).toBe('/zh/guide/config');
    // The legacy page is gone from v3: its folder (which leads to its first page) is the nearest parent.
    expect(banner('v1/guide/legacy.html')).toBe('/guide/');
    expect(read('guide/start.html')).not.toContain('q-old-version');
  });

  it('writes a sitemap per version and llms.txt per version and language', () => {
    const root = read('sitemap.xml');
    expect(root).toContain('<loc>https://docs.example.com/guide/start</loc>');
    expect(root).not.toContain('/v1/');
    const v1 = read('v1/sitemap.xml');
    expect(v1).toContain('<loc>https://docs.example.com/v1/guide/legacy</loc>');
    expect(v1).toContain('hreflang="zh" href="https://docs.example.com/v1/zh/guide/legacy"');
    expect(v1).not.toContain('/v2/');
    const llms = read('v1/zh/llms.txt');
    expect(llms).toContain('https://docs.example.com/v1/zh/guide/legacy.md');
    expect(llms).not.toContain('/v2/');
    expect(read('llms.txt')).not.toContain('/v1/');
  });

  it('builds one split search index per version and language, its head named in the site manifest', () => {
    expect(searchHeads()).toEqual(['v1.en', 'v1.zh', 'v2.en', 'v2.zh', 'v3.en', 'v3.zh']);
    const manifest = JSON.parse(read('static/manifest.json')) as { search: Array<{ lang: string; version: string; file: string }> };
    expect(manifest.search.find((i) => i.version === 'v1' && i.lang === 'zh')?.file).toMatch(/^static\/search\/v1\.zh\.[0-9a-f]+\.json$/);
    // A page's text is in its record file, in its version's folder only.
    const records = (dir: string) => fs.readdirSync(path.join(dist, 'static/search', dir)).filter((f) => f.startsWith('r.'));
    const holds = (dir: string, word: string) => records(dir).some((f) => read(`static/search/${dir}/${f}`).includes(word));
    expect(holds('v2.en', 'tangerine')).toBe(true);
    expect(holds('v1.en', 'tangerine')).toBe(false);
  });

  it('draws the version menu and the banner in the page language, with the documented class names', () => {
    const zh = read('v1/zh/guide/start.html');
    expect(zh).toContain('aria-label="版本: v1"');
    expect(zh).toContain('你正在阅读旧版本的文档。');
    expect(zh).toMatch(/class="q-old-version__link">前往最新版本</);
    const classes = new Set([...read('v1/guide/start.html').matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)));
    const documented = documentedClasses('versions');
    expect(documented.length).toBe(3);
    expect(documented.filter((name) => !classes.has(name))).toEqual([]);
  });

  it('version menu: a keyboard-usable button whose list keeps the page where it exists, else goes to the version home', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    await page.goto(`${served.url}/v1/guide/start`);
    await waitForReady(page);
    const menu = page.getByRole('button', { name: 'Version: v1' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await page.locator('.q-nav__extras .q-nav__versions').getByRole('link', { name: 'v2', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/v2/guide/start');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Start v2');
    await page.getByRole('button', { name: 'Version: v2' }).click();
    await page.locator('.q-nav__extras .q-nav__versions').getByRole('link', { name: 'v3', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/guide/start');
    // The legacy page has no twin in v2: the menu leads to v2's home in the same language.
    await page.goto(`${served.url}/v1/zh/guide/legacy`);
    await waitForReady(page);
    expect(await page.locator('.q-nav__extras .q-nav__versions a', { hasText: 'v2' }).getAttribute('href')).toBe('/v2/zh/');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('search finds pages of the version being read only', async () => {
    const page = await browser().newPage();
    await page.goto(`${served.url}/v1/guide/start`, { waitUntil: 'networkidle' });
    await page.keyboard.press('Control+k');
    await page.getByRole('searchbox').fill('quasarflux');
    await expect.poll(() => page.locator('.q-search__hit').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const links = await page.locator('.q-search__hit').evaluateAll((els) => els.map((e) => e.getAttribute('data-link') ?? ''));
    expect(links.every((l) => l.startsWith('/v1/'))).toBe(true);
    await page.getByRole('searchbox').fill('tangerine');
    await expect.poll(() => page.locator('.q-search__empty').count(), { timeout: 10_000 }).toBe(1);
    await page.close();
  });

  it('search.versioned: false gives one index per language, searched across versions', async () => {
    const config = fs.readFileSync(configFile, 'utf8');
    fs.writeFileSync(configFile, config.replace("title: 'Versioned',", "title: 'Versioned',\n  search: { versioned: false },"));
    try {
      const { status, output } = runQuire(workDir, 'build');
      expect(status, output).toBe(0);
      expect(searchHeads()).toEqual(['en', 'zh']);
      const page = await browser().newPage();
      await page.goto(`${served.url}/v1/guide/start`, { waitUntil: 'networkidle' });
      await page.keyboard.press('Control+k');
      await page.getByRole('searchbox').fill('tangerine');
      await expect
        .poll(() => page.locator('.q-search__hit').evaluateAll((els) => els.map((e) => e.getAttribute('data-link'))), { timeout: 10_000 })
        .toContain('/v2/guide/start');
      await page.close();
    } finally {
      fs.writeFileSync(configFile, config);
    }
  });

  it('a link to a page missing from another version fails the build, naming the place', () => {
    const page = path.join(workDir, 'docs/v1/en/guide/config.mdx');
    const text = fs.readFileSync(page, 'utf8');
    fs.writeFileSync(page, `${text}\nSee [the legacy page in v2](/v2/guide/legacy).\n`);
    try {
      const { status, output } = runQuire(workDir, 'build');
      expect(status).not.toBe(0);
      expect(output).toMatch(/docs\/v1\/en\/guide\/config\.mdx:5:\d+.*\/v2\/guide\/legacy/);
    } finally {
      fs.writeFileSync(page, text);
    }
  });

  it('quire version <name> snapshots the default version and the next build serves it', () => {
    const snap = runQuire(workDir, 'version', 'v3.1');
    expect(snap.status, snap.output).toBe(0);
    expect(fs.readFileSync(path.join(workDir, 'docs/v3.1/en/guide/new-api.mdx'), 'utf8')).toContain('# New API');
    expect(fs.readFileSync(configFile, 'utf8')).toContain("versions: ['v1', 'v2', 'v3.1', 'v3']");
    expect(runQuire(workDir, 'version', 'v3.1').output).toContain('the version "v3.1" exists already');
    const { status, output } = runQuire(workDir, 'build', '--verbose');
    expect(status, output).toBe(0);
    // The other versions' pages do not name v3.1: the compile cache still answers for them.
    expect(output).toMatch(/ 8 compiled( in \d+ worker threads)?, 22 from \.quire\/cache\/compile\.pack/);
    expect(read('v3.1/zh/guide/new-api.html')).toContain('新接口');
    expect(read('v3.1/guide/new-api.html')).toContain('href="/guide/new-api" class="q-old-version__link"');
  });
});
