/**
 * The dev server's HTML for a page names what the page loads after the app (`dev/first-page-hints.ts`): its entry's
 * files and its sidebar as preloads, and the entry's answer in the inline script, which asks only for another path.
 */
import { describe, expect, it } from 'vitest';
import { firstEntryScript } from '#core/dev/first-entry-script.ts';
import { withFirstPageHints } from '#core/dev/first-page-hints.ts';
import type { DevFirstEntry } from '#shared/index.ts';

const appHtml = (base: string) =>
  `<!DOCTYPE html><html><head><script>${firstEntryScript(base)}</script><title>T</title><script defer src="${base}static/js/lib-react.js"></script><script defer src="${base}static/js/index.js"></script></head><body><div id="root"></div></body></html>`;
const entry = { path: '/guide/a', answer: { file: 'en/guide/a.md', files: ['static/js/lib-react.js', 'static/js/p-a.js', 'static/css/p-a.css'] } };
const sidebarFiles = [
  '__quire/sidebar.json?version=&lang=en&key=%2Fguide%2F',
  '__quire/sidebar.json?version=&lang=en&key=%2Fguide%2F&page=%2Fguide%2Fa',
];

/** The inline script run in a stand-in window at `pathname`: its entry and the addresses it fetched. */
async function runInline(html: string, pathname: string) {
  const script = /<script>(\(\(\)=>\{var b=.*?)<\/script>/.exec(html)?.[1] ?? '';
  const fetched: string[] = [];
  const window: { __quireFirstEntry?: DevFirstEntry } = {};
  const fetch = async (url: string) => {
    fetched.push(url);
    return { ok: true, json: async () => ({ file: 'asked', files: [] }) };
  };
  new Function('window', 'location', 'fetch', script)(window, { pathname }, fetch);
  return { answer: await window.__quireFirstEntry?.answer, fetched };
}

describe('withFirstPageHints', () => {
  it("preloads the page's own files and its sidebar files, not what the document loads already", () => {
    const html = withFirstPageHints(appHtml('/'), '/', { entry, sidebarFiles });
    const preloads = [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toEqual([
      '<link rel="preload" as="script" href="/static/js/p-a.js">',
      '<link rel="preload" as="style" href="/static/css/p-a.css">',
      '<link rel="preload" as="fetch" crossorigin href="/__quire/sidebar.json?version=&amp;lang=en&amp;key=%2Fguide%2F">',
      '<link rel="preload" as="fetch" crossorigin href="/__quire/sidebar.json?version=&amp;lang=en&amp;key=%2Fguide%2F&amp;page=%2Fguide%2Fa">',
    ]);
    // Before the app's scripts, so the browser asks for them together.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('static/js/index.js'));
  });

  it("names the site's base in every address, and no sidebar for a page without one", () => {
    const html = withFirstPageHints(appHtml('/docs/'), '/docs/', { entry, sidebarFiles: [] });
    expect(html).toContain('<link rel="preload" as="script" href="/docs/static/js/p-a.js">');
    expect(html).not.toContain('sidebar.json');
  });

  it('carries the answer for the path it was asked for, and still asks for another', async () => {
    const html = withFirstPageHints(appHtml('/'), '/', { entry, sidebarFiles });
    expect(await runInline(html, '/guide/a')).toEqual({ answer: entry.answer, fetched: [] });
    expect(await runInline(html, '/guide/b')).toEqual({ answer: { file: 'asked', files: [] }, fetched: ['/__quire/page-entry?path=%2Fguide%2Fb'] });
  });

  it('keeps a file name that would end the inline script inside it', async () => {
    const odd = { path: '/guide/a', answer: { file: 'en/</script>.md', files: ['static/js/p-a.js'] } };
    const html = withFirstPageHints(appHtml('/'), '/', { entry: odd, sidebarFiles: [] });
    expect(html.match(/<\/script>/g)?.length).toBe(appHtml('/').match(/<\/script>/g)?.length);
    expect((await runInline(html, '/guide/a')).answer).toEqual(odd.answer);
  });
});
