// @vitest-environment jsdom
/** The sidebar's list as HTML (`sidebar-html.ts`) and the current page's mark moved in its DOM (`mark-current.ts`). */
import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../packages/theme-default/src/logic/theme-config';
import { markCurrent } from '../../packages/theme-default/src/Sidebar/mark-current';
import { currentHrefs, hasRelativeLinks, sidebarListHtml } from '../../packages/theme-default/src/Sidebar/sidebar-html';

const ctx = (path: string, lang = 'en') => ({ path, lang, defaultLang: 'en', hrefOf: (to: string) => `/docs${to}` });

const ITEMS: SidebarItem[] = [
  { text: 'Start <here> & "now"', tag: "it's new", items: [{ text: 'A & B', link: '/guide/a' }] },
  {
    text: 'Fixed',
    collapsible: false,
    items: [
      { text: 'Out', link: 'https://example.com/x?a=1&b=2' },
      { text: 'Here', link: '#usage' },
    ],
  },
  { text: 'Fixed link', link: '/guide/f', collapsible: false, items: [] },
  { text: 'Closed', collapsed: true, items: [{ text: 'Deep', collapsed: true, items: [{ text: 'C', link: '/guide/c' }] }] },
  { text: 'Linked', link: '/guide/d', collapsed: true, items: [{ text: 'E', link: '/guide/e' }] },
  { dividerType: 'solid' },
  { sectionHeaderText: 'More', tag: 'pro' },
];

function listAt(path: string): HTMLUListElement {
  const ul = document.createElement('ul');
  ul.innerHTML = sidebarListHtml(ITEMS, ctx(path));
  return ul;
}
const details = (ul: HTMLElement) =>
  [...ul.querySelectorAll('details')].map(
    (d) => `${d.querySelector('summary')?.textContent || d.querySelector('summary')?.getAttribute('aria-label')}:${d.open}`,
  );
const current = (ul: HTMLElement) => [...ul.querySelectorAll('[aria-current="page"]')].map((a) => `${a.getAttribute('href')} ${a.className}`);

describe('sidebarListHtml', () => {
  it('escapes titles, tags and addresses', () => {
    const html = sidebarListHtml(ITEMS, ctx('/guide/x'));
    expect(html).toContain(
      '<span class="q-sidebar__group-text">Start &lt;here&gt; &amp; &quot;now&quot;</span><span class="q-sidebar__tag">it&#39;s new</span>',
    );
    expect(html).toContain('<span class="q-sidebar__text">A &amp; B</span>');
    expect(html).toContain('<a href="https://example.com/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer" class="q-sidebar__link">');
    expect(html).toContain('<a href="#usage" class="q-sidebar__link">');
    expect(html).toContain('<a href="/docs/guide/a" class="q-sidebar__link">');
  });

  it('draws each kind of entry: groups as <details>, fixed groups without, links, dividers and section headers', () => {
    const ul = listAt('/guide/x');
    expect(details(ul)).toEqual(['Start <here> & "now"it\'s new:true', 'Closed:false', 'Deep:false', 'Linked:false']);
    const fixed = [...ul.querySelectorAll('.q-sidebar__group-header')].map((h) => h.innerHTML);
    expect(fixed).toEqual([
      '<span class="q-sidebar__group-title"><span class="q-sidebar__group-text">Fixed</span></span>',
      '<a href="/docs/guide/f" class="q-sidebar__group-title q-sidebar__group-link"><span class="q-sidebar__group-text">Fixed link</span></a>',
    ]);
    // A linked group's toggle is beside its link, not around it.
    const linked = ul.querySelector('.q-sidebar__group--linked') as HTMLElement;
    expect([...linked.children].map((c) => c.tagName)).toEqual(['A', 'DETAILS']);
    expect(linked.querySelector('summary')?.getAttribute('aria-label')).toBe('Linked');
    expect(ul.querySelector('.q-sidebar__divider--solid')?.getAttribute('role')).toBe('separator');
    expect(ul.querySelector('.q-sidebar__section')?.textContent).toBe('Morepro');
    expect(current(ul)).toEqual([]);
  });

  it('marks the current page and opens every group around it, a group whose own link it is included', () => {
    const deep = listAt('/guide/c');
    expect(current(deep)).toEqual(['/docs/guide/c q-sidebar__link q-sidebar__link--active']);
    expect(details(deep).slice(1, 4)).toEqual(['Closed:true', 'Deep:true', 'Linked:false']);
    const linked = listAt('/guide/d/');
    expect(current(linked)).toEqual(['/docs/guide/d q-sidebar__group-title q-sidebar__group-link q-sidebar__link--active']);
    expect(details(linked).at(-1)).toBe('Linked:true');
  });

  it('prefixes route links with the page language', () => {
    expect(sidebarListHtml([{ text: 'A', link: '/guide/a' }], ctx('/guide/a', 'zh'))).toBe(
      '<li><a href="/docs/zh/guide/a" class="q-sidebar__link q-sidebar__link--active" aria-current="page"><span class="q-sidebar__text">A</span></a></li>',
    );
  });
});

describe('markCurrent', () => {
  it('moves the mark as drawing the list for the new page would, and keeps the groups a reader set', () => {
    const ul = listAt('/guide/a');
    const start = ul.querySelector('details') as HTMLDetailsElement;
    start.open = false;
    markCurrent(ul, currentHrefs(ITEMS, ctx('/guide/c')));
    expect(current(ul)).toEqual(current(listAt('/guide/c')));
    expect(details(ul)).toEqual(['Start <here> & "now"it\'s new:false', 'Closed:true', 'Deep:true', 'Linked:false']);
    markCurrent(ul, currentHrefs(ITEMS, ctx('/guide/d')));
    expect(current(ul)).toEqual(current(listAt('/guide/d')));
    expect(details(ul).at(-1)).toBe('Linked:true');
    // A page the section does not list: no mark.
    markCurrent(ul, currentHrefs(ITEMS, ctx('/elsewhere')));
    expect(current(ul)).toEqual([]);
    expect(ul.querySelectorAll('.q-sidebar__link--active')).toHaveLength(0);
  });
});

describe('hasRelativeLinks', () => {
  it('finds route links written relative to the page, in groups too', () => {
    expect(hasRelativeLinks(ITEMS)).toBe(false);
    expect(hasRelativeLinks([{ text: 'G', items: [{ text: 'R', link: 'next-page' }] }])).toBe(true);
  });
});
