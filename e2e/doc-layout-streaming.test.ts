/**
 * A long doc page's columns while its HTML is still arriving: a slow phone or network lays out
 * and paints what has been parsed, so the content column must already be where it stays before
 * the outline after it has come. The page is held at the outline's start by a server between
 * the browser and the built site, measured, then let go.
 */
import http from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';

const site = inject('siteUrl');
const browser = useBrowser();
const PAGE = '/config/output/dist-path';

interface HeldServer {
  url: string;
  /** Sends the rest of the document held last. */
  release: () => void;
  close: () => Promise<void>;
}

/** Passes every request to the site, except the page's document, whose end it keeps until `release`. */
async function holdDocumentAt(marker: string): Promise<HeldServer> {
  const document = await (await fetch(`${site}${PAGE}`)).text();
  const cut = document.indexOf(marker);
  if (cut < 0) throw new Error(`${PAGE} has no ${marker}`);
  let release = () => {};
  const server = http.createServer(async (req, res) => {
    if (req.url === PAGE) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write(document.slice(0, cut));
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      res.end(document.slice(cut));
      return;
    }
    const upstream = await fetch(`${site}${req.url}`);
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    release: () => release(),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The content column's left edge and width, once the stylesheet lays the page out. */
async function mainColumn(page: Page): Promise<{ x: number; width: number }> {
  const main = page.locator('.q-doc-main');
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.querySelector('.q-doc-layout')!).display)).not.toBe('block');
  const box = (await main.boundingBox())!;
  return { x: Math.round(box.x), width: Math.round(box.width) };
}

describe('a doc page parsed in parts', () => {
  let held: HeldServer;
  beforeAll(async () => {
    held = await holdDocumentAt('<aside class="q-outline"');
  });
  afterAll(() => held.close());

  for (const width of [1440, 1280, 1000]) {
    it(`keeps its content column in place when the outline arrives (window ${width} px wide)`, async () => {
      const page = await browser().newPage({ viewport: { width, height: 800 } });
      const loaded = page.goto(`${held.url}${PAGE}`);
      await page.waitForSelector('.q-doc-main', { state: 'attached' });
      expect(await page.locator('.q-outline').count(), 'the outline is not parsed yet').toBe(0);
      const before = await mainColumn(page);
      held.release();
      await loaded;
      await page.locator('.q-outline').waitFor({ state: 'attached' });
      expect(await mainColumn(page)).toEqual(before);
      await page.close();
    });
  }
});
