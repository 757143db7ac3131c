/** Search as a reader uses it in the built site: keyboard, both languages, worker-backed. */
import { describe, expect, inject, it } from 'vitest';
import { collectErrors, useBrowser } from './browser';

const site = inject('siteUrl');
const browser = useBrowser();

describe('search', () => {
  it('finds an option by name with Ctrl+K, and Enter opens it', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    await page.goto(`${site}/guide/start/`, { waitUntil: 'networkidle' });
    await page.keyboard.press('Control+k');
    await page.getByRole('searchbox').fill('distPath');
    await expect.poll(() => page.locator('.q-search__group-title').first().textContent(), { timeout: 10_000 }).toBe('output.distPath');
    expect(await page.locator('.q-search mark').first().textContent()).toMatch(/distpath/i);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/config\/output\/dist-path/);
    await expect.poll(() => page.locator('.q-search').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('finds Chinese words in Chinese pages, with mixed queries', async () => {
    const page = await browser().newPage();
    await page.goto(`${site}/zh/guide/start/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: '搜索文档' }).click();
    await page.getByRole('searchbox').fill('构建产物');
    await expect.poll(() => page.locator('.q-search__hit').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const links = await page.locator('.q-search__hit').evaluateAll((els) => els.map((e) => e.getAttribute('data-link')));
    expect(links.every((l) => l?.startsWith('/zh/'))).toBe(true);
    await page.getByRole('searchbox').fill('配置 distPath');
    await expect.poll(() => page.locator('.q-search__group-title').allTextContents(), { timeout: 10_000 }).toContain('output.distPath');
    await page.getByRole('searchbox').fill('完全不存在的词语组合');
    await expect.poll(() => page.locator('.q-search__empty').textContent(), { timeout: 10_000 }).toContain('没有找到');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.q-search').count()).toBe(0);
    await page.close();
  });

  it('answers as well once its worker, idle a while, has warmed its searcher up on a made-up index', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    await page.goto(`${site}/guide/start/`, { waitUntil: 'networkidle' });
    await page.keyboard.press('Control+k');
    await page.getByRole('searchbox').waitFor();
    // Longer than the worker waits, idle, before its warm-up (`SPLIT_WARM_UP_DELAY_MS`), and than the warm-up takes.
    await page.waitForTimeout(2500);
    await page.getByRole('searchbox').fill('distPath');
    await expect.poll(() => page.locator('.q-search__group-title').first().textContent(), { timeout: 10_000 }).toBe('output.distPath');
    expect(await page.locator('.q-search__hit').evaluateAll((els) => els.map((e) => e.getAttribute('data-link')))).not.toContainEqual(
      expect.stringContaining('warm-up'),
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
