/**
 * What a page's load spends on its section's sidebar does not grow with the section: the
 * sidebar's part of the document and the sidebar files the load fetches stay within one budget,
 * for a section of 400 entries and one of 4,000, shaped as the benchmark's (ten groups; the page
 * in the middle of the second). Nor do the sidebar files a first client navigation and a first
 * opened group fetch, in a section of 400 entries and one of 4,000 in groups of 100 (the build
 * splits a long section's file by top-level group). The entries are external links beside a few pages per section: the
 * drawing prunes and windows by entries, not by their kind, and a build of 4,000 pages is too long here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, useBrowser, waitForReady } from './browser';
import { setBasicSidebar } from './basic-fixture';
import { runQuire } from './quire-cli';
import { type ServedDist, serveDist } from './serve-dist';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `sidebar-load-budget-${process.pid}`);
const browser = useBrowser();
let served: ServedDist | undefined;

const GROUPS = 10;
/** The two sections: their entries per group. */
const SECTIONS = { small: 40, large: 400 };
/**
 * 4 KB gzip: the sidebar's HTML in the document (≈1.4 KB on the benchmark's page at 10,000 pages
 * per language: the page's group around it, the other groups' titles and first entries) and no
 * sidebar file. The whole file was fetched at load before: 18 KB gzip at 2,500 pages, 71 KB at 10,000.
 */
const BUDGET = 4 * 1024;
/** What ten times the entries may add: the longer titles and addresses of the entries drawn, nothing per entry. */
const GROWTH = 512;

/** A group's entries: external links, and the section's page in the middle of the second group. */
function groupOf(section: string, group: number, entries: number) {
  const middle = Math.floor(entries / 2);
  return {
    text: `Group ${group} of ${section}`,
    items: Array.from({ length: entries }, (_, i) =>
      group === 1 && i === middle
        ? { text: `${section} page`, link: `/${section}/page` }
        : { text: `Entry ${group}.${i} of ${section}`, link: `https://example.com/${section}/${group}/${i}` },
    ),
  };
}

/** The navigation's sections: their groups of `NAV_GROUP` entries each. */
const NAV_SECTIONS = { 'nav-small': 4, 'nav-large': 40 };
const NAV_GROUP = 100;
/** The group the reader opens: neither the page's nor the first. */
const OPENED_GROUP = 3;

/** A navigation section's group: the second holds the page and, far from it, the page navigated to; the opened one a third page. */
function navGroupOf(section: string, group: number) {
  const { items, ...rest } = groupOf(section, group, NAV_GROUP);
  if (group === 1) items[NAV_GROUP - 5] = { text: `${section} next`, link: `/${section}/next` };
  if (group === OPENED_GROUP) items[10] = { text: `${section} other`, link: `/${section}/other` };
  return { ...rest, items };
}

function writePage(section: string, name: string): void {
  fs.mkdirSync(path.join(workDir, `docs/en/${section}`), { recursive: true });
  fs.writeFileSync(path.join(workDir, `docs/en/${section}/${name}.md`), `# ${section} ${name}\n\nText.\n`);
}

/** A section of one flat group of `FLAT_ENTRIES` entries: the page and the page navigated to beside it, far from the group's ends. */
const FLAT_ENTRIES = 4000;
const FLAT_PAGE = 2050;

function flatGroup() {
  const items: Array<{ text: string; link: string }> = Array.from({ length: FLAT_ENTRIES }, (_, i) => ({
    text: `Entry ${i} of flat`,
    link: `https://example.com/flat/${i}`,
  }));
  items[FLAT_PAGE] = { text: 'flat page', link: '/flat/page' };
  items[FLAT_PAGE + 10] = { text: 'flat next', link: '/flat/next' };
  return [{ text: 'The one group', items }];
}

function writeSite(): void {
  fs.cpSync(path.join(root, 'e2e/fixtures/basic'), workDir, { recursive: true });
  const sidebar: Record<string, unknown> = {};
  for (const [section, entries] of Object.entries(SECTIONS)) {
    writePage(section, 'page');
    sidebar[`/${section}/`] = Array.from({ length: GROUPS }, (_, g) => groupOf(section, g, entries));
  }
  for (const [section, groups] of Object.entries(NAV_SECTIONS)) {
    for (const name of ['page', 'next', 'other']) writePage(section, name);
    sidebar[`/${section}/`] = Array.from({ length: groups }, (_, g) => navGroupOf(section, g));
  }
  for (const name of ['page', 'next']) writePage('flat', name);
  sidebar['/flat/'] = flatGroup();
  setBasicSidebar(workDir, sidebar);
}

beforeAll(async () => {
  fs.rmSync(workDir, { recursive: true, force: true });
  writeSite();
  const result = runQuire(workDir, 'build');
  expect(result.status, result.output).toBe(0);
  served = await serveDist(path.join(workDir, 'dist'));
}, 300_000);

afterAll(async () => {
  await served?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

/** A desktop window, and a phone's (Lighthouse's mobile profile), where the sidebar is a closed drawer. */
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 412, height: 823 } };
type Viewport = keyof typeof VIEWPORTS;

/** Gzip bytes of the sidebar in a page's load: its `<nav id="q-sidebar">` in the document, and each sidebar file fetched until the page is ready and the network idle. */
async function sidebarBytes(section: string, viewport: Viewport): Promise<{ html: number; files: number; fileCount: number }> {
  const url = `${served?.url}/${section}/page`;
  const document = await (await fetch(url)).text();
  const nav = /<nav id="q-sidebar"[\s\S]*?<\/nav>/.exec(document)?.[0] ?? '';
  expect(nav).toContain(`${section} page`);
  const page = await browser().newPage({ viewport: VIEWPORTS[viewport] });
  const errors = collectErrors(page);
  const files: Promise<number>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/static/sidebar/')) files.push(response.body().then((body) => gzipSync(body).length));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await waitForReady(page);
  await page.waitForTimeout(500);
  // The page is whole: its sidebar drawn around it, the current page marked.
  expect(await page.locator('.q-sidebar [aria-current="page"]').textContent()).toBe(`${section} page`);
  const sizes = await Promise.all(files);
  if (viewport === 'phone' && section === 'large') {
    // The drawer opened and scrolled to its top: the gap before the page's entries is drawn, the sidebar read for it.
    const links = () => page.locator('.q-sidebar a').count();
    const before = await links();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#q-sidebar').evaluate((nav) => nav.scrollTo(0, 0));
    await expect.poll(links).toBeGreaterThan(before);
  }
  expect(errors).toEqual([]);
  await page.close();
  return { html: gzipSync(nav).length, files: sizes.reduce((sum, n) => sum + n, 0), fileCount: sizes.length };
}

describe.each(Object.keys(VIEWPORTS) as Viewport[])('the sidebar in a page’s load, %s', (viewport) => {
  it(`stays within ${BUDGET / 1024} KB gzip for ${Object.values(SECTIONS)
    .map((n) => n * GROUPS)
    .join(' and ')} entries, growing by at most ${GROWTH} bytes`, async () => {
    const small = await sidebarBytes('small', viewport);
    const large = await sidebarBytes('large', viewport);
    for (const [section, bytes] of [
      ['small', small],
      ['large', large],
    ] as const) {
      expect({ section, ...bytes, within: bytes.html + bytes.files <= BUDGET }).toMatchObject({ within: true });
    }
    const growth = large.html + large.files - (small.html + small.files);
    expect({ small, large, growth, grows: growth > GROWTH }).toMatchObject({ grows: false });
  }, 120_000);
});

/**
 * 3 KB gzip for a first client navigation and a first opened group together: the section's file (its
 * groups' titles and ends: 0.2 KB at 4 groups, 1 KB at 40) and two groups' files of 0.6 KB each
 * (1.5 and 2.2 KB in all); the whole section's file was fetched instead before.
 */
const NAVIGATION_BUDGET = 3 * 1024;
/** What ten times the groups may add: their titles and ends in the section's file, ≈22 bytes each; an opened group adds the same at both sizes. */
const NAVIGATION_GROWTH = 1024;

/** A page of `section` opened in a desktop window, with the gzip sizes of the sidebar files it fetches from its load on. */
async function openCountingSidebar(section: string) {
  const page = await browser().newPage({ viewport: VIEWPORTS.desktop });
  const errors = collectErrors(page);
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/static/sidebar/')) sizes.push(response.body().then((body) => gzipSync(body).length));
  });
  const fetched = async () => (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
  const current = () => page.locator('.q-sidebar [aria-current="page"]').textContent();
  await page.goto(`${served?.url}/${section}/page`, { waitUntil: 'networkidle' });
  return { page, errors, sizes, fetched, current };
}

/** Gzip bytes of the sidebar files fetched from a page's load through a navigation within its section and an opened group. */
async function navigationBytes(section: string): Promise<{ navigation: number; opened: number; files: number }> {
  const { page, errors, fetched, current } = await openCountingSidebar(section);
  await waitForReady(page);
  expect(await fetched()).toBe(0);
  // A navigation within the page's group, as a reader clicks its link.
  await page.locator('.q-sidebar a', { hasText: `${section} next` }).click();
  await page.waitForURL(`**/${section}/next`);
  await expect.poll(current).toBe(`${section} next`);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('.q-prev-next__link--next').textContent()).toContain(`Entry 1.${NAV_GROUP - 4} of ${section}`);
  const navigation = await fetched();
  // A closed group opened: its entries drawn, then one of them followed.
  const group = page.locator('.q-sidebar__group', { hasText: `Group ${OPENED_GROUP} of ${section}` });
  await group.locator('summary').click();
  const other = group.locator('a', { hasText: `${section} other` });
  await other.click();
  await page.waitForURL(`**/${section}/other`);
  await expect.poll(current).toBe(`${section} other`);
  await page.waitForLoadState('networkidle');
  expect(await group.locator('a').count()).toBe(NAV_GROUP);
  const files = await fetched();
  expect(errors).toEqual([]);
  await page.close();
  return { navigation, opened: files - navigation, files };
}

describe('the sidebar a first navigation and a first opened group read', () => {
  it(`stays within ${NAVIGATION_BUDGET / 1024} KB gzip for ${Object.values(NAV_SECTIONS)
    .map((n) => n * NAV_GROUP)
    .join(' and ')} entries, growing by at most ${NAVIGATION_GROWTH / 1024} KB`, async () => {
    const small = await navigationBytes('nav-small');
    const large = await navigationBytes('nav-large');
    for (const [section, bytes] of [
      ['small', small],
      ['large', large],
    ] as const) {
      expect({ section, ...bytes, within: bytes.files <= NAVIGATION_BUDGET }).toMatchObject({ within: true });
    }
    const growth = large.files - small.files;
    expect({ small, large, growth, grows: growth > NAVIGATION_GROWTH }).toMatchObject({ grows: false });
    expect(large.opened).toBe(small.opened);
  }, 120_000);
});

/**
 * 3 KB gzip for a first navigation in a section of one flat group of 4,000 entries: the section's file
 * and the runs of 100 entries (`SIDEBAR_PART_ENTRIES`) the page's window draws and the group's ends
 * (0.4 + 3 × 0.6 KB); the group's whole file was read before (≈23 KB). A run the reader scrolls to is read then.
 */
describe('the sidebar a first navigation reads in one long group', () => {
  it(`stays within ${NAVIGATION_BUDGET / 1024} KB gzip for ${FLAT_ENTRIES} entries, and a gap scrolled to reads its run`, async () => {
    const { page, errors, sizes, fetched, current } = await openCountingSidebar('flat');
    await waitForReady(page);
    expect(await fetched()).toBe(0);
    await page.locator('.q-sidebar a', { hasText: 'flat next' }).click();
    await page.waitForURL('**/flat/next');
    await expect.poll(current).toBe('flat next');
    await page.waitForLoadState('networkidle');
    const navigation = await fetched();
    expect({ navigation, files: sizes.length, within: navigation <= NAVIGATION_BUDGET }).toMatchObject({ within: true });
    // The gap after the window scrolled into view: its entries drawn one run at a time as they come into view, not the whole group read.
    const entry = (i: number) => page.locator('.q-sidebar a', { hasText: new RegExp(`^Entry ${i} of flat$`) }).count();
    await page.locator('.q-sidebar li[data-gap]').last().scrollIntoViewIfNeeded();
    await expect.poll(() => entry(FLAT_PAGE + 49)).toBe(1);
    await page.locator(`.q-sidebar li[data-gap^="0:${FLAT_PAGE + 50}-"]`).scrollIntoViewIfNeeded();
    await expect.poll(() => entry(FLAT_PAGE + 60)).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(await fetched()).toBeLessThan(navigation + 1536);
    // A gap of runs not read takes the keyboard's focus: its next run is read, and its first link takes the focus.
    const gap = page.locator('.q-sidebar li[data-gap]:not(:has(a))').last();
    const from = Number((await gap.getAttribute('data-gap'))?.split(/[:-]/)[1]);
    await gap.focus();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(`Entry ${from} of flat`);
    expect(await fetched()).toBeLessThan(navigation + 2560);
    expect(await current()).toBe('flat next');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
