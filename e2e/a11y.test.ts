/**
 * Accessibility, measured: axe-core on the home page, a doc page, an overview page, the 404
 * page and the open search dialog, in both languages and both themes. Any violation fails.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';

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
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

const pages = [
  ['home', '/'],
  ['doc', '/config/output/dist-path'],
  ['overview', '/config/'],
  ['404', '/no/such/page'],
  ['search open', '/guide/start/'],
] as const;

describe.each(['light', 'dark'] as const)('axe-core, %s theme', (theme) => {
  it.each(pages.flatMap(([name, path]) => [[`${name} (en)`, path], [`${name} (zh)`, path === '/' ? '/zh/' : `/zh${path}`]]))(
    '%s has no violations',
    async (name, path) => {
      const page = await browser().newPage({ colorScheme: theme });
      await page.goto(`${site}${path}`, { waitUntil: 'networkidle' });
      if (name.startsWith('search open')) {
        await page.keyboard.press('Control+k');
        await page.getByRole('searchbox').fill(path.startsWith('/zh') ? '配置' : 'config');
        await page.locator('.q-search__hit').first().waitFor();
      }
      expect(await audit(page)).toEqual([]);
      await page.close();
    },
  );
});
