import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSidebars, loadSidebar, setSidebarReader, withPageSidebar } from '#runtime/page/page-sidebar.ts';
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
