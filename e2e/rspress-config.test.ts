/**
 * An Rspress 2 project moves over by its config alone: `e2e/fixtures/rspress-config` has an
 * `rspress.config.ts` (defineConfig and official plugins from Rspress's packages, none installed;
 * locales, themeConfig, head tuples and a per-route head function, globalUIComponents,
 * i18nSource, a local plugin using several hooks) and no Quire config, and `quire build` builds it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQuire } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `rspress-config-${process.pid}`);
const out = path.join(workDir, 'doc_build');
let build: { status: number | null; output: string };

beforeAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/rspress-config'), workDir, { recursive: true });
  build = runQuire(workDir, 'build');
}, 600_000);
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

const read = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');
const appCode = () =>
  fs
    .readdirSync(path.join(out, 'static/js'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => read(`static/js/${f}`))
    .join('\n');

describe('a folder with only an rspress.config.ts', () => {
  it('builds into Rspress’s doc_build, saying once that it reads an Rspress config and naming each field left out', () => {
    expect(build.status, build.output).toBe(0);
    expect(build.output.match(/reading the Rspress config rspress\.config\.ts/g)).toHaveLength(1);
    const warned = [...build.output.matchAll(/! rspress\.config\.ts: "([^"]+(?:"[^"]*"[^"]*)*?)":/g)].map((m) => m[1]);
    expect(warned).toEqual([
      'route.cleanUrls',
      'themeConfig.fallbackHeadingTitle',
      'themeConfig.sidebar["/guide/"][].icon',
      'plugins["release-notes"].modifySearchIndexData',
    ]);
  });

  it('writes clean links, each page still a .html file, so Rspress’s .html addresses keep loading on a static host', () => {
    expect(fs.existsSync(path.join(out, 'guide/start.html'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'zh/blog/post.html'))).toBe(true);
    const home = read('index.html');
    expect(home).toContain('href="/guide/start"');
    expect(home).not.toMatch(/href="\/[^"]*\.html"/);
  });

  it('takes themeConfig.footer as it is', () => {
    expect(read('guide/start.html')).toContain('<p class="q-footer__message">Made with Rspress</p>');
  });

  it('writes head tuples, strings and the per-route function’s tags', () => {
    const zh = read('zh/guide/start.html');
    expect(zh).toContain('<meta name="fixture-tuple" content="a &quot;quoted&quot; value">');
    expect(zh).toContain('<meta name="fixture-string" content="s">');
    expect(zh).toContain('<meta name="fixture-route" content="/guide/start">');
    expect(read('guide/start.html')).not.toContain('fixture-route');
  });

  it('draws the global UI component on every page with the i18nSource text of its language', () => {
    expect(read('zh/guide/start.html')).toContain('<aside class="fixture-feedback">反馈</aside>');
    expect(read('guide/start.html')).toContain('<aside class="fixture-feedback">Feedback</aside>');
  });

  it('turns pluginRss into a feed and pluginClientRedirects into a redirect', () => {
    expect(read('feeds/blog.rss.xml')).toContain('<title>Fixture blog</title>');
    expect(read('feeds/blog.rss.xml')).toContain('https://fixture.test/blog/post');
    expect(appCode()).toContain('^/old-start');
  });

  it('runs the local plugin’s config, addPages, extendPageData, routeGenerated, i18nSource and afterBuild', () => {
    expect(read('guide/start.html')).toContain('<meta name="description" content="Set by a plugin">');
    expect(read('releases.html')).toContain('All of them.');
    expect(appCode()).toContain('releaseNotes');
    expect(appCode()).toContain('来自插件');
    expect(read('routes.txt')).toBe('7\n');
  });

  it('prefixes the Chinese sidebar’s links with its language, as Rspress shows them', () => {
    const sidebars = fs.readdirSync(path.join(out, 'static/sidebar')).map((f) => read(`static/sidebar/${f}`));
    expect(sidebars.some((s) => s.includes('"/zh/guide/start"') && s.includes('开始'))).toBe(true);
  });
});
