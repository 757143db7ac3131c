// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { showPageMeta } from '#runtime/app/document-meta.ts';

/** The attribute and child-list changes `run` makes to the document's `<html>` and `<title>`. */
function changesMadeBy(run: () => void): string[] {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document.documentElement, { attributes: true, childList: true, subtree: true, characterData: true });
  run();
  const records = observer.takeRecords();
  observer.disconnect();
  return records.map((r) => (r.type === 'attributes' ? `@${r.attributeName}` : ((r.target as Element).nodeName ?? r.type)));
}

afterEach(() => {
  document.title = '';
  document.documentElement.removeAttribute('lang');
});

describe('showPageMeta', () => {
  it('writes the title and language of a page that differs from the document', () => {
    document.title = 'Guide | Site';
    document.documentElement.lang = 'en';
    const changes = changesMadeBy(() => showPageMeta('指南 | Site', 'zh'));
    expect(document.title).toBe('指南 | Site');
    expect(document.documentElement.lang).toBe('zh');
    expect(changes).toContain('@lang');
    expect(changes).toContain('TITLE');
  });

  it('touches nothing when they are already the page’s, as after hydration', () => {
    // Writing `lang` again, even unchanged, restyles the whole document in a browser.
    document.title = 'Guide | Site';
    document.documentElement.lang = 'en';
    expect(changesMadeBy(() => showPageMeta('Guide | Site', 'en'))).toEqual([]);
  });
});
