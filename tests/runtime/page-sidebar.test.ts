import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSidebars, loadSidebar, setSidebarReader, withPageSidebar } from '#runtime/page/page-sidebar.ts';
import { sidebarFiles } from '#core/pages/sidebar-file.ts';
import type { SidebarGroupData, SidebarLinkData } from '#shared/navigation.ts';
import { sidebarGroupPart, sidebarUnreadPart } from '#shared/sidebar.ts';
import type { PageData, PageModule } from '#shared/types.ts';

vi.mock('@quire/virtual-site-data', () => ({ default: { base: '/docs/' } }));

const sidebar = { key: '/guide/', items: [{ text: 'A', link: '/guide/a' }] };

function mod(pageData: Partial<PageData>): PageModule {
  return { default: () => null, pageData: { routePath: '/guide/a', lang: 'en', ...pageData } as PageData };
}

afterEach(() => vi.unstubAllGlobals());

describe('page sidebars', () => {
  it('fetches a named file once, under the base, and fills the page data', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(sidebar)));
    vi.stubGlobal('fetch', fetch);
    setSidebarReader(undefined);
    const a = await withPageSidebar(mod({ sidebarFile: 'static/sidebar/en.1.json' }));
    const b = await withPageSidebar(mod({ sidebarFile: 'static/sidebar/en.1.json' }));
    expect(a.pageData.sidebar).toEqual(sidebar);
    expect(b.pageData.sidebar).toEqual(sidebar);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/docs/static/sidebar/en.1.json');
  });

  it('reads again after a failed read, and reports the failure', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (fail ? new Response('', { status: 503 }) : new Response(JSON.stringify(sidebar)))),
    );
    setSidebarReader(undefined);
    await expect(loadSidebar('static/sidebar/en.2.json')).rejects.toThrow('sidebar /docs/static/sidebar/en.2.json: HTTP 503');
    fail = false;
    await expect(loadSidebar('static/sidebar/en.2.json')).resolves.toEqual(sidebar);
  });

  it('uses the reader it is given (server renderer) and leaves modules without a file alone', async () => {
    const read = vi.fn(async () => sidebar);
    setSidebarReader(read);
    const m = mod({ sidebarFile: 'static/sidebar/en.3.json' });
    const shown = await withPageSidebar(m);
    expect(read).toHaveBeenCalledWith('static/sidebar/en.3.json');
    expect(shown.pageData.sidebar).toEqual(sidebar);
    // The module keeps naming its file, so a later read (dev, after `forgetSidebars`) reaches the page.
    expect(m.pageData.sidebar).toBeUndefined();
    const plain = mod({});
    expect(await withPageSidebar(plain)).toBe(plain);
    expect(plain.pageData.sidebar).toBeUndefined();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads a file again once the sidebars are forgotten (dev: the routes changed)', async () => {
    let answer = sidebar;
    const read = vi.fn(async () => answer);
    setSidebarReader(read);
    const m = mod({ sidebarFile: '__quire/sidebar.json?version=&lang=en&key=%2Fguide%2F' });
    expect((await withPageSidebar(m)).pageData.sidebar).toEqual(sidebar);
    answer = { key: '/guide/', items: [...sidebar.items, { text: 'B', link: '/guide/b' }] };
    expect((await withPageSidebar(m)).pageData.sidebar).toEqual(sidebar);
    forgetSidebars();
    expect((await withPageSidebar(m)).pageData.sidebar).toEqual(answer);
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe('a split section’s long group, read in runs', () => {
  /** A section of two long groups of 450 entries (five runs each), written as a build writes it. */
  const section = {
    key: '/',
    items: ['a', 'b'].map((g) => ({ text: g, items: Array.from({ length: 450 }, (_, i) => ({ text: `${g}${i}`, link: `/${g}/${i}` })) })),
  };
  const built = sidebarFiles('en', section);
  const byFile = new Map([[built.file, built.json], ...built.parts.map((part) => [part.file, part.json] as const)]);
  const read = vi.fn(async (file: string) => JSON.parse(byFile.get(file) ?? 'null'));
  const run = (group: number, i: number) => built.parts[group * 5 + i].file;
  const unreadAt = (group: SidebarGroupData) => group.items.map((item) => sidebarUnreadPart(item) ?? 'read');

  it('keeps each entry’s place, an entry not read standing for its file, and the same objects until a new file is read', async () => {
    setSidebarReader(read);
    const page = built.partsOf.get('/a/250') ?? [];
    expect(page).toEqual([run(0, 0), run(0, 2), run(0, 4)]);
    const first = await loadSidebar(built.file, page);
    const [a, b] = first.items as SidebarGroupData[];
    expect(sidebarGroupPart(a)).toBeUndefined();
    const counts = new Map<string, number>();
    for (const file of unreadAt(a)) counts.set(file, (counts.get(file) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual({ read: 250, [run(0, 1)]: 100, [run(0, 3)]: 100 });
    expect(unreadAt(a).slice(99, 201)).toEqual(['read', ...Array(100).fill(run(0, 1)), 'read']);
    expect((a.items[250] as SidebarLinkData).link).toBe('/a/250');
    expect(sidebarGroupPart(b)).toBe(run(1, 0));
    expect(await loadSidebar(built.file, page)).toBe(first);
    // A run of `b` read: `a` stays the same object, `b` read in part.
    const next = await loadSidebar(built.file, [run(1, 1)]);
    expect(next.items[0]).toBe(a);
    const partly = next.items[1] as SidebarGroupData;
    expect(partly.items).toHaveLength(450);
    expect(sidebarUnreadPart(partly.items[99])).toBe(run(1, 0));
    expect((partly.items[100] as SidebarLinkData).link).toBe('/b/100');
    const whole = await loadSidebar(
      built.file,
      [0, 2, 3, 4].map((i) => run(1, i)),
    );
    expect(whole.items[1]).toEqual(section.items[1]);
    expect(whole.items[0]).toBe(a);
  });
});

describe("the dev server's answer for a page's groups", () => {
  it('reads each group it holds under its name in the section, as if read by that name', async () => {
    const section = {
      key: '/',
      items: ['a', 'b'].map((g) => ({ text: g, items: Array.from({ length: 90 }, (_, i) => ({ text: `${g}${i}`, link: `/${g}/${i}` })) })),
    };
    const built = sidebarFiles('en', section);
    const [a, b] = built.parts;
    const pageParts = 'page-parts?page=/a/3';
    const answers = new Map<string, unknown>([
      [built.file, JSON.parse(built.json)],
      [pageParts, { parts: { [a.file]: JSON.parse(a.json) } }],
      [b.file, JSON.parse(b.json)],
    ]);
    const read = vi.fn(async (file: string) => answers.get(file));
    setSidebarReader(read);
    const shown = await loadSidebar(built.file, [pageParts]);
    expect(shown.items[0]).toEqual(section.items[0]);
    expect(sidebarGroupPart(shown.items[1])).toBe(b.file);
    // The group it named is read: asking for it by its own name gives the same sidebar.
    answers.set(a.file, []);
    expect(await loadSidebar(built.file, [pageParts, a.file])).toBe(shown);
    const opened = await loadSidebar(built.file, [pageParts, b.file]);
    expect(opened.items).toEqual(section.items);
    expect(opened.items[0]).toBe(shown.items[0]);
  });
});
