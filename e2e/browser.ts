/** Launches Debian's Chromium headless with the flags this offline machine needs. */
import { type Browser, chromium, type Page, type Response } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

/** `extraArgs`: more Chromium switches, after the machine's own. */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** A response's body, or nothing once its page has closed: a listener must not outlive its test. */
export function bodyOf(response: Response): Promise<string> {
  return response.text().catch(() => '');
}

/** Collects console errors and uncaught exceptions of a page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** One Chromium per test file, launched before its tests and closed after them. */
export function useBrowser(extraArgs: readonly string[] = []): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(extraArgs);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('useBrowser(): the browser is only available inside tests');
    return browser;
  };
}

/** Resolves once the app's first render has committed (the runtime marks `<html data-quire-ready>`). */
export async function waitForReady(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.quireReady === 'true', undefined, { timeout });
}
