/**
 * docs/DEPLOY.md against a real build: its `site.config.ts` (a site under a path) built by the CLI
 * over the one-language fixture's pages, its `_headers` copied from `docs/public/`, and the cache
 * rules of its `_headers` and `vercel.json` applied to every file the build wrote: what they keep
 * forever is named by its content, and the manifest and the pages are checked on every visit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQuire } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const doc = fs.readFileSync(path.join(root, 'docs/DEPLOY.md'), 'utf8');
const workDir = path.join(root, 'e2e/.tmp', `deploy-doc-${process.pid}`);
const dist = path.join(workDir, 'dist');

/** The code block of the page whose meta is `title="<title>"`. */
function block(title: string): string {
  const found = new RegExp(`^\`\`\`\\w+ title="${title.replace(/[.*]/g, '\\$&')}"\\n([\\s\\S]*?)^\`\`\`$`, 'm').exec(doc);
  if (!found) throw new Error(`docs/DEPLOY.md has no code block titled ${title}`);
  return found[1];
}

/** Netlify's `_headers`: each path's headers; of two matching rules, the later one's value wins. */
function netlifyCacheControl(rules: string, urlPath: string): string | undefined {
  let value: string | undefined;
  let matches = false;
  for (const line of rules.split('\n')) {
    if (line.startsWith('/')) {
      const pattern = line.trim().replace(/[.]/g, '\\.').replace(/\*/g, '.*');
      matches = new RegExp(`^${pattern}$`).test(urlPath);
    } else if (matches && /^\s+Cache-Control:/i.test(line)) value = line.split(':')[1].trim();
  }
  return value;
}

/** Vercel's `headers`: every rule whose `source` matches, the later one's value winning. */
function vercelCacheControl(config: { headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> }, urlPath: string) {
  let value: string | undefined;
  for (const rule of config.headers) {
    if (new RegExp(`^${rule.source}$`).test(urlPath)) value = rule.headers.find((h) => h.key === 'Cache-Control')?.value ?? value;
  }
  return value;
}

const CONTENT_HASH = /[.-][0-9a-f]{8,}\./;
let build: { status: number | null; output: string };

beforeAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/one-language'), workDir, { recursive: true });
  fs.writeFileSync(path.join(workDir, 'site.config.ts'), block('site.config.ts'));
  fs.writeFileSync(path.join(workDir, 'docs/public/_headers'), block('docs/public/_headers'));
  build = runQuire(workDir, 'build');
}, 600_000);
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('docs/DEPLOY.md', () => {
  it('builds its config: every address starts with base, the sitemap joins siteUrl and base', () => {
    expect(build.status, build.output).toBe(0);
    const home = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const addresses = [...home.matchAll(/(?:src|href)="(\/[^"]*)"/g)].map((m) => m[1]);
    expect(addresses.length).toBeGreaterThan(3);
    for (const address of addresses) expect(address).toMatch(/^\/acme-docs\//);
    expect(fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).toContain('<loc>https://acme.github.io/acme-docs/guide/intro</loc>');
    for (const file of ['404.html', 'static/manifest.json', 'csp.txt', '.quire-output', 'llms.txt', 'guide/intro.md'])
      expect(fs.existsSync(path.join(dist, file)), file).toBe(true);
    // docs/public/_headers lands at the root of dist/, where Netlify and Cloudflare Pages read it.
    expect(fs.readFileSync(path.join(dist, '_headers'), 'utf8')).toBe(block('docs/public/_headers'));
  });

  it.each([
    ['_headers', (urlPath: string) => netlifyCacheControl(block('docs/public/_headers'), urlPath)],
    ['vercel.json', (urlPath: string) => vercelCacheControl(JSON.parse(block('vercel.json')), urlPath)],
  ])('its %s keeps forever exactly the files named by their content', (_name, cacheControl) => {
    const files = fs.readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    const forever = [];
    for (const entry of files) {
      const file = path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      const value = cacheControl(`/${file}`);
      if (value?.includes('immutable')) {
        forever.push(file);
        expect(file, `${file} is cached forever but its name does not change with its content`).toMatch(CONTENT_HASH);
      } else if (file.startsWith('static/') && file !== 'static/manifest.json') {
        expect.fail(`${file} is named by its content but not cached forever (${value ?? 'no rule'})`);
      }
    }
    expect(forever.length).toBeGreaterThan(5);
    expect(cacheControl('/static/manifest.json')).toBe('no-cache');
    expect(cacheControl('/index.html')).toBeUndefined();
  });

  it('its Vercel config turns on clean addresses, and its GitHub workflow uploads dist/', () => {
    expect(JSON.parse(block('vercel.json')).cleanUrls).toBe(true);
    expect(block('.github/workflows/deploy.yml')).toMatch(/run: npm run build[\s\S]*path: dist/);
  });
});
