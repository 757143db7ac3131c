/**
 * A site written the Rspress 2 way (`e2e/fixtures/rspress`: Rspress imports, containers and
 * alerts, code block meta, escaped heading ids, i18n.json, _meta.json, _nav.json, a `_` partial,
 * doc-wide, a blog index of `usePages` and `renderInlineMarkdown`) builds with the real CLI without
 * a warning, and renders as its writer meant in Chromium.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from '@quire/core';
import { bodyOf, collectErrors, useBrowser, waitForReady } from './browser';
import { runQuire } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `rspress-${process.pid}`);
const dist = path.join(workDir, 'dist');
const browser = useBrowser();
let build: { status: number | null; output: string };
let server: http.Server;
let site = '';

beforeAll(async () => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/rspress'), workDir, { recursive: true });
  build = runQuire(workDir, 'build');
  server = http.createServer(createStaticHandler(dist, '/'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}, 600_000);
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  fs.rmSync(workDir, { recursive: true, force: true });
});

const html = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');

async function open(route: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser().newPage();
  const errors = collectErrors(page);
  await page.goto(`${site}${route}`);
  await waitForReady(page);
  return { page, errors };
}

describe('an Rspress 2 style site', () => {
  it('builds with one warning, the code block option nothing handles; _ files are not pages', () => {
    expect(build.status, build.output).toBe(0);
    expect(build.output.match(/^\s*!.*$/gm)).toEqual([
      expect.stringMatching(/^\s*! docs\/en\/guide\/features\/api\.mdx:20:1: code block option "name" is handled by nothing .*; ignored/),
    ]);
    expect(fs.existsSync(path.join(dist, 'guide/start/_partial.html'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'guide/features/_demo.html'))).toBe(false);
  });

  it('gives escaped {#id} headings their ids, h1 included, and rewrites /zh/….mdx links', () => {
    const intro = html('guide/start/index.html');
    expect(intro).toContain('<h1 id="intro">Introduction</h1>');
    expect(intro).toContain('id="why-section"');
    expect(intro).toContain('id="from-partial"');
    expect(intro).toContain('href="/zh/guide/start/"');
    // As in Rspress, a link without a language prefix in a Chinese page stays in Chinese.
    expect(html('zh/guide/start/index.html')).toContain('href="/zh/guide/start/#why-section"');
  });

  it('renders every container and alert with its type and title', () => {
    const page = html('guide/features/containers.html');
    for (const type of ['tip', 'info', 'note', 'warning', 'caution', 'danger', 'important', 'details']) {
      expect(page, type).toContain(`q-container--${type}`);
    }
    expect(page).toContain('Title on the line');
    expect(page).toContain('>Title in braces<');
    expect(page).toMatch(/q-container--details[\s\S]*q-container--tip[\s\S]*Inside details/);
    expect(page).not.toContain(':::');
    expect(page).not.toContain('[!NOTE]');
  });

  it('reads Rspress 2 pages as Rspress does: heading ids, inline fragments, bundled languages, alerts, .md as Markdown', () => {
    const api = html('guide/features/api.html');
    expect(api).toContain('<h2 id="outputtarget">');
    // React separates the page's text from the fragment's with an empty comment.
    expect(api).toMatch(/<li><strong>ESM<\/strong>: (<!-- -->)?Outputs <strong>ES modules<\/strong>, the format browsers load\.<\/li>/);
    // Tokenized by their grammars: plain text would be one token per line.
    expect(api).toMatch(/>FROM<\/span>/);
    expect(api).toMatch(/>Get-ChildItem<\/span>/);
    for (const type of ['info', 'danger', 'details']) expect(api, type).toContain(`q-container--${type}`);
    expect(api).not.toContain('[!INFO]');
    const notes = html('guide/features/notes.html');
    expect(notes).toContain('A bare { brace, as plain Markdown allows.');
    expect(notes).not.toContain('a note for writers');
    expect(notes).toMatch(/<details><summary>More<\/summary>\s*<p>Hidden <strong>text<\/strong>\.<\/p>/);
    expect(notes).toContain('href="/guide/features/api#outputtarget"');
  });

  it('applies code block meta: title, highlighted lines, line numbers, wrapping, file=, fold and height', () => {
    const page = html('guide/features/code.html');
    expect(page).toContain('rspress.config.ts');
    expect(page.match(/class="line highlighted"/g)).toHaveLength(3);
    expect(page).toContain('from a file');
    expect(page).toContain('max-height:120px');
    expect(page).toContain('class="q-code__fold" aria-expanded="false">Expand</button>');
    expect(page).not.toContain('q-outline');
  });

  it('colours code with the site’s light and dark shiki themes (markdown.shiki.themes)', async () => {
    const { page, errors } = await open('/guide/features/code');
    const colours = () =>
      page.evaluate(() => {
        const pre = document.querySelector('.q-code pre') as HTMLElement;
        const keyword = [...pre.querySelectorAll('span')].find((s) => s.textContent === 'const') as HTMLElement;
        return { background: getComputedStyle(pre).backgroundColor, keyword: getComputedStyle(keyword).color };
      });
    // github-light: white, keywords #d73a49; dracula: #282a36, keywords #ff79c6.
    expect(await colours()).toEqual({ background: 'rgb(255, 255, 255)', keyword: 'rgb(215, 58, 73)' });
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    expect(await colours()).toEqual({ background: 'rgb(40, 42, 54)', keyword: 'rgb(255, 121, 198)' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('renders Rspress components and hooks after hydration without errors', async () => {
    const { page, errors } = await open('/guide/start/components');
    expect(await page.locator('#greeting').textContent()).toBe('Hello from i18n.json (en, Components, /guide/, true, dark false)');
    expect(await page.locator('#browser-only').textContent()).toBe('/guide/start/components');
    expect(await page.locator('#no-ssr').textContent()).toBe('client only');
    expect(await page.locator('head meta[name="fixture-meta"]').getAttribute('content')).toBe('from Head');
    expect(await page.locator('.q-container--important .q-container__title').first().textContent()).toBe('Callout title');
    expect(await page.locator('.q-badge--outline').textContent()).toBe('outlined');
    expect(await page.locator('.q-tags .q-badge').allTextContents()).toEqual(['New', 'Experimental']);
    expect(await page.locator('.q-steps > h3').count()).toBe(2);
    expect(await page.locator('svg.star-icon').getAttribute('width')).toBe('16');
    await page.getByRole('tab', { name: 'API view' }).click();
    await expect.poll(() => page.locator('#in-the-second-tab').isVisible()).toBe(true);
    expect(await page.locator('.q-prompt__title').textContent()).toBe('Prompt title');
    expect(await page.locator('.q-doc p#escape-hatch > code').textContent()).toBe('@rspress/core');
    // Highlighted in the browser, with the default theme's colours for the page's scheme.
    const runtime = page.locator('.q-code:has(.q-code__title:text("runtime.ts"))');
    await expect.poll(() => runtime.locator('pre.shiki-themes').count(), { timeout: 10_000 }).toBe(1);
    const keyword = runtime.locator('span', { hasText: /^const$/ });
    expect(await keyword.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(207, 34, 46)');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('translates _meta.json labels from i18n.json, takes the nav from _nav.json, and lays doc-wide pages out without sidebar', async () => {
    const { page, errors } = await open('/zh/guide/start/');
    expect(await page.locator('.q-sidebar__section').allTextContents()).toEqual(['开始', '特性']);
    expect(await page.locator('header.q-nav').getByText('指南').count()).toBe(1);
    await page.goto(`${site}/guide/features/wide`);
    await waitForReady(page);
    expect(await page.locator('.q-sidebar').count()).toBe(0);
    expect(await page.locator('.q-doc-layout--wide').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** The posts the blog index lists: title (as HTML), date and description. */
async function blogList(page: Page): Promise<string[][]> {
  return page
    .locator('ul.blog-list > li')
    .evaluateAll((items) =>
      items.map((li) =>
        ['.blog-title', '.blog-date', '.blog-summary'].map((s, i) => (i ? li.querySelector(s)?.textContent : li.querySelector(s)?.innerHTML) ?? ''),
      ),
    );
}

/** The text of every script the browser fetched while `route` loaded, joined. */
async function scriptsOf(route: string): Promise<string> {
  const page = await browser().newPage();
  const bodies: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) bodies.push(bodyOf(response));
  });
  await page.goto(`${site}${route}`);
  await waitForReady(page);
  const text = (await Promise.all(bodies)).join('\n');
  await page.close();
  return text;
}

describe('a blog index written as Rspress writes it (usePages, renderInlineMarkdown)', () => {
  const posts = [
    ['The newer post, on <code>usePages</code> and <strong>bold</strong> titles', '2025-06-15', 'What came next.'],
    ['An older post', '2024-03-01', 'What came first.'],
  ];

  it('lists this language’s posts, newest first, in the pre-rendered page and after hydration', async () => {
    const text = html('blog/index.html');
    expect(text).toContain('<span class="blog-title">The newer post, on <code>usePages</code> and <strong>bold</strong> titles</span>');
    expect(text.indexOf('The newer post')).toBeLessThan(text.indexOf('An older post'));
    expect(text).not.toContain('中文文章');
    const { page, errors } = await open('/blog/');
    expect(await blogList(page)).toEqual(posts);
    await page.locator('ul.blog-list a').first().click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/blog/newer-post');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('loads the list of every page only where a page calls usePages, not on other pages that import @rspress/core/runtime', async () => {
    // The description of the older post is in its own page's data and in the list of every page.
    expect(await scriptsOf('/blog/')).toContain('What came first.');
    expect(await scriptsOf('/guide/start/components')).not.toContain('What came first.');
  });

  it('shows a post’s new title in the next build, its caches notwithstanding', async () => {
    const post = path.join(workDir, 'docs/en/blog/older-post.mdx');
    fs.writeFileSync(post, fs.readFileSync(post, 'utf8').replace('# An older post', '# A renamed older post'));
    const rebuilt = runQuire(workDir, 'build');
    expect(rebuilt.status, rebuilt.output).toBe(0);
    expect(html('blog/index.html')).toContain('<span class="blog-title">A renamed older post</span>');
    const { page, errors } = await open('/blog/');
    expect((await blogList(page))[1][0]).toBe('A renamed older post');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a component importing a name Rspress documents and Quire lacks fails the build at the name, with what to use instead', () => {
    const component = path.join(workDir, 'components/BlogList.tsx');
    const source = fs.readFileSync(component, 'utf8');
    fs.writeFileSync(
      component,
      source.replace(
        "import { Link, renderInlineMarkdown } from '@rspress/core/theme';",
        "import {\n  Link,\n  renderInlineMarkdown,\n  usePrevNextPage,\n} from '@rspress/core/theme';\nconsole.log(usePrevNextPage);",
      ),
    );
    const failed = runQuire(workDir, 'build');
    fs.writeFileSync(component, source);
    expect(failed.status).toBe(1);
    expect(failed.output).toContain(
      'components/BlogList.tsx:6:3: "usePrevNextPage" from "@rspress/core/theme" is not provided by Quire: not available; `PrevNextPage` (from @rspress/core/theme) draws the links',
    );
  });
});
