/**
 * Accessibility, measured: axe-core on the home page, a doc page, an overview page, the 404
 * page and the open search dialog, in both languages and both themes; and on a fixture page of
 * code as writers write it (highlighted lines over every kind of token, line numbers, wrapped
 * lines), as loaded and with a block hovered and focused. Any violation fails.
 */
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaticHandler } from '@quire/core';
import { useBrowser, waitForReady } from './browser';
import { runQuire } from './quire-cli';

const site = inject('siteUrl');
const browser = useBrowser();
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

async function audit(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  })) as Violation[];
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

const pages = [
  ['home', '/'],
  ['doc', '/config/output/dist-path'],
  ['overview', '/config/'],
  ['404', '/no/such/page'],
  ['search open', '/guide/start/'],
] as const;

describe.each(['light', 'dark'] as const)('axe-core, %s theme', (theme) => {
  it.each(
    pages.flatMap(([name, path]) => [
      [`${name} (en)`, path],
      [`${name} (zh)`, path === '/' ? '/zh/' : `/zh${path}`],
    ]),
  )('%s has no violations', async (name, path) => {
    const page = await browser().newPage({ colorScheme: theme });
    await page.goto(`${site}${path}`, { waitUntil: 'networkidle' });
    // The page as a reader uses it, hydrated: on a busy machine the network can go quiet first, and a Ctrl+K before
    // the app listens opens nothing.
    await waitForReady(page);
    if (name.startsWith('search open')) {
      await page.keyboard.press('Control+k');
      await page.getByRole('searchbox').fill(path.startsWith('/zh') ? '配置' : 'config');
      await page.locator('.q-search__hit').first().waitFor();
    }
    expect(await audit(page)).toEqual([]);
    await page.close();
  });
});

describe('axe-core on highlighted, numbered and wrapped code', () => {
  const workDir = path.resolve(import.meta.dirname, '.tmp', `code-${process.pid}`);
  let server: http.Server | undefined;
  let url = '';

  beforeAll(async () => {
    fs.rmSync(workDir, { recursive: true, force: true });
    fs.cpSync(path.resolve(import.meta.dirname, 'fixtures/code'), workDir, { recursive: true });
    const result = runQuire(workDir, 'build');
    if (result.status !== 0) throw new Error(`fixture build failed:\n${result.output}`);
    server = http.createServer(createStaticHandler(path.join(workDir, 'dist'), '/'));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  }, 180_000);

  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it.each(['light', 'dark'] as const)('has no violations in the %s theme, as loaded and with a block hovered and focused', async (theme) => {
    // A phone's width, so the wrapped block really wraps.
    const page = await browser().newPage({ colorScheme: theme, viewport: { width: 390, height: 844 } });
    await page.goto(`${url}/guide/code`, { waitUntil: 'networkidle' });
    const shape = await page.evaluate(() => {
      const wrapped = document.querySelector('.q-code--wrap .line.highlighted') as HTMLElement;
      return {
        dark: document.documentElement.classList.contains('dark'),
        highlighted: document.querySelectorAll('.q-code .line.highlighted').length,
        numbered: document.querySelectorAll('.q-code--numbers').length,
        wrappedLineHeights: wrapped.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(wrapped).lineHeight),
      };
    });
    expect(shape.dark).toBe(theme === 'dark');
    expect(shape.highlighted).toBeGreaterThan(20);
    expect(shape.numbered).toBe(3);
    expect(shape.wrappedLineHeights).toBeGreaterThan(2);
    expect(await audit(page)).toEqual([]);

    const block = page.locator('.q-code').first();
    await block.locator('.q-code__scroll').focus();
    await block.hover();
    await expect.poll(() => block.locator('.q-code__actions').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await audit(page)).toEqual([]);
    await page.close();
  });
});
