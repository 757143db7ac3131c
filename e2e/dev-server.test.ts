/**
 * The dev server as a writer uses it: new pages appear without a restart, edits arrive by
 * hot update without a reload, and a syntax error is shown (browser and terminal) with file,
 * line and column until the file is fixed. A build in the same folder leaves it serving, an
 * edit of `_meta.json` reaches the sidebar, and a request for another host is refused.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/bench/dev-server.mjs';
import { collectErrors, launchBrowser } from './browser';
import { startQuire, stopQuire, waitForPrinted } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const fixture = path.join(root, 'e2e/fixtures/basic');
const workDir = path.join(root, 'e2e/.tmp', `dev-${process.pid}`);
const pageA = path.join(workDir, 'docs/en/guide/a.mdx');

let server: ChildProcess;
let output = '';
let url = '';
let port = 0;
let browser: Browser;

/** `quire build` in the dev server's folder, while it runs; resolves with its exit status and what it printed. */
function buildBeside(): Promise<{ status: number | null; printed: string }> {
  return new Promise((resolve) => {
    const build = spawn(process.execPath, [path.join(root, 'packages/core/bin/quire.mjs'), 'build'], {
      cwd: workDir,
      env: { ...process.env, NO_COLOR: '1' },
    });
    let printed = '';
    build.stdout?.on('data', (d) => (printed += d));
    build.stderr?.on('data', (d) => (printed += d));
    build.on('exit', (status) => resolve({ status, printed }));
  });
}

/** The status a raw HTTP/1.1 request with this `Host` header gets (fetch will not send another host's name). */
function statusForHost(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: '/guide/a', headers: { Host: host, Accept: 'text/html' } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end();
  });
}

const waitForOutput = (pattern: RegExp, timeout?: number) => waitForPrinted(() => output, pattern, timeout);

async function overlayText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const overlay = document.getElementById('quire-error-overlay');
    return overlay?.shadowRoot?.querySelector('pre')?.textContent ?? '';
  });
}

beforeAll(async () => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(fixture, workDir, { recursive: true });
  port = await freePort();
  server = startQuire(workDir, ['dev', '--host', '127.0.0.1', '--port', String(port)], (text) => {
    output += text;
  });
  const m = await waitForOutput(/Local:\s+(http:\/\/[^/\s]+)/);
  url = m[1];
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stopQuire(server);
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('dev server', () => {
  it('listens on the --host and --port it is given', async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(Number(new URL(url).port)).toBe(port);
    expect((await fetch(`${url}/guide/a`)).status).toBe(200);
    // The framework's own Rsbuild setup uses no deprecated option.
    expect(output).not.toMatch(/deprecated/i);
  });

  it('serves a page, hot-updates an edit without a full reload', async () => {
    const page = await browser.newPage();
    await page.goto(`${url}/guide/a`);
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe('Page A');
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 42;
    });
    fs.writeFileSync(pageA, fs.readFileSync(pageA, 'utf8').replace('Original text', 'Edited text'));
    await expect.poll(() => page.locator('.q-doc p').first().textContent(), { timeout: 20_000 }).toContain('Edited text');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    await page.close();
  });

  it('keeps serving while quire build runs in the same folder, and the build writes the right site', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${url}/guide/a`);
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe('Page A');
    const { status, printed } = await buildBeside();
    expect(status, printed).toBe(0);
    expect(fs.readFileSync(path.join(workDir, 'dist/guide/a.html'), 'utf8')).toMatch(/<h1[^>]*>Page A/);
    // Time for dev's bundler to see any file the build wrote, then the page as a reader reloads it.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await page.goto(`${url}/guide/a`);
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe('Page A');
    await page.goto(`${url}/tutorial/step`);
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe('First step');
    expect(errors.join('\n')).not.toMatch(/no code for page/);
    expect(await page.locator('body').textContent()).not.toMatch(/no code for page/);
    await page.close();
  }, 120_000);

  it("keeps sidebars out of the app's code: each section's arrives with its page, and follows pages added to it", async () => {
    const page = await browser.newPage();
    await page.goto(`${url}/tutorial/step`);
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe('First step');
    await expect.poll(() => page.locator('.q-sidebar a[href="/tutorial/step"]').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator('.q-sidebar a[href="/guide/a"]').count()).toBe(0);
    // The site data is in the app's scripts: neither this section's sidebar nor another's (the page's own script names its title).
    const scripts = await page.evaluate(() =>
      Promise.all([...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => fetch(s.src).then((r) => r.text()))),
    );
    expect(scripts.join('').length).toBeGreaterThan(0);
    for (const code of scripts) expect(code).not.toMatch(/"link":"\/tutorial\/step"|Page A/);
    // Development's scripts are large and mostly unused at load: no eager compile hint (`compile-hint-plugin.ts`).
    for (const code of scripts) expect(code).not.toMatch(/^\/\/# allFunctionsCalledOnLoad/);
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 7;
    });
    // Another section, by the router: its own sidebar, read from the server.
    await page.locator('header a[href="/guide/a"], nav a[href="/guide/a"]').first().click();
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe('Page A');
    await expect.poll(() => page.locator('.q-sidebar a[href="/guide/a"]').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator('.q-sidebar a[href="/tutorial/step"]').count()).toBe(0);
    await page.goBack();
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe('First step');
    // A page added to the section shown reaches its sidebar without a reload (the content watcher starts after the
    // first page, with the translation report).
    await waitForOutput(/\[quire\] translations/);
    const later = path.join(workDir, 'docs/en/tutorial/later.mdx');
    fs.writeFileSync(later, '# Later step\n');
    try {
      await expect.poll(() => page.locator('.q-sidebar a[href="/tutorial/later"]').count(), { timeout: 30_000 }).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
    } finally {
      fs.rmSync(later);
    }
    await page.close();
  });

  it('answers only local host names and the ones the builder config allows', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `docs.localhost:${port}`, `[::1]:${port}`]) {
      expect([host, await statusForHost(host)]).toEqual([host, 200]);
    }
    for (const host of ['evil.example.com', `evil.example.com:${port}`, `127.0.0.1.nip.io:${port}`]) {
      expect([host, await statusForHost(host)]).toEqual([host, 403]);
    }
  });

  it('reads an edited _meta.json again: the sidebar follows after a reload, and the terminal says so', async () => {
    const meta = path.join(workDir, 'docs/en/tutorial/_meta.json');
    const page = await browser.newPage();
    const stepLabel = async () => {
      await page.goto(`${url}/tutorial/step`);
      return page.locator('.q-sidebar a[href="/tutorial/step"]').first().textContent({ timeout: 5_000 });
    };
    fs.writeFileSync(meta, JSON.stringify(['index', { type: 'file', name: 'step', label: 'Step one' }]));
    await expect.poll(stepLabel, { timeout: 30_000, interval: 500 }).toBe('Step one');
    fs.writeFileSync(meta, JSON.stringify(['index', { type: 'file', name: 'step', label: 'Step renamed' }]));
    await waitForOutput(/docs\/en\/tutorial\/_meta\.json changed/, 20_000);
    await expect.poll(stepLabel, { timeout: 30_000, interval: 500 }).toBe('Step renamed');
    fs.rmSync(meta);
    await page.close();
  });

  it('prints the translation report at start, without the heading check that needs compiled pages', async () => {
    const [line] = await waitForOutput(/\[quire\] translations en → zh .*/);
    expect(line).toBe('[quire] translations en → zh (4 en, 1 zh files): 3 missing, 0 stale');
    expect(output).toContain('    docs/en/tutorial/step.mdx');
  });

  it('answers redirect rules with a 302', async () => {
    const res = await fetch(`${url}/zh/old-a`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/zh/guide/a');
  });

  it('leads a folder without an index page to the first page of its sidebar', async () => {
    for (const [from, to] of [
      ['/guide/', '/guide/a'],
      ['/guide', '/guide/a'],
      ['/zh/guide/', '/zh/guide/a'],
    ]) {
      const res = await fetch(`${url}${from}`, { redirect: 'manual' });
      expect([from, res.status, res.headers.get('location')]).toEqual([from, 302, to]);
    }
    // A folder with an index page is its page.
    expect((await fetch(`${url}/tutorial/`, { redirect: 'manual' })).status).toBe(200);
  });

  it('routes a newly added page without a restart', async () => {
    fs.writeFileSync(path.join(workDir, 'docs/en/guide/new-page.mdx'), '# Brand new page\n\nFresh content.\n');
    const page = await browser.newPage();
    await expect
      .poll(
        async () => {
          await page.goto(`${url}/guide/new-page`);
          return page
            .locator('h1')
            .first()
            .textContent({ timeout: 5_000 })
            .catch(() => '');
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe('Brand new page');
    await page.close();
  });

  it('searches the pages, and finds a page added while the dialog is open', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${url}/guide/a`);
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe('Page A');
    await page.keyboard.press('Control+k');
    const box = page.getByRole('searchbox');
    await box.fill('tutorial');
    await expect.poll(() => page.locator('.q-search__hit').allTextContents(), { timeout: 20_000 }).toEqual([expect.stringContaining('Tutorial')]);
    // The dialog stays open: each query after a change searches the pages as they are now.
    const hitsFor = async (word: string) => {
      await box.fill('');
      await box.fill(word);
      await page.waitForTimeout(500);
      return page.locator('.q-search__hit').allTextContents();
    };
    const searched = path.join(workDir, 'docs/en/guide/searched.mdx');
    fs.writeFileSync(searched, '# Searched page\n\nA quokkaberry grows here.\n');
    await expect.poll(() => hitsFor('quokkaberry'), { timeout: 30_000, interval: 500 }).toEqual([expect.stringContaining('Searched page')]);
    fs.writeFileSync(searched, '# Searched page\n\nA wombatfruit grows here.\n');
    await expect.poll(() => hitsFor('wombatfruit'), { timeout: 30_000, interval: 500 }).toEqual([expect.stringContaining('Searched page')]);
    expect(await hitsFor('quokkaberry')).toEqual([]);
    expect(errors.filter((e) => e.includes('search index'))).toEqual([]);
    await page.close();
  });

  it('warns of a dead link or anchor with file:line:column, in the terminal, the browser console and a corner panel, when its page or its target changes', async () => {
    const page = await browser.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto(`${url}/guide/a`);
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe('Page A');
    const linking = path.join(workDir, 'docs/en/guide/linking.mdx');
    fs.writeFileSync(linking, '# Linking\n\nSee [section](/guide/a#section-one).\n\nAnd [gone](/guide/nowhere).\n');
    const deadPage = 'docs/en/guide/linking.mdx:5:5: dead link /guide/nowhere (no page at this address)';
    await waitForOutput(new RegExp(deadPage.replace(/[.()/]/g, '\\$&')), 20_000);
    await expect.poll(() => warnings.join('\n'), { timeout: 10_000 }).toContain(deadPage);
    expect(output).not.toContain('linking.mdx:3:5');
    // The panel lists it without covering the page: the heading stays clickable.
    const panel = page.locator('#quire-warnings');
    await expect
      .poll(() => panel.locator('summary').allTextContents(), { timeout: 10_000 })
      .toEqual([expect.stringMatching(/^\[quire\] (.+, )?1 dead link(,|$)/)]);
    expect(await panel.locator('pre').textContent()).toContain(deadPage);
    await page.locator('h1').first().click({ trial: true });
    // The target changes: its heading is renamed, and the anchor that reached it is dead.
    const good = fs.readFileSync(pageA, 'utf8');
    fs.writeFileSync(pageA, good.replace('## Section one', '## Section renamed'));
    const deadAnchor = 'docs/en/guide/linking.mdx:3:5: dead link /guide/a#section-one (no heading #section-one on /guide/a)';
    await waitForOutput(new RegExp(deadAnchor.replace(/[.()/#]/g, '\\$&')), 20_000);
    await expect.poll(() => warnings.join('\n'), { timeout: 10_000 }).toContain(deadAnchor);
    // A page opened later gets the warnings as they are.
    const later = await browser.newPage();
    const laterWarnings: string[] = [];
    later.on('console', (m) => {
      if (m.type() === 'warning') laterWarnings.push(m.text());
    });
    await later.goto(`${url}/guide/a`);
    await expect.poll(() => laterWarnings.join('\n'), { timeout: 20_000 }).toContain(deadAnchor);
    fs.writeFileSync(pageA, good);
    fs.writeFileSync(linking, '# Linking\n\nSee [section](/guide/a#section-one).\n');
    await waitForOutput(/\[quire\] ✓ no dead links left/, 20_000);
    await expect
      .poll(() => later.locator('#quire-warnings summary').allTextContents(), { timeout: 10_000 })
      .not.toEqual([expect.stringContaining('dead link')]);
    await later.close();
    await page.close();
  });

  it('serves an image beside a page under its published name, follows an edit of the image, and warns of a missing one', async () => {
    const pictured = path.join(workDir, 'docs/en/guide/pictured.mdx');
    const svg = (fill: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="${fill}"/></svg>`;
    fs.writeFileSync(path.join(workDir, 'docs/en/guide/diagram.svg'), svg('red'));
    fs.writeFileSync(pictured, '---\norphan: true\n---\n\n# Pictured\n\n![Diagram](./diagram.svg)\n');
    const page = await browser.newPage();
    const srcAfterLoad = async () => {
      await page.goto(`${url}/guide/pictured`);
      return page
        .locator('article img[alt="Diagram"]')
        .getAttribute('src', { timeout: 5_000 })
        .catch(() => '');
    };
    await expect.poll(srcAfterLoad, { timeout: 30_000, interval: 500 }).toMatch(/^\/static\/image\/diagram\.[0-9a-f]{8}\.svg$/);
    const first = (await srcAfterLoad()) as string;
    const served = await fetch(`${url}${first}`);
    expect([served.status, served.headers.get('content-type'), await served.text()]).toEqual([200, 'image/svg+xml', svg('red')]);
    fs.writeFileSync(path.join(workDir, 'docs/en/guide/diagram.svg'), svg('blue'));
    await expect.poll(srcAfterLoad, { timeout: 30_000, interval: 500 }).not.toBe(first);
    expect(await (await fetch(`${url}${await srcAfterLoad()}`)).text()).toBe(svg('blue'));
    fs.writeFileSync(pictured, '---\norphan: true\n---\n\n# Pictured\n\n![Gone](./gone.png)\n');
    await waitForOutput(/docs\/en\/guide\/pictured\.mdx:7:1: missing image \.\/gone\.png \(no file docs\/en\/guide\/gone\.png\)/, 20_000);
    fs.rmSync(pictured);
    await page.close();
  });

  it('warns of a page no sidebar links to, until its frontmatter says it is an orphan on purpose', async () => {
    const lonely = path.join(workDir, 'docs/en/guide/lonely.mdx');
    fs.writeFileSync(lonely, '# Lonely\n\nIn no sidebar.\n');
    await waitForOutput(
      /docs\/en\/guide\/lonely\.mdx: no sidebar links to \/guide\/lonely \(add it to a sidebar, or set orphan: true in its frontmatter\)/,
      20_000,
    );
    output = '';
    fs.writeFileSync(lonely, '---\norphan: true\n---\n\n# Lonely\n\nIn no sidebar.\n');
    // The list is printed again without it (other pages this file's tests added may be on it).
    await waitForOutput(/\[quire\] (! \d+ orphan pages?:|✓ no orphan pages left)/, 20_000);
    expect(output).not.toContain('lonely.mdx: no sidebar');
  });

  it('shows a syntax error as a compiler does, file:line:column: reason and the lines around it, once, and recovers when fixed', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${url}/guide/a`);
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe('Page A');
    // The search worker is running too (it once logged every build error a second time).
    await page.waitForTimeout(1500);
    const good = fs.readFileSync(pageA, 'utf8');
    const line = good.split('\n').findIndex((l) => l.includes('Some words.')) + 1;
    output = '';
    fs.writeFileSync(pageA, good.replace('Some words.', 'Some <div words.'));
    const place = `docs/en/guide/a.mdx:${line}:16: Unexpected character`;
    await expect.poll(() => overlayText(page), { timeout: 20_000 }).toMatch(new RegExp(`^${place}`));
    const overlay = await overlayText(page);
    expect(overlay).toContain(`> ${line} | Some <div words.\n    |                ^`);
    expect(overlay).not.toMatch(/:1:1|Import trace|Module build failed|dev\.client\.overlay|mdx-loader/);
    await waitForOutput(new RegExp(place), 20_000);
    expect(output).toContain(`> ${line} | Some <div words.`);
    expect(output).not.toMatch(/:1:1|Import trace|Module build failed|mdx-loader/);
    expect(errors.filter((e) => e.includes(place))).toHaveLength(1);
    fs.writeFileSync(pageA, good.replace('Some words.', 'Fixed words.'));
    await expect.poll(() => page.locator('.q-doc').textContent(), { timeout: 20_000 }).toContain('Fixed words.');
    await expect.poll(() => overlayText(page), { timeout: 10_000 }).toBe('');
    await page.close();
  });
  it('shows a component that exists nowhere in place of the page, with its place, and recovers', async () => {
    const page = await browser.newPage();
    await page.goto(`${url}/guide/a`);
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe('Page A');
    const good = fs.readFileSync(pageA, 'utf8');
    fs.writeFileSync(pageA, `${good}\n<Foo />\n`);
    await expect
      .poll(
        () =>
          page
            .locator('.q-page-error')
            .textContent()
            .catch(() => ''),
        { timeout: 20_000 },
      )
      .toMatch(/Expected component `Foo` to be defined[\s\S]*a\.mdx/);
    // Only the content is replaced: the layout around it stays.
    expect(await page.locator('header.q-nav').count()).toBe(1);
    fs.writeFileSync(pageA, `${good}\nWords again.\n`);
    await expect.poll(() => page.locator('.q-doc').textContent(), { timeout: 20_000 }).toContain('Words again.');
    expect(await page.locator('.q-page-error').count()).toBe(0);
    await page.close();
  });

  it('applies a config edit without a restart, and keeps the last good config through an invalid edit', async () => {
    const configFile = path.join(workDir, 'site.config.ts');
    const good = fs.readFileSync(configFile, 'utf8');
    const page = await browser.newPage();
    await page.goto(`${url}/guide/a`);
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe('Page A');
    expect(await page.title()).toBe('Page A | Fixture');
    fs.writeFileSync(configFile, good.replace("title: 'Fixture',", "title: 'Renamed fixture',"));
    await expect.poll(() => page.title(), { timeout: 30_000, interval: 500 }).toBe('Page A | Renamed fixture');
    output = '';
    fs.writeFileSync(configFile, good.replace("title: 'Fixture',", 'title: 42,'));
    await waitForOutput(/invalid config: "title" must be a string/, 20_000);
    await expect.poll(() => overlayText(page), { timeout: 20_000 }).toMatch(/invalid config: "title" must be a string/);
    // The server goes on with the last good config.
    expect((await fetch(`${url}/guide/a`)).status).toBe(200);
    expect(await page.title()).toBe('Page A | Renamed fixture');
    fs.writeFileSync(configFile, good);
    await expect.poll(() => page.title(), { timeout: 30_000, interval: 500 }).toBe('Page A | Fixture');
    expect(await overlayText(page)).toBe('');
    await page.close();
  });

  // Last: it stops the server.
  it('stops on Ctrl-C with exit status 0 and no stack trace', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    output = '';
    server.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(output).not.toMatch(/\n\s+at |Error/);
  });
});
