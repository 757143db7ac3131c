/**
 * The dev HTML's inline script asks for the first page's entry before the app's scripts load: for the path the app
 * looks up (`stripBase` of the address), at the address the app would ask.
 */
import { describe, expect, it } from 'vitest';
import { firstEntryScript } from '#core/dev/first-entry-script.ts';
import { DEV_PAGE_ENTRY_PATH, type DevFirstEntry, stripBase, withBase } from '#shared/index.ts';

/** Runs the script in a stand-in window at `pathname`; returns what it set and the address it fetched. */
async function run(base: string, pathname: string, status = 200) {
  const fetched: string[] = [];
  const window: { __quireFirstEntry?: DevFirstEntry } = {};
  const fetch = async (url: string) => {
    fetched.push(url);
    return { ok: status === 200, json: async () => ({ file: 'en/a.md', files: ['static/js/p.js'] }) };
  };
  new Function('window', 'location', 'fetch', firstEntryScript(base))(window, { pathname }, fetch);
  const entry = window.__quireFirstEntry;
  return { path: entry?.path, answer: await entry?.answer, fetched };
}

describe('firstEntryScript', () => {
  it.each([
    ['/', '/guide/start'],
    ['/', '/'],
    ['/docs/', '/docs/guide/start'],
    ['/docs/', '/docs'],
    ['/docs/', '/docs/'],
    ['/docs', '/docs/zh/api'],
    ['/docs/', '/elsewhere'],
  ])('with base %s at %s asks for the path the app looks up', async (base, pathname) => {
    const { path, fetched } = await run(base, pathname);
    const expected = stripBase(pathname, base);
    expect(path).toBe(expected);
    expect(fetched).toEqual([`${withBase(DEV_PAGE_ENTRY_PATH, base)}?path=${encodeURIComponent(expected)}`]);
  });

  it('answers the entry, or nothing when the server has no page there', async () => {
    expect((await run('/', '/a')).answer).toEqual({ file: 'en/a.md', files: ['static/js/p.js'] });
    expect((await run('/', '/missing', 404)).answer).toBeUndefined();
  });
});
