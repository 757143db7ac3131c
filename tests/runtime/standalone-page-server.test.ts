/**
 * The server renderer's side of pages a build did not bundle: it runs the script the build wrote
 * for the browser, and drops each page's module once the page is rendered, so a render thread
 * does not hold every page's code until the build ends.
 */
import { describe, expect, it, vi } from 'vitest';
import { standaloneScript } from '#core/markdown/page-function-body.ts';
import { forgetPage, loadPage } from '#runtime/router/route-table.ts';
import type { PageData } from '#shared/index.ts';
import { routes } from '../fixtures/routes';
import { loadStandalonePage, setPageSource } from '#runtime/page/standalone-page-server.ts';

const data = { title: 'Loose', routePath: '/loose' } as PageData;

describe('loadStandalonePage', () => {
  it('runs the page’s browser script with the app’s JSX runtime, and refuses a key it was given no script for', async () => {
    const body =
      '"use strict";\nconst {jsx: _jsx} = arguments[0];\nfunction MDXContent() { return _jsx("p", {children: "loose"}); }\nreturn {default: MDXContent};';
    const scripts = new Map([['en/loose.md', standaloneScript('en/loose.md', body, data)]]);
    setPageSource((key) => scripts.get(key));
    const page = await loadStandalonePage('en/loose.md');
    expect(page.pageData).toEqual(data);
    expect(page.default({})).toMatchObject({ type: 'p', props: { children: 'loose' } });
    await expect(loadStandalonePage('en/other.md')).rejects.toThrow('the renderer was given no code for page en/other.md');
    scripts.set('en/other.md', standaloneScript('en/loose.md', body, data));
    await expect(loadStandalonePage('en/other.md')).rejects.toThrow('the script of page en/other.md registered no page of that key');
  });
});

describe('forgetPage', () => {
  it('drops a loaded page’s module, which is loaded afresh when asked for again', async () => {
    const route = routes.find((r) => r.path === '/guide/c');
    if (!route) throw new Error('no /guide/c in the fixture routes');
    const preload = vi.spyOn(route, 'preload');
    const first = await loadPage('/guide/c');
    await loadPage('/guide/c');
    expect(preload).toHaveBeenCalledTimes(1);
    forgetPage(first);
    await loadPage('/guide/c');
    expect(preload).toHaveBeenCalledTimes(2);
  });
});
