/** A build folder served as a static host would, and Chromium to visit it: for the scripts that measure a built site. */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { serveStatic } from './bench/static-server.mjs';

/** @returns {Promise<{ origin: string, browser: import('playwright-core').Browser, close: () => Promise<void> }>} */
export async function openServedSite(dist) {
  const server = await serveStatic(dist);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const close = async () => {
    await browser.close();
    server.close();
  };
  return { origin: `http://127.0.0.1:${server.address().port}`, browser, close };
}
