/** Dev's page entries: a page joins the bundle when first asked for, and its compile starts ahead of the bundler's loader. */
import { describe, expect, it } from 'vitest';
import { DevPageEntries } from '#core/dev/page-entries.ts';
import { pageChunkName } from '#core/project/generate.ts';
import type { RouteRecord } from '#core/routes/scan.ts';

const route = (name: string): RouteRecord => ({
  routePath: `/guide/${name}`,
  lang: 'en',
  version: '',
  relativePath: `guide/${name}.md`,
  absolutePath: `/site/docs/guide/${name}.md`,
});
const routes = [route('a'), route('b')];

function entries() {
  const compiled: string[] = [];
  const added: string[] = [];
  const pages = new DevPageEntries(
    () => routes,
    (file) => added.push(file),
    () => undefined,
    (r) => compiled.push(r.relativePath),
  );
  return { pages, compiled, added };
}

describe('DevPageEntries', () => {
  it('adds a page asked for once and starts its compile then, not at the next asking', () => {
    const { pages, compiled, added } = entries();
    void pages.request('guide/a.md');
    void pages.request('guide/a.md');
    expect(added).toEqual(['guide/a.md']);
    expect(compiled).toEqual(['guide/a.md']);
    expect(pages.request('guide/none.md')).toBeUndefined();
  });

  it('compiles an edited page the bundle holds as the change is seen, and no page it does not hold', () => {
    const { pages, compiled } = entries();
    void pages.request('guide/a.md');
    compiled.length = 0;
    expect(pages.edited('/site/docs/guide/a.md')).toBe(routes[0]);
    // Not in the bundle: the checks compile it later, nothing rebuilds it now.
    expect(pages.edited('/site/docs/guide/b.md')).toBe(routes[1]);
    expect(pages.edited('/site/docs/guide/image.png')).toBeUndefined();
    expect(compiled).toEqual(['guide/a.md']);
  });

  it("answers the page's HTML with the entry's files once built, and without them when a compile fails first", async () => {
    const { pages } = entries();
    const taps: Record<string, (arg?: unknown) => void> = {};
    const hook = (name: string) => ({ tap: (_: string, fn: (arg?: unknown) => void) => void (taps[name] = fn) });
    pages.plugin().apply({ hooks: { done: hook('done'), failed: hook('failed') } } as never);
    const built = (name: string, files: string[]) => ({
      compilation: {
        entrypoints: new Map([
          ['index', { getFiles: () => ['static/js/index.js'] }],
          [name, { getFiles: () => files }],
        ]),
      },
    });

    const failed = pages.requestUnlessFailed('guide/a.md');
    const asked = pages.request('guide/a.md');
    taps.failed(new Error('no compilation'));
    expect(await failed).toBeUndefined();

    const answered = pages.requestUnlessFailed('guide/a.md');
    taps.done(built(pageChunkName('guide/a.md'), ['static/js/p-a.js', 'static/js/p-a.hot-update.js']));
    expect(await answered).toEqual(['static/js/p-a.js']);
    // The app's own request waited through the failure for the compile that built the page.
    expect(await asked).toEqual(['static/js/p-a.js']);
    expect(await pages.requestUnlessFailed('guide/a.md')).toEqual(['static/js/p-a.js']);
    expect(pages.requestUnlessFailed('guide/none.md')).toBeUndefined();
  });
});
