/**
 * `quire build` of a site that uses Quire's ports of the Rspress plugins real sites use
 * (`e2e/fixtures/official-plugins`), each on a page of its own, then that page in Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, useBrowser, waitForReady } from './browser';
import { runQuire } from './quire-cli';
import { type ServedDist, serveDist } from './serve-dist';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `official-plugins-${process.pid}`);
const dist = path.join(workDir, 'dist');
const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');
const browser = useBrowser();

let build: { status: number | null; output: string };
let served: ServedDist | undefined;

beforeAll(async () => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/official-plugins'), workDir, { recursive: true });
  build = runQuire(workDir, 'build');
  if (build.status === 0) served = await serveDist(dist);
});
afterAll(async () => {
  await served?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

/** `route` of the built site in Chromium, hydrated, with the errors it logs. */
async function open(route: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser().newPage();
  const errors = collectErrors(page);
  await page.goto(`${served?.url}${route}`);
  await waitForReady(page, 60_000);
  return { page, errors };
}

it('builds', () => {
  expect(build.status, build.output).toBe(0);
  expect(build.output).not.toContain('handled by nothing');
});

describe('@quire/plugin-preview', () => {
  it('renders an internal demo in the page, its code highlighted behind a disclosure', () => {
    const html = read('guide/preview.html');
    expect(html).toMatch(
      /<div class="q-preview q-preview--internal"[^>]*><div class="q-preview__demo"><button type="button" class="inline-counter">Clicked <!-- -->0<!-- --> times<\/button><\/div><details class="q-preview__disclosure"><summary[^>]*>Code<\/summary><div class="q-code language-tsx">/,
    );
    expect(html).toMatch(/<span style="color:var\(--q-token-[\w-]+\)">[^<]*useState<\/span>/);
    expect(html).toContain('<button type="button" class="file-counter">File clicks:<!-- --> <!-- -->0</button>');
  });

  it('leaves pure blocks and blocks without preview as code', () => {
    const html = read('guide/preview.html');
    expect(html.match(/class="q-preview q-preview--/g)).toHaveLength(5);
    expect(html).toContain('<p>A pure block stays code:</p>\n<div class="q-code language-tsx">');
    expect(html).toContain('<p>A block without <code>preview</code> stays code too:</p>\n<div class="q-code language-tsx">');
  });

  it('builds a blank page for each iframe demo and one for the page’s fixed demos', () => {
    const html = read('guide/preview.html');
    const follow = /<iframe class="q-preview__iframe" src="(\/_demo\/d\w+)"/.exec(html)?.[1];
    const fixed = /<iframe class="q-preview__iframe" src="(\/_demo\/p\w+)"/.exec(html)?.[1];
    expect(follow && read(`${follow}.html`)).toContain('<p class="framed">Inside an iframe</p>');
    const device = fixed ? read(`${fixed}.html`) : '';
    expect(device).toContain('<div class="q-preview-frame__bar">Preview</div><p class="fixed-one">Fixed one</p><p class="fixed-two">Fixed two</p>');
    expect(device).not.toContain('q-sidebar');
    expect(html.match(/<iframe /g)).toHaveLength(2);
  });

  it('runs the demos live in Chromium, in the page and in the iframes', async () => {
    const { page, errors } = await open('/guide/preview');
    await page.click('.inline-counter');
    await expect.poll(() => page.textContent('.inline-counter')).toBe('Clicked 1 times');
    await page.click('.file-counter');
    await expect.poll(() => page.textContent('.file-counter')).toBe('File clicks: 1');
    const framed = page.frameLocator('.q-preview--iframe-follow iframe');
    await expect.poll(() => framed.locator('.framed').textContent()).toBe('Inside an iframe');
    expect(await page.isVisible('.q-preview__disclosure .q-code')).toBe(false);
    await page.focus('.q-preview__summary');
    await page.keyboard.press('Enter');
    expect(await page.isVisible('.q-preview__disclosure .q-code')).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('@quire/plugin-file-tree', () => {
  it('draws a ```tree block of a .md page as a nested list of folders and files', () => {
    const html = read('guide/file-tree.html');
    expect(html).toContain('<div class="q-file-tree" role="group" aria-label="File tree">');
    expect(html.match(/q-file-tree__item--folder/g)).toHaveLength(3);
    expect(html.match(/q-file-tree__item--file"/g)).toHaveLength(3);
    expect(html).toContain(
      '<span class="q-file-tree__name">index.md</span><span class="q-file-tree__kind"> (file)</span><span class="q-file-tree__comment">// the home page</span>',
    );
    expect(html).not.toContain('language-tree');
  });

  it('reads without a script and folds a folder from the keyboard', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${served?.url}/guide/file-tree`);
    expect(await page.isVisible('text=index.md')).toBe(true);
    await page.focus('summary:has-text("docs")');
    await page.keyboard.press('Enter');
    expect(await page.isVisible('text=index.md')).toBe(false);
    expect(await page.isVisible('text=package.json')).toBe(true);
    await context.close();
  });
});

describe('@quire/plugin-playground', () => {
  /** The script and stylesheet files a built page links, read from `dist/`. */
  const linked = (html: string) => [...html.matchAll(/(?:src|href)="\/(static\/[^"]+\.(?:js|css))"/g)].map((m) => read(m[1] as string));
  /** Text only Sucrase's code holds. */
  const COMPILER = 'Unterminated JSX contents';

  it('draws a labelled editor with the code beside the preview, pure blocks left as code', () => {
    const html = read('guide/playground.html');
    expect(html.match(/<div class="q-playground q-playground--/g)).toHaveLength(2);
    expect(html).toMatch(
      /<div class="q-playground q-playground--horizontal"><div class="q-playground__editor"><textarea class="q-playground__textarea" aria-label="Code editor \(tsx\)" aria-describedby="[^"]+"[^>]*>import \{ useState \} from &#x27;react&#x27;;/,
    );
    expect(html).toContain('<div class="q-playground q-playground--vertical"><section class="q-playground__preview" aria-label="Preview">');
    expect(html).toContain('<p>A pure block stays code:</p>\n<div class="q-code language-tsx">');
  });

  it('loads its code and styles only on its page, and the compiler only once the preview runs', () => {
    const page = linked(read('guide/playground.html'));
    expect(page.some((file) => file.includes('q-playground__textarea'))).toBe(true);
    expect(page.some((file) => file.includes(COMPILER))).toBe(false);
    const jsFiles = fs.readdirSync(path.join(dist, 'static/js'), { recursive: true }).map(String);
    expect(jsFiles.some((file) => file.endsWith('.js') && read(`static/js/${file}`).includes(COMPILER))).toBe(true);
    for (const other of ['guide/preview.html', 'guide/file-tree.html', 'index.html']) {
      expect(linked(read(other)).some((file) => file.includes('q-playground'))).toBe(false);
    }
  });

  it('re-renders the preview as the reader types, imports included, and announces an error as text', async () => {
    const { page, errors } = await open('/guide/playground');
    const editor = page.locator('.q-playground--horizontal textarea');
    const preview = page.locator('.q-playground--horizontal .q-playground__preview');
    await expect.poll(() => preview.locator('.pg-counter').textContent()).toBe('Hello Quire 0');
    await preview.locator('.pg-counter').click();
    await expect.poll(() => preview.locator('.pg-counter').textContent()).toBe('Hello Quire 1');

    const code = (await editor.inputValue()).replace('Hello Quire', 'Hello typed');
    await editor.fill(code);
    await expect.poll(() => preview.locator('.pg-counter').textContent()).toBe('Hello typed 0');

    await editor.fill("import { greet } from 'fixture-greeting';\nexport default () => <p className=\"pg-greeting\">{greet('reader')}</p>;");
    await expect.poll(() => preview.locator('.pg-greeting').textContent()).toBe('Greetings, reader');

    await editor.fill('export default () => <p>;');
    const status = preview.locator('[aria-live="polite"]');
    await expect.poll(() => status.textContent()).toMatch(/^Error: /);
    await editor.fill("import x from 'left-pad';\nexport default () => x;");
    await expect.poll(() => status.textContent()).toContain('Module "left-pad" is not available in the playground');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('indents on Tab, and lets Escape then Tab leave the editor', async () => {
    const { page } = await open('/guide/playground');
    const editor = page.locator('.q-playground--horizontal textarea');
    await editor.focus();
    await page.keyboard.press('Home');
    const before = await editor.inputValue();
    const focused = () => editor.evaluate((field) => field === document.activeElement);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(true);
    const indented = await editor.inputValue();
    expect(indented).not.toBe(before);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    // Left for whatever comes next (the preview's controls once it has rendered, else the page's next editor), unindented.
    expect(await focused()).toBe(false);
    expect(await editor.inputValue()).toBe(indented);
    await page.close();
  });
});

describe('@quire/plugin-twoslash', () => {
  it('writes each hover type as a focusable tooltip, the ^? query and the expected error as lines under the code', () => {
    const html = read('guide/twoslash.html');
    expect(html).toMatch(
      /<span class="twoslash-hover" tabindex="0"><span class="twoslash-popup-container q-copy-ignore" role="tooltip"><code class="twoslash-popup-code">[\s\S]*? hi<\/span>[\s\S]*?(?:"|&quot;)Hello(?:"|&quot;)/,
    );
    expect(html).toMatch(
      /<div class="twoslash-meta-line twoslash-query-line q-copy-ignore">[\s\S]*? msg<\/span>[\s\S]*?(?:"|&quot;)Hello, world(?:"|&quot;)/,
    );
    expect(html).toMatch(/<div class="twoslash-meta-line twoslash-error-line q-copy-ignore">Type (?:'|&#x27;)number(?:'|&#x27;) is not assignable/);
    expect(html.match(/twoslash lsp/g)).toHaveLength(2);
  });

  it('shows a type on keyboard focus without a script, outside the code block’s scrolling box', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${served?.url}/guide/twoslash`);
    const token = page.locator('.twoslash-hover[tabindex="0"]').first();
    const tooltip = token.locator('[role="tooltip"]');
    expect(await tooltip.isVisible()).toBe(false);
    await token.focus();
    expect(await tooltip.isVisible()).toBe(true);
    expect(await tooltip.textContent()).toBe('const hi: "Hello"');
    // Placed under its token, and not cut by the block: its whole box is on the page.
    const [tokenBox, tooltipBox] = [await token.boundingBox(), await tooltip.boundingBox()];
    expect(tooltipBox && tokenBox && tooltipBox.y >= tokenBox.y + tokenBox.height).toBe(true);
    expect(await tooltip.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await page.keyboard.press('Tab');
    expect(await tooltip.isVisible()).toBe(false);
    await context.close();
  });

  it('copies the code without the types and errors it shows', async () => {
    const { page, errors } = await open('/guide/twoslash');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const block = page.locator('.q-code').filter({ hasText: 'const str' });
    await block.hover();
    await block.getByRole('button', { name: /copy/i }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('const str: string = 1;');
    expect(errors).toEqual([]);
    await page.close();
  });
});
