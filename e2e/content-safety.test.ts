/**
 * Content that could run script or bend page data, built with the real CLI: a frontmatter key
 * `__proto__` is data (the hydrated page keeps its navbar, bundled or not), a `<script>` in a page
 * stops the build with file, line and column (one an expression renders, with the file), and only a site that sets
 * `markdown.allowInlineScripts` gets the script, with its hash in `csp.txt`.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from '@quire/core';
import { cspHash } from '#core/ssg/csp.ts';
import { collectErrors, useBrowser, waitForReady } from './browser';
import { runQuire } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `content-safety-${process.pid}`);
const dist = path.join(workDir, 'dist');
const docs = path.join(workDir, 'docs/en/guide');
const config = path.join(workDir, 'site.config.ts');
const browser = useBrowser();

const PROTO_FRONTMATTER = `---
title: Prototype keys
__proto__:
  navbar: false
  sidebar: false
constructor: x
prototype: y
---
`;
const SCRIPT = 'window.__scripted = (window.__scripted || 0) + 1;';
const cspOf = () => fs.readFileSync(path.join(dist, 'csp.txt'), 'utf8');

beforeAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/basic'), workDir, { recursive: true });
  // One page the build runs unbundled, one bundled (its ESM makes it use modules).
  fs.writeFileSync(path.join(docs, 'proto.mdx'), `${PROTO_FRONTMATTER}\n# Prototype keys\n\nPlain page.\n`);
  fs.writeFileSync(path.join(docs, 'proto-bundled.mdx'), `${PROTO_FRONTMATTER}\nexport const answer = 42;\n\n# Bundled {answer}\n`);
});
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

async function serve(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(createStaticHandler(dist, '/'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('content safety', () => {
  it('keeps the navbar and sidebar of pages whose frontmatter has __proto__, constructor and prototype keys', async () => {
    const { status, output } = runQuire(workDir, 'build');
    expect(status, output).toBe(0);
    expect(cspOf()).not.toContain(cspHash(SCRIPT));
    const site = await serve();
    const page = await browser().newPage();
    const errors = collectErrors(page);
    try {
      for (const route of ['/guide/proto', '/guide/proto-bundled']) {
        await page.goto(`${site.url}${route}`);
        await waitForReady(page);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('header.q-nav').count(), route).toBe(1);
        expect(await page.locator('.q-sidebar').count(), route).toBeGreaterThan(0);
      }
      expect(await page.locator('article h1').textContent()).toBe('Bundled 42');
      // The fixture has no favicon: its request is the one 404 allowed.
      expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    } finally {
      await page.close();
      await site.close();
    }
  }, 180_000);

  it.each([
    [
      'a <script> element',
      `<script>{${JSON.stringify(SCRIPT)}}</script>`,
      "docs/en/guide/scripted.mdx:5:1: a <script> element in content runs in every reader's browser",
    ],
    [
      'a script an expression renders',
      `<div dangerouslySetInnerHTML={{ __html: ${JSON.stringify(`<script>${SCRIPT}</script>`)} }} />`,
      'docs/en/guide/scripted.mdx: the rendered page contains <script>, put there by an expression (such as dangerouslySetInnerHTML)',
    ],
  ])(
    'stops on %s with the file (and line and column), and keeps the previous dist',
    (_name, markup, message) => {
      const before = cspOf();
      fs.writeFileSync(path.join(docs, 'scripted.mdx'), `# Scripted\n\nText.\n\n${markup}\n`);
      const { status, output } = runQuire(workDir, 'build');
      expect(status).not.toBe(0);
      expect(output).toContain(`${message}; set markdown.allowInlineScripts: true in the site config to allow it`);
      expect(cspOf()).toBe(before);
      expect(fs.existsSync(path.join(dist, 'guide/scripted.html'))).toBe(false);
    },
    180_000,
  );

  it('builds the script when the site allows inline scripts, and lists its hash in csp.txt', async () => {
    fs.writeFileSync(path.join(docs, 'scripted.mdx'), `# Scripted\n\n<script>{${JSON.stringify(SCRIPT)}}</script>\n`);
    fs.writeFileSync(
      config,
      fs.readFileSync(config, 'utf8').replace("title: 'Fixture',", "title: 'Fixture',\n  markdown: { allowInlineScripts: true },"),
    );
    const { status, output } = runQuire(workDir, 'build');
    expect(status, output).toBe(0);
    expect(cspOf()).toContain(cspHash(SCRIPT));
    const site = await serve();
    const page = await browser().newPage();
    try {
      await page.goto(`${site.url}/guide/scripted`);
      await waitForReady(page);
      expect(await page.evaluate(() => (window as unknown as { __scripted?: number }).__scripted)).toBe(1);
    } finally {
      await page.close();
      await site.close();
    }
  }, 180_000);
});
