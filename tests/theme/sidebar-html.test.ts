// @vitest-environment jsdom
/** The sidebar's list as HTML (`sidebar-html.ts`) and the current page's mark moved in its DOM (`mark-current.ts`). */
import { describe, expect, it } from 'vitest';
import { flattenSidebar, prevNext } from '#theme-default/logic/sidebar.ts';
import type { SidebarGroup, SidebarItem } from '#theme-default/logic/theme-config.ts';
import { fillGap, fillOpened, fillPruned, gapUnreadFile } from '#theme-default/Sidebar/fill-pruned.ts';
import { WINDOW_RADIUS, WINDOWED_LIST_ENTRIES } from '#theme-default/Sidebar/list-window.ts';
import { markCurrent } from '#theme-default/Sidebar/mark-current.ts';
import { FULL_SIDEBAR_LINKS, groupAt, prunedGroups } from '#theme-default/Sidebar/pruned-groups.ts';
import { currentHrefs, hasRelativeLinks, sidebarListHtml } from '#theme-default/Sidebar/sidebar-html.ts';

const ctx = (path: string, lang = 'en') => ({ path, prefix: lang === 'en' ? '' : `/${lang}`, hrefOf: (to: string) => `/docs${to}` });

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

/** A section past `FULL_SIDEBAR_LINKS`: three groups of 60 links, the last with a fixed group holding a closable one. */
function longSection(): SidebarItem[] {
  const links = (group: string) => Array.from({ length: 60 }, (_, i) => ({ text: `${group} ${i}`, link: `/guide/${group}-${i}` }));
  return [
    { text: 'One', items: links('one') },
    { text: 'Two', link: '/guide/two', items: links('two') },
    { text: 'Three', collapsible: false, items: [{ text: 'Inner', items: links('three') }] },
  ];
}
const longCtx = (items: SidebarItem[], path: string) => ({ ...ctx(path), pruned: prunedGroups(items, path) });

describe('prunedGroups', () => {
  it('prunes nothing in a section of at most FULL_SIDEBAR_LINKS links', () => {
    expect(prunedGroups(ITEMS, '/guide/x').size).toBe(0);
    const items = longSection().slice(0, 2);
    expect(flattenSidebar(items).length).toBeLessThanOrEqual(FULL_SIDEBAR_LINKS);
    expect(prunedGroups(items, '/guide/x').size).toBe(0);
  });

  it('prunes the collapsible groups without the page whose parent is drawn in full', () => {
    const items = longSection();
    const names = (path: string) => [...prunedGroups(items, path)].map((g) => g.text);
    expect(names('/guide/one-3')).toEqual(['Two', 'Inner']);
    // A group whose own link is the page is drawn in full.
    expect(names('/guide/two')).toEqual(['One', 'Inner']);
    expect(names('/guide/three-0')).toEqual(['One', 'Two']);
    expect(groupAt(items, '2.0')?.text).toBe('Inner');
    expect(groupAt(items, '0.4')).toBeUndefined();
  });
});

describe('a long section', () => {
  it('draws far groups closed, with their first page and their position, and the page’s group in full', () => {
    const items = longSection();
    const ul = document.createElement('ul');
    ul.innerHTML = sidebarListHtml(items, longCtx(items, '/guide/one-3'));
    expect(details(ul)).toEqual(['One:true', 'Two:false', 'Inner:false']);
    expect(ul.querySelectorAll('a')).toHaveLength(60 + 1 + 1 + 1);
    const pruned = [...ul.querySelectorAll<HTMLElement>('ul[data-pruned]')].map((l) => `${l.dataset.pruned} ${l.textContent}`);
    expect(pruned).toEqual(['1 two 0', '2.0 three 0']);
    // The linked group keeps its link beside the toggle.
    expect(ul.querySelector('.q-sidebar__group--linked > a')?.getAttribute('href')).toBe('/docs/guide/two');
    expect(current(ul)).toEqual(['/docs/guide/one-3 q-sidebar__link q-sidebar__link--active']);
  });

  it('draws a pruned group’s entries when it opens, and the groups a navigation moves into, as a full drawing would', () => {
    const items = longSection();
    const ul = document.createElement('ul');
    ul.innerHTML = sidebarListHtml(items, longCtx(items, '/guide/one-3'));
    const [, two, inner] = ul.querySelectorAll('details');
    two.open = true;
    fillPruned(ul, items, ctx('/guide/one-3'));
    expect(two.querySelectorAll('a')).toHaveLength(60);
    expect(two.querySelector('ul[data-pruned]')).toBeNull();
    expect(two.innerHTML).toBe(full('/guide/one-3').querySelectorAll('details')[1].innerHTML);
    // Opened or not, the group of the page the reader moves to is drawn, then marked.
    fillPruned(ul, items, ctx('/guide/three-7'));
    markCurrent(ul, currentHrefs(items, ctx('/guide/three-7')));
    expect(inner.querySelectorAll('a')).toHaveLength(60);
    expect(inner.open).toBe(true);
    expect(current(ul)).toEqual(['/docs/guide/three-7 q-sidebar__link q-sidebar__link--active']);
    expect(ul.querySelectorAll('ul[data-pruned]')).toHaveLength(0);
  });
});

describe('a long section on load', () => {
  it('draws the groups the reader opened, as a full drawing would, without reading the closed groups’ entries', () => {
    const items = longSection();
    const ul = document.createElement('ul');
    ul.innerHTML = sidebarListHtml(items, longCtx(items, '/guide/one-3'));
    // Counts what reads the links of the closed group "Inner" (position 2.0).
    let reads = 0;
    const inner = groupAt(items, '2.0');
    for (const entry of inner?.items ?? []) {
      const { link } = entry as { link: string };
      Object.defineProperty(entry, 'link', {
        get: () => {
          reads++;
          return link;
        },
      });
    }
    const [, two] = ul.querySelectorAll('details');
    two.open = true;
    fillOpened(ul, items, ctx('/guide/one-3'));
    expect(two.innerHTML).toBe(full('/guide/one-3').querySelectorAll('details')[1].innerHTML);
    expect([...ul.querySelectorAll<HTMLElement>('ul[data-pruned]')].map((l) => l.dataset.pruned)).toEqual(['2.0']);
    expect(reads).toBe(0);
  });
});

/** The whole list drawn without pruning. */
function full(path: string): HTMLUListElement {
  const ul = document.createElement('ul');
  ul.innerHTML = sidebarListHtml(longSection(), ctx(path));
  return ul;
}

/** One group of `WINDOWED_LIST_ENTRIES + 80` entries: pages `/guide/p<i>`, except an external link at 131 and a divider at 69. */
function longGroup(): [SidebarGroup] {
  const count = WINDOWED_LIST_ENTRIES + 80;
  const entries: SidebarItem[] = Array.from({ length: count }, (_, i) => ({ text: `p${i}`, link: `/guide/p${i}` }));
  entries[131] = { text: 'out', link: 'https://example.com/out' };
  entries[69] = { dividerType: 'solid' };
  return [{ text: 'Long', items: entries }];
}
const texts = (ul: HTMLElement) => [...ul.querySelectorAll('a')].map((a) => a.textContent);

describe('a long list', () => {
  it('draws the entries around the page’s, its first and last, and a named gap for each run left out, linking to the page nearest the window', () => {
    const items = longGroup();
    const ul = document.createElement('ul');
    ul.innerHTML = sidebarListHtml(items, ctx('/guide/p100'));
    const count = WINDOWED_LIST_ENTRIES + 80;
    const gaps = [...ul.querySelectorAll<HTMLElement>('li[data-gap]')].map((g) => `${g.dataset.gap} ${g.className} ${g.textContent}`);
    expect(gaps).toEqual([
      `0:1-${99 - WINDOW_RADIUS} q-sidebar__gap q-sidebar__gap--before p68`,
      `0:${101 + WINDOW_RADIUS}-${count - 2} q-sidebar__gap q-sidebar__gap--after p132`,
    ]);
    expect(ul.querySelectorAll('a')).toHaveLength(1 + 2 * WINDOW_RADIUS + 1 + 1 + 2);
    expect(current(ul)).toEqual(['/docs/guide/p100 q-sidebar__link q-sidebar__link--active']);
  });

  it('puts a gap’s entries in its place when asked, and draws the gap a navigation moves into before marking the page', () => {
    const items = longGroup();
    const ul = document.createElement('ul');
    ul.innerHTML = sidebarListHtml(items, ctx('/guide/p100'));
    fillGap(ul.querySelector<HTMLElement>('li[data-gap]')!, items, ctx('/guide/p100'));
    expect(ul.querySelectorAll('li[data-gap]')).toHaveLength(1);
    fillPruned(ul, items, ctx('/guide/p180'));
    markCurrent(ul, currentHrefs(items, ctx('/guide/p180')));
    expect(ul.querySelectorAll('li[data-gap]')).toHaveLength(0);
    expect(current(ul)).toEqual(['/docs/guide/p180 q-sidebar__link q-sidebar__link--active']);
    expect(texts(ul)).toEqual(flattenSidebar(items).map((l) => l.text));
  });

  it('draws a run of entries whose file is not read yet (a long group read in runs) as a gap, and names that file for the gap', () => {
    const items = longGroup();
    const unread = { text: '', items: [], unread: 'static/sidebar/en.run2.json' };
    items[0].items.fill(unread, 140, 190);
    const ul = document.createElement('ul');
    ul.innerHTML = sidebarListHtml(items, ctx('/guide/p100'));
    const after = ul.querySelector<HTMLElement>('li[data-gap$="-198"]')!;
    fillGap(after, items, ctx('/guide/p100'));
    const gaps = [...ul.querySelectorAll<HTMLElement>('li[data-gap]')];
    expect(gaps.map((g) => `${g.dataset.gap} ${g.textContent}`)).toEqual([`0:1-${99 - WINDOW_RADIUS} p68`, '0:140-189 ']);
    expect(gapUnreadFile(gaps[1], items)).toBe(unread.unread);
    expect(gapUnreadFile(gaps[0], items)).toBeUndefined();
    expect(texts(ul)).toContain('p139');
    expect(texts(ul)).toContain('p190');
    // Once read, the gap draws its entries.
    items[0].items = longGroup()[0].items;
    fillGap(gaps[1], items, ctx('/guide/p100'));
    expect(texts(ul)).toContain('p150');
  });

  it('leaves a list up to the threshold as it was', () => {
    const items: SidebarItem[] = [{ text: 'G', items: longGroup()[0].items.slice(0, WINDOWED_LIST_ENTRIES) }];
    expect(sidebarListHtml(items, ctx('/guide/p100'))).not.toContain('data-gap');
  });
});

/** Ten groups of 1,000 pages each (`/s<g>/p<i>`), as one sidebar for a whole language. */
function tenThousandLinks(): SidebarItem[] {
  return Array.from({ length: 10 }, (_, g) => ({
    text: `Section ${g}`,
    items: Array.from({ length: 1000 }, (_, i) => ({ text: `p${i}`, link: `/s${g}/p${i}` })),
  }));
}

describe('a section of 10,000 links', () => {
  it('costs each page what it draws: after the first page, the links read are the window’s and the closed groups’ first, not the section’s', () => {
    const items = tenThousandLinks();
    const draw = (path: string) => {
      const pageCtx = { ...ctx(path), pruned: prunedGroups(items, path) };
      return { html: sidebarListHtml(items, pageCtx), relative: hasRelativeLinks(items), around: prevNext(items, path) };
    };
    const first = draw('/s4/p500');
    let reads = 0;
    for (const group of items as SidebarGroup[]) {
      for (const entry of group.items) {
        const { link } = entry as { link: string };
        Object.defineProperty(entry, 'link', {
          get: () => {
            reads++;
            return link;
          },
        });
      }
    }
    const next = draw('/s7/p20');
    expect(reads).toBeLessThan(4 * (2 * WINDOW_RADIUS + 20));
    expect(next.around.prev?.link).toBe('/s7/p19');
    expect(next.around.next?.link).toBe('/s7/p21');
    expect(next.relative).toBe(false);
    expect(next.html).toContain('href="/docs/s7/p20" class="q-sidebar__link q-sidebar__link--active" aria-current="page"');
    expect(first.around.prev?.link).toBe('/s4/p499');
  });
});
