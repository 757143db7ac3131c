/**
 * The section's sidebar entries drawn as one HTML string. React puts it in place without a
 * component per entry, and hydration takes the server's copy as it is (`SidebarList.tsx`): on a
 * large section the list is most of a page's elements, and hydrating them one by one was most of
 * a phone's main-thread work. Groups are `<details>`, so they open and close before any script
 * runs, or without one. Every kind of entry is drawn by `itemHtml`. In a long section, the groups
 * far from the page are drawn closed with one entry instead of all of theirs (`pruned-groups.ts`),
 * and a long list only the entries around the page's (`list-window.ts`).
 */
import { escapeHtml, sidebarUnreadPart } from '@quire/shared';
import { EXTERNAL_LINK, linkKind } from '../components/Link';
import { localizeLink } from '../logic/lang';
import { containsActive, flattenSidebar, isActive, isGroup, isLink, normalizedOf } from '../logic/sidebar';
import { sidebarListIndex } from '../logic/sidebar-index';
import type { SidebarGroup, SidebarItem, SidebarLink } from '../logic/theme-config';
import { type EntryRange, gapName, listWindow, WINDOWED_LIST_ENTRIES } from './list-window';
import { entryPosition } from './pruned-groups';

/** Where the list is drawn: the page's path without its language prefix, and how a route becomes an anchor's address. */
export interface SidebarListContext {
  path: string;
  /** The URL prefix of the page's version and language (`useSpacePrefix`). */
  prefix: string;
  hrefOf: (to: string) => string;
  /** Groups drawn closed, with a link to their first page for the entries (`prunedGroups`); none when absent. */
  pruned?: ReadonlySet<SidebarGroup>;
}

function tagHtml(tag: string | undefined): string {
  return tag ? `<span class="q-sidebar__tag">${escapeHtml(tag)}</span>` : '';
}

/** What an anchor to `to` carries as `href` (a route gets the router's address, with the base). */
export function hrefFor(to: string, hrefOf: (to: string) => string): string {
  return linkKind(to) === 'route' ? hrefOf(to) : to;
}

/** An anchor as `Link` draws it: `className` and the current-page mark after the address. */
function anchorHtml(link: string, className: string, inner: string, ctx: SidebarListContext): string {
  const to = localizeLink(link, ctx.prefix);
  const active = isActive(link, ctx.path);
  const href = hrefFor(to, ctx.hrefOf);
  const target = linkKind(to) === 'external' ? ` target="${EXTERNAL_LINK.target}" rel="${EXTERNAL_LINK.rel}"` : '';
  const cls = active ? `${className} q-sidebar__link--active` : className;
  return `<a href="${escapeHtml(href)}"${target} class="${cls}"${active ? ' aria-current="page"' : ''}>${inner}</a>`;
}

/**
 * A pruned group's list: its first page's entry, so a reader without scripts reaches the group
 * (where it is drawn in full), and its position, from which the browser draws the rest.
 */
function prunedBodyHtml(group: SidebarGroup, position: string, ctx: SidebarListContext): string {
  const [first] = sidebarListIndex(group.items).links;
  return `<ul class="q-sidebar__items" data-pruned="${position}">${first ? linkHtml(first, ctx) : ''}</ul>`;
}

function groupHtml(group: SidebarGroup, position: string, ctx: SidebarListContext): string {
  const title = `<span class="q-sidebar__group-text">${escapeHtml(group.text)}</span>${tagHtml(group.tag)}`;
  const pruned = ctx.pruned?.has(group) === true;
  const body = pruned ? prunedBodyHtml(group, position, ctx) : `<ul class="q-sidebar__items">${sidebarListHtml(group.items, ctx, position)}</ul>`;
  const link = group.link === undefined ? '' : anchorHtml(group.link, 'q-sidebar__group-title q-sidebar__group-link', title, ctx);
  if (group.collapsible === false) {
    const header = link || `<span class="q-sidebar__group-title">${title}</span>`;
    return `<li class="q-sidebar__group"><div class="q-sidebar__group-header">${header}</div>${body}</li>`;
  }
  const open = !pruned && (!group.collapsed || containsActive(group, ctx.path)) ? ' open' : '';
  const chevron = '<span class="q-sidebar__chevron" aria-hidden="true"></span>';
  // A linked group's toggle is the chevron beside its link: a link inside `<summary>` would be a
  // control inside a control.
  if (link) {
    const summary = `<summary class="q-sidebar__group-toggle q-sidebar__group-toggle--icon" aria-label="${escapeHtml(group.text)}">${chevron}</summary>`;
    return `<li class="q-sidebar__group q-sidebar__group--linked">${link}<details class="q-sidebar__details"${open}>${summary}${body}</details></li>`;
  }
  const summary = `<summary class="q-sidebar__group-title q-sidebar__group-toggle">${title}${chevron}</summary>`;
  return `<li class="q-sidebar__group"><details class="q-sidebar__details"${open}>${summary}${body}</details></li>`;
}

function linkHtml(item: SidebarLink, ctx: SidebarListContext): string {
  const inner = `<span class="q-sidebar__text">${escapeHtml(item.text)}</span>${tagHtml(item.tag)}`;
  return `<li>${anchorHtml(item.link, 'q-sidebar__link', inner, ctx)}</li>`;
}

/** One entry of any kind, at `position` in the section's tree. */
function itemHtml(item: SidebarItem, position: string, ctx: SidebarListContext): string {
  if (isGroup(item)) return groupHtml(item, position, ctx);
  if (isLink(item)) return linkHtml(item, ctx);
  if ('dividerType' in item) return `<li class="q-sidebar__divider q-sidebar__divider--${item.dividerType}" role="separator"></li>`;
  return `<li class="q-sidebar__section">${escapeHtml(item.sectionHeaderText)}${tagHtml(item.tag)}</li>`;
}

/** Whether an entry is the page at `path` or a group holding it. */
function holdsPage(item: SidebarItem, path: string): boolean {
  return isGroup(item) ? containsActive(item, path) : isLink(item) && isActive(item.link, path);
}

/** Whether one of the entries `from` to `to` of a list is, or holds, the page at `path`. */
export function spanHoldsPage(items: readonly SidebarItem[], { from, to }: EntryRange, path: string): boolean {
  return items.slice(from, to + 1).some((item) => holdsPage(item, path));
}

/** Which side of the page's entry a gap is on: the side its ellipsis is drawn on and its link walks towards. */
type GapSide = 'before' | 'after';

/**
 * The link a gap leads to: the site's page in it nearest the window (any link when it has none), so
 * walking windows reaches every page. Entries are read from the window outwards, only as far as that page.
 */
function gapLink(items: readonly SidebarItem[], { from, to }: EntryRange, side: GapSide): SidebarLink | undefined {
  const step = side === 'before' ? -1 : 1;
  let nearest: SidebarLink | undefined;
  for (let i = side === 'before' ? to : from; i >= from && i <= to; i += step) {
    const item = items[i];
    const links = isGroup(item)
      ? [...(item.link ? [{ text: item.text, link: item.link }] : []), ...sidebarListIndex(item.items).links]
      : isLink(item)
        ? [item]
        : [];
    for (let j = side === 'before' ? links.length - 1 : 0; j >= 0 && j < links.length; j += step) {
      if (linkKind(links[j].link) === 'route') return links[j];
      nearest ??= links[j];
    }
  }
  return nearest;
}

/**
 * Entries a long list leaves out (`list-window.ts`): a link to the page nearest the window, with an
 * ellipsis on the side of the entries not drawn, and the gap's name, from which the browser draws them.
 */
function gapHtml(items: readonly SidebarItem[], span: EntryRange, ctx: SidebarListContext, parent: string, side: GapSide): string {
  const link = gapLink(items, span, side);
  if (!link) {
    // Entries not read yet (a long group's runs): the gap itself takes the keyboard's focus, which draws them (`watch-gaps.ts`).
    return `<li class="q-sidebar__gap q-sidebar__gap--${side}" data-gap="${gapName(parent, span)}" tabindex="0"></li>`;
  }
  const anchor = anchorHtml(link.link, 'q-sidebar__link', `<span class="q-sidebar__text">${escapeHtml(link.text)}</span>`, ctx);
  return `<li class="q-sidebar__gap q-sidebar__gap--${side}" data-gap="${gapName(parent, span)}">${anchor}</li>`;
}

/**
 * The entries `from` to `to` of a list, at their positions in the section's tree (a gap's, when the browser draws it).
 * A run of entries whose file is not read yet (`sidebarUnreadPart`) is a gap, drawn when it is read.
 */
export function entriesHtml(items: readonly SidebarItem[], { from, to }: EntryRange, ctx: SidebarListContext, parent: string): string {
  let html = '';
  for (let i = from; i <= to; i++) {
    if (!sidebarUnreadPart(items[i])) {
      html += itemHtml(items[i], entryPosition(parent, i), ctx);
      continue;
    }
    const start = i;
    while (i < to && sidebarUnreadPart(items[i + 1])) i++;
    // The side of the entries drawn beside it, from which it is read on (`gapUnreadFile`).
    html += gapHtml(items, { from: start, to: i }, ctx, parent, start === from && i < to ? 'before' : 'after');
  }
  return html;
}

/**
 * The entries (`<li>`s) of a list's `<ul>`, with the current page marked and the groups around it
 * open; `parent` is the position of the group whose entries they are (none for the section's). A
 * long list draws the entries around the page's and gaps for the others (`list-window.ts`).
 */
export function sidebarListHtml(items: readonly SidebarItem[], ctx: SidebarListContext, parent = ''): string {
  const current = items.length > WINDOWED_LIST_ENTRIES ? (sidebarListIndex(items).entryAt.get(normalizedOf(ctx.path)) ?? -1) : -1;
  let html = '';
  for (const span of listWindow(items.length, current)) {
    html +=
      span.kind === 'entries' ? entriesHtml(items, span, ctx, parent) : gapHtml(items, span, ctx, parent, span.to < current ? 'before' : 'after');
  }
  return html;
}

/** The `href`s of the entries that are the page at `ctx.path`, as the list writes them. */
export function currentHrefs(items: readonly SidebarItem[], ctx: SidebarListContext): Set<string> {
  const hrefs = new Set<string>();
  for (const { link } of flattenSidebar(items)) {
    if (isActive(link, ctx.path)) hrefs.add(hrefFor(localizeLink(link, ctx.prefix), ctx.hrefOf));
  }
  return hrefs;
}

/** Whether an entry links to a route relative to the page, whose address then changes with the page. */
export function hasRelativeLinks(items: readonly SidebarItem[]): boolean {
  let found = relativeLinks.get(items);
  if (found === undefined) {
    found = sidebarListIndex(items).links.some(({ link }) => linkKind(link) === 'route' && !link.startsWith('/'));
    relativeLinks.set(items, found);
  }
  return found;
}

/** `hasRelativeLinks` of each list asked, as every page of a section asks it of the same list. */
const relativeLinks = new WeakMap<readonly SidebarItem[], boolean>();
