/**
 * Every HTML file of the built `dist/`, opened in Chromium: no console error, no uncaught
 * exception, no same-origin request that fails or answers with an error status. Redirect pages
 * are followed to their target; the 404 page is visited through an unknown path. Requests to
 * other hosts are answered with an empty response, since this machine is offline and the test is
 * about our pages, not about third-party servers.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { glob } from 'tinyglobby';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, waitForReady } from './browser';

const site = inject('siteUrl');
const origin = new URL(site).origin;
const dist = path.resolve(import.meta.dirname, '../dist');
const browser = useBrowser();

interface Visit {
  url: string;
  /** Where a meta-refresh page sends the reader, when it does. */
  redirectTo?: string;
  /** The document itself is expected to answer 404. */
  notFound?: boolean;
}

/** `index.html` → `/`, `guide/index.html` → `/guide/`, `guide/cli.html` → `/guide/cli` (clean URLs). */
function fileToPath(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.slice(0, -'.html'.length)}`;
}

async function listVisits(): Promise<Visit[]> {
  const files = (await glob('**/*.html', { cwd: dist })).sort();
  const visits: Visit[] = [];
  for (const file of files) {
    if (file === '404.html') continue;
    const html = fs.readFileSync(path.join(dist, file), 'utf8');
    const refresh = /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(html);
    const redirectTo = refresh ? new URL(refresh[1].replaceAll('&amp;', '&'), site).href : undefined;
    visits.push({ url: `${site}${fileToPath(file)}`, redirectTo });
  }
  visits.push({ url: `${site}/no/such/page`, notFound: true }, { url: `${site}/zh/no/such/page`, notFound: true });
  return visits;
}

/** Problems of the visit in progress; listeners stay attached to a reused page and write here. */
interface Recorder {
  current: Visit | undefined;
  problems: string[];
}

function record(page: Page, recorder: Recorder): void {
  const note = (what: string) => {
    if (recorder.current) recorder.problems.push(`${recorder.current.url}: ${what}`);
  };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium logs the 404 status of the document itself; that is the point of the 404 visit.
    if (recorder.current?.notFound && message.location().url === recorder.current.url && message.text().includes('404')) return;
    note(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (!request.url().startsWith(origin)) return;
    // Leaving a page cancels what it still had in flight (an idle-time fetch, say): not a failure of that page.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    note(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(origin) || response.status() < 400) return;
    if (recorder.current?.notFound && url === recorder.current.url && response.status() === 404) return;
    note(`HTTP ${response.status()}: ${url}`);
  });
}

async function visit(page: Page, target: Visit): Promise<void> {
  await page.goto(target.url, { waitUntil: 'load' });
  if (target.redirectTo) {
    await page.waitForURL(target.redirectTo, { waitUntil: 'load' });
    if (!target.redirectTo.startsWith(origin)) return;
  }
  await waitForReady(page);
}

async function stubOtherHosts(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: '' }),
  );
}

describe('dist/ in the browser', () => {
  it('opens every page without a console error, an uncaught exception or a failed request', { timeout: 600_000 }, async () => {
    const visits = await listVisits();
    expect(visits.length).toBeGreaterThan(300);
    const queue = [...visits];
    const problems: string[] = [];
    // Two tabs share the queue, each in its own context so that each gets its own renderer
    // process; more tabs would only queue on the CPU. On a two-core runner beside the other
    // test files the sweep has taken six minutes, hence the timeout.
    const worker = async () => {
      const context = await browser().newContext();
      await stubOtherHosts(context);
      const page = await context.newPage();
      const recorder: Recorder = { current: undefined, problems };
      record(page, recorder);
      for (let next = queue.shift(); next; next = queue.shift()) {
        recorder.current = next;
        try {
          await visit(page, next);
        } catch (error) {
          problems.push(`${next.url}: ${(error as Error).message.split('\n')[0]}`);
        }
        recorder.current = undefined;
      }
      await context.close();
    };
    await Promise.all([worker(), worker()]);
    expect(problems).toEqual([]);
  });
});
