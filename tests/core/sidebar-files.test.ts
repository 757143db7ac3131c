import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '#core/config/validate.ts';
import { SPLIT_SIDEBAR_LINKS, sidebarFile, sidebarFiles } from '#core/pages/sidebar-file.ts';
import { Project } from '#core/project/project.ts';
import { closedAfterEach } from './helpers/closed-after-each.ts';
import { SIDEBAR_PART_ENTRIES, WINDOWED_LIST_ENTRIES } from '#shared/sidebar.ts';

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
  const p = closeLater(new Project(config, root, { mode }));
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
const closeLater = closedAfterEach();

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

/** A section of `groups` collapsible groups of `links` links each, and one group drawn open on every page. */
function section(groups: number, links: number) {
  return {
    key: '/',
    items: [
      { text: 'Always', collapsible: false, items: [{ text: 'Start', link: '/start' }] },
      ...Array.from({ length: groups }, (_, g) => ({
        text: `G${g}`,
        link: `/g${g}/`,
        items: Array.from({ length: links }, (_, i) => ({ text: `P${g}.${i}`, link: `/g${g}/p${i}` })),
      })),
    ],
  };
}

describe('sidebarFiles: a long section split by top-level group', () => {
  it('keeps a section of at most SPLIT_SIDEBAR_LINKS links in one file', () => {
    const small = section(3, 10);
    const files = sidebarFiles('en', small);
    expect(files.parts).toEqual([]);
    expect(files.file).toBe(sidebarFile('en', small).file);
    expect(files.partsOf.size).toBe(0);
  });

  it('writes each collapsible group of a longer one to a file the section’s file names, with its first and last links', () => {
    const long = section(4, SPLIT_SIDEBAR_LINKS / 2);
    const files = sidebarFiles('en', long);
    expect(files.parts).toHaveLength(4);
    const skeleton = JSON.parse(files.json) as { key: string; items: Array<{ text: string; part?: string; items: unknown[] }> };
    expect(skeleton.items[0]).toEqual(long.items[0]);
    expect(skeleton.items[2]).toEqual({
      text: 'G1',
      link: '/g1/',
      part: files.parts[1].file,
      items: [
        { text: 'P1.0', link: '/g1/p0' },
        { text: 'P1.74', link: '/g1/p74' },
      ],
    });
    expect(JSON.parse(files.parts[1].json)).toEqual(long.items[2].items);
    // The section's file stays small: it grows by the name of a run of a long group per SIDEBAR_PART_ENTRIES entries, not by the entries.
    const runs = 4 * Math.ceil((SPLIT_SIDEBAR_LINKS * 5) / SIDEBAR_PART_ENTRIES);
    expect(sidebarFiles('en', section(4, SPLIT_SIDEBAR_LINKS * 5)).json.length).toBeLessThan(files.json.length + 4 * 40 + runs * 50);
    expect(files.partsOf.get('/g1/p3')).toEqual([files.parts[1].file]);
    expect(files.partsOf.get('/g2')).toEqual([files.parts[2].file]);
    expect(files.partsOf.has('/start')).toBe(false);
  });

  it('names every file by its content: a title changes its group’s file and the section’s, not the other groups’', () => {
    const long = section(4, 60);
    const edited = structuredClone(long);
    edited.items[2].items[5].text = 'Renamed';
    const [a, b] = [sidebarFiles('en', long), sidebarFiles('en', edited)];
    expect(sidebarFiles('en', long)).toEqual(a);
    expect(b.file).not.toBe(a.file);
    expect(b.parts.map((part) => part.file === a.parts[b.parts.indexOf(part)].file)).toEqual([true, false, true, true]);
  });

  it('writes a group longer than the theme’s window in runs of SIDEBAR_PART_ENTRIES: a page reads its window’s runs and the ends’, not the group', () => {
    const files = (links: number) => sidebarFiles('en', section(2, links));
    const long = files(1000);
    const stub = JSON.parse(long.json).items[1] as { part: string; parts: string[]; entries: number; items: unknown[] };
    expect(stub.parts).toEqual(long.parts.slice(0, 10).map((p) => p.file));
    expect(stub).toMatchObject({ part: stub.parts[0], entries: 1000, items: [{ link: '/g0/p0' }, { link: '/g0/p999' }] });
    expect(JSON.parse(long.parts[3].json)).toEqual(section(2, 1000).items[1].items.slice(300, 400));
    // The window around entry 450 (±30, and the links of the gaps beside it) lies in run 4; at 390, in runs 3 and 4.
    expect(long.partsOf.get('/g0/p450')).toEqual([0, 4, 9].map((i) => stub.parts[i]));
    expect(long.partsOf.get('/g0/p390')).toEqual([0, 3, 4, 9].map((i) => stub.parts[i]));
    expect(long.partsOf.get('/g0')).toEqual([0, 9].map((i) => stub.parts[i]));
    // What a page reads: the section's file, growing by a run's name (≈7 bytes gzip) per 100 entries, and at most four runs.
    const read = (links: number) => {
      const split = files(links);
      const runs = split.partsOf.get(`/g1/p${links / 2}`) ?? [];
      const gzip = (json: string) => gzipSync(json).length;
      return {
        runs: runs.length,
        bytes: gzip(split.json) + runs.reduce((sum, file) => sum + gzip(split.parts.find((p) => p.file === file)?.json ?? ''), 0),
      };
    };
    const [short, longer] = [read(1000), read(10_000)];
    expect(longer.runs).toBe(4);
    expect(longer.bytes).toBeLessThan(short.bytes + 1500);
    expect(longer.bytes).toBeLessThan(gzipSync(JSON.stringify(section(2, 10_000).items[2].items)).length / 10);
    // A group the theme draws whole stays one file.
    expect(JSON.parse(files(WINDOWED_LIST_ENTRIES).json).items[1].parts).toBeUndefined();
  });

  it('lists a page linked from two groups under both', () => {
    const long = section(3, 60);
    long.items[3].items.push({ text: 'Again', link: '/g0/p1' });
    expect(sidebarFiles('en', long).partsOf.get('/g0/p1')).toHaveLength(2);
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

  it('puts the file name and the page’s neighbours, not the items, into the page module', async () => {
    const p = await project();
    const { code } = await p.pageModule(path.join(root, 'docs/en/guide/a.mdx'));
    const file = p.sidebarFileOf({ routePath: '/guide/a', lang: 'en', version: '' })?.file as string;
    expect(code).toContain(`"sidebarFile":${JSON.stringify(file)}`);
    expect(code).toContain('"prevNext":{"next":{"text":"B","link":"/guide/b"}}');
    expect(code).not.toMatch(/"items"|"sidebarParts"/);
  });

  it('names the dev server’s answer in a dev page, by its section, not a built file (dev/pages-middleware.ts)', async () => {
    const p = await project('dev');
    const { code } = await p.pageModule(path.join(root, 'docs/en/guide/a.mdx'));
    expect(code).toContain('"sidebarFile":"__quire/sidebar.json?version=&lang=en&key=%2Fguide%2F"');
    expect(code).not.toContain('static/sidebar/');
    expect(code).not.toContain('"/guide/b"');
  });
});
