import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '#core/config/validate.ts';
import { sidebarFile } from '#core/pages/sidebar-file.ts';
import { Project } from '#core/project/project.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-sidebar-files-'));
const files = ['en/index.mdx', 'en/guide/a.mdx', 'en/guide/b.mdx', 'en/api/x.mdx', 'zh/guide/a.mdx'];

async function project(mode: 'build' | 'dev' = 'build') {
  const config = resolveConfig({
    locales: [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '中文' },
    ],
    themeConfig: {
      locales: [
        {
          lang: 'en',
          label: 'English',
          sidebar: {
            '/guide/': [
              {
                text: 'Guide',
                items: [
                  { text: 'A', link: '/guide/a' },
                  { text: 'B', link: '/guide/b' },
                ],
              },
            ],
          },
        },
        { lang: 'zh', label: '中文', sidebar: { '/guide/': [{ text: '指南', items: [{ text: '甲', link: '/guide/a' }] }] } },
      ],
    },
  });
  const p = new Project(config, root, { mode });
  await p.scan();
  return p;
}

beforeAll(() => {
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, 'docs', file)), { recursive: true });
    fs.writeFileSync(path.join(root, 'docs', file), `# ${path.basename(file)}\n`);
  }
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('sidebarFile', () => {
  it('names the file by language and content', () => {
    const a = sidebarFile('en', { key: '/guide/', items: [{ text: 'A', link: '/guide/a' }] });
    expect(a.file).toMatch(/^static\/sidebar\/en\.[a-f0-9]{10}\.json$/);
    expect(JSON.parse(a.json)).toEqual({ key: '/guide/', items: [{ text: 'A', link: '/guide/a' }] });
    expect(sidebarFile('en', { key: '/guide/', items: [{ text: 'A', link: '/guide/a' }] }).file).toBe(a.file);
    expect(sidebarFile('en', { key: '/guide/', items: [{ text: 'A2', link: '/guide/a' }] }).file).not.toBe(a.file);
    // A language code never reaches the path as anything but a plain name.
    expect(sidebarFile('../x', { key: '/', items: [] }).file).toMatch(/^static\/sidebar\/___x\.[a-f0-9]{10}\.json$/);
  });
});

describe('a build names section sidebars instead of carrying them', () => {
  it('writes one file per section and language, shared by the section’s pages', async () => {
    const p = await project();
    const all = p.allSidebarFiles();
    const byKey = all.map((f) => JSON.parse(f.json) as { key: string });
    // The configured guide sidebars, plus the generated ones for folders the config leaves out.
    expect(byKey.filter((s) => s.key === '/guide/')).toHaveLength(2);
    expect(new Set(all.map((f) => f.file)).size).toBe(all.length);
    const a = p.sidebarFileOf({ routePath: '/guide/a', lang: 'en', version: '' });
    expect(p.sidebarFileOf({ routePath: '/guide/b', lang: 'en', version: '' })).toBe(a);
    expect(p.sidebarFileOf({ routePath: '/zh/guide/a', lang: 'zh', version: '' })?.file).not.toBe(a?.file);
  });

  it("finds a page's sidebar once, however often the build asks (its script, its document, the sidebar files)", async () => {
    const p = await project();
    const lookups = vi.spyOn(p.structure, 'sidebarsFor');
    for (let i = 0; i < 3; i++) p.allSidebarFiles();
    expect(lookups).toHaveBeenCalledTimes(p.routes.length);
    expect(p.sidebarFileOf(p.routes[0])).toBe(p.sidebarFileOf(p.routes[0]));
    expect(lookups).toHaveBeenCalledTimes(p.routes.length);
  });

  it('puts the file name, not the items, into the page module', async () => {
    const p = await project();
    const { code } = await p.pageModule(path.join(root, 'docs/en/guide/a.mdx'));
    const file = p.sidebarFileOf({ routePath: '/guide/a', lang: 'en', version: '' })?.file as string;
    expect(code).toContain(`"sidebarFile":${JSON.stringify(file)}`);
    expect(code).not.toContain('"/guide/b"');
  });

  it('names the dev server’s answer in a dev page, by its section, not a built file (dev/pages-middleware.ts)', async () => {
    const p = await project('dev');
    const { code } = await p.pageModule(path.join(root, 'docs/en/guide/a.mdx'));
    expect(code).toContain('"sidebarFile":"__quire/sidebar.json?version=&lang=en&key=%2Fguide%2F"');
    expect(code).not.toContain('static/sidebar/');
    expect(code).not.toContain('"/guide/b"');
  });
});
