/**
 * Every HTML file of the built `dist/`, opened in Chromium on a phone's screen: no console error,
 * no uncaught exception, no same-origin request that fails or answers with an error status, and
 * no sideways scroll once the page has hydrated (only code blocks and tables may scroll sideways,
 * inside their own box). Redirect pages are followed to their target; the 404 page is visited
 * through an unknown path. Other hosts' names resolve to nothing, so a request to one fails at
 * once and is not counted: this machine is offline, and the test is about our pages, not about
 * third-party servers.
 *
 * One sweep for both checks, on the phone's screen, because each visit is most of the test
 * command's longest file: the theme renders the same tree at every width (CSS alone tells them
 * apart), so a console error does not depend on the screen, and a width does.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { glob } from 'tinyglobby';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, waitForReady } from './browser';

const site = inject('siteUrl');
const origin = new URL(site).origin;
const dist = path.resolve(import.meta.dirname, '../dist');
// Not `context.route` for the other hosts: it holds every request of the page, ours too, for a round trip to this
// process, which slowed every visit.
const browser = useBrowser([`--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${new URL(site).hostname}`]);
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

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
    // A resource of another host that could not load (its name resolves to nothing here).
    if (!message.location().url.startsWith(origin) && message.text().startsWith('Failed to load resource')) return;
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

/** Whether a redirect page's target is another site's. */
const leavesSite = (redirectTo: string | undefined): redirectTo is string => redirectTo !== undefined && !redirectTo.startsWith(origin);

async function visit(page: Page, target: Visit): Promise<void> {
  const { redirectTo } = target;
  // A redirect out of the site is answered here with an empty page, for that visit only: a route slows every request
  // while it is set (see the browser's host rules above).
  if (leavesSite(redirectTo)) {
    await page.route(redirectTo, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: '' }));
    try {
      await page.goto(target.url, { waitUntil: 'load' });
      await page.waitForURL(redirectTo, { waitUntil: 'load' });
    } finally {
      await page.unrouteAll();
    }
    return;
  }
  await page.goto(target.url, { waitUntil: 'load' });
  if (redirectTo) await page.waitForURL(redirectTo, { waitUntil: 'load' });
  await waitForReady(page);
}

/** How far past the phone's screen the page reaches, when it does: the reader could scroll it sideways. */
async function sidewaysOverflow(page: Page): Promise<number> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  return width - PHONE.viewport.width;
}

describe('dist/ in the browser', () => {
  it('opens every page on a phone: no console error, uncaught exception, failed request or sideways scroll', { timeout: 600_000 }, async () => {
    const visits = await listVisits();
    expect(visits.length).toBeGreaterThan(300);
    const problems: string[] = [];
    // One tab: a second one, in its own context and renderer process, made the sweep slower on a two-core
    // machine, not faster (the two renderers and the browser process take turns on the cores).
    const context = await browser().newContext(PHONE);
    const page = await context.newPage();
    const recorder: Recorder = { current: undefined, problems };
    record(page, recorder);
    for (const next of visits) {
      recorder.current = next;
      try {
        await visit(page, next);
        const overflow = leavesSite(next.redirectTo) ? 0 : await sidewaysOverflow(page);
        if (overflow > 0) problems.push(`${page.url()}: scrolls sideways by ${overflow}px at ${PHONE.viewport.width}px`);
      } catch (error) {
        problems.push(`${next.url}: ${(error as Error).message.split('\n')[0]}`);
      }
      recorder.current = undefined;
    }
    await context.close();
    expect(problems).toEqual([]);
  });
});
