/**
 * A large site bundles in several processes (`bundle-plan.ts`): the server, then the browser's
 * page entries in parts; and its route table comes in shards by path (`ssg/route-manifest.ts`).
 * Forced here on a small fixture (three pages a part, a route a shard), the parts must make one
 * app entry that every page loads, and a reader moving between pages of different parts in the
 * browser gets each page (the parts share module ids, so a page entry of one part never takes
 * over a module of another's), the route table's shards fetched one by one as the links ask.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, useBrowser, waitForReady } from './browser';
import { type ServedDist, serveDist } from './serve-dist';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `large-${process.pid}`);
const dist = path.join(workDir, 'dist');
const PAGES = 7;
const browser = useBrowser();
let served: ServedDist | undefined;
let url = '';
let output = '';

function writePages(): void {
  const dir = path.join(workDir, 'docs/en/chain');
  fs.mkdirSync(dir, { recursive: true });
  for (let i = 1; i <= PAGES; i++) {
    const next = i < PAGES ? `[Next: step ${i + 1}](./step-${i + 1})` : '[Back to the start](./step-1)';
    fs.writeFileSync(
      path.join(dir, `step-${i}.mdx`),
      `# Step ${i}\n\nThe text of step ${i}.\n\n\`\`\`ts title="step-${i}.ts"\nexport const step = ${i};\n\`\`\`\n\n${next}\n`,
    );
  }
}

// Every page bundled (these would otherwise skip the bundler, `standalone-pages.ts`), so the parts hold pages.
const BUNDLING = { bundling: { split: true, pagesPerRun: 3 }, bundleEveryPage: true };

function buildWith(options: object) {
  return spawnSync(process.execPath, [path.join(root, 'e2e/build-with-options.mjs'), JSON.stringify(options)], {
    cwd: workDir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
}

beforeAll(async () => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/basic'), workDir, { recursive: true });
  writePages();
  const result = buildWith({ ...BUNDLING, routeShardBytes: 1 });
  output = `${result.stdout}\n${result.stderr}`;
  expect(result.status, output).toBe(0);
  served = await serveDist(dist);
  url = served.url;
}, 300_000);

afterAll(async () => {
  await served?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('a large site bundled in parts', () => {
  it('bundles the server and then the pages in parts, one process after the other', () => {
    // 12 pages, three a part: the server and four browser parts.
    expect(output).toMatch(/bundle \(large site: 5 processes, one after the other\)/);
  });

  it('gives every page the same app entry', () => {
    const appScripts = new Set<string>();
    for (const file of fs.readdirSync(dist, { recursive: true }) as string[]) {
      if (!file.endsWith('.html') || file === '404.html') continue;
      const html = fs.readFileSync(path.join(dist, file), 'utf8');
      const index = [...html.matchAll(/<script defer src="([^"]+)"/g)].map((m) => m[1]).find((src) => /\/index\.[0-9a-f]+\.js$/.test(src));
      if (index) appScripts.add(index);
    }
    expect(appScripts.size).toBe(1);
  });

  it('writes the route table a route a shard, in path order', () => {
    const { routes } = JSON.parse(fs.readFileSync(path.join(dist, 'static/manifest.json'), 'utf8')) as { routes: Array<[string, string]> };
    expect(routes.length).toBeGreaterThanOrEqual(PAGES + 1);
    expect(routes.map(([first]) => first).filter((p) => p.startsWith('/chain/'))).toEqual(
      Array.from({ length: PAGES }, (_, i) => `/chain/step-${i + 1}`),
    );
  });

  it('shows every page when a reader follows links from part to part in one document', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    const shards = new Set<string>();
    page.on('request', (r) => {
      if (r.url().includes('/static/routes.')) shards.add(new URL(r.url()).pathname);
    });
    await page.goto(`${url}/chain/step-1`, { waitUntil: 'networkidle' });
    await waitForReady(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    for (let i = 2; i <= PAGES; i++) {
      await page.getByRole('link', { name: `Next: step ${i}` }).click();
      await expect.poll(() => page.locator('article h1').textContent()).toBe(`Step ${i}`);
      expect(await page.locator('article').textContent()).toContain(`export const step = ${i};`);
    }
    await page.getByRole('link', { name: 'Back to the start' }).click();
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Step 1');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // A route a shard: each step after the first asked for its own.
    expect(shards.size).toBeGreaterThanOrEqual(PAGES - 1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('writes the table in its usual shards when the next build asks for no shard size, not kept from the last build', () => {
    const result = buildWith(BUNDLING);
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    const { routes } = JSON.parse(fs.readFileSync(path.join(dist, 'static/manifest.json'), 'utf8')) as { routes: unknown[] };
    expect(routes).toHaveLength(1);
  }, 300_000);
});
