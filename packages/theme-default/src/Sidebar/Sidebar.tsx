/**
 * The left navigation for the current section, chosen by the longest matching prefix. Below 768 px
 * it is a drawer opened by a "Menu" button; the page behind it does not scroll while it is open.
 * Its list of entries is HTML that hydration leaves alone (`SidebarList.tsx`).
 */
import { removePathPrefix, usePageData } from '@quire/runtime';
import { useSpacePrefix } from '../logic/lang';
import { useEffect, useRef, useState } from 'react';
import { isCutOff } from '../components/Tooltip';
import { useTooltipsWithin } from '../components/use-tooltips-within';
import { matchSidebar } from '../logic/sidebar';
import type { SidebarSlots } from '../Layout/slots';
import { type SidebarItem, useThemeConfig } from '../logic/theme-config';
import { isShown, scrollActiveIntoView } from './scroll-active';
import { SidebarList } from './SidebarList';

/** A long title ends in an ellipsis in the narrow sidebar; its tooltip then shows it whole. */
const textOf = (link: HTMLElement) => link.querySelector('.q-sidebar__text');
const TITLE_TOOLTIPS = {
  id: 'q-sidebar-tooltip',
  selector: '.q-sidebar__link',
  content: (link: HTMLElement) => textOf(link)?.textContent,
  showWhen: (link: HTMLElement) => isCutOff(textOf(link)),
};

/**
 * The entries of the page's section; undefined while a hydrated first page has not read its
 * section's sidebar file (`useSidebarRequest`), when the server's drawing of them stays.
 */
export function useCurrentSidebar(): SidebarItem[] | undefined {
  const prefix = useSpacePrefix();
  const page = usePageData();
  const theme = useThemeConfig();
  // A page brings its own section's sidebar (read from the file its page data names).
  if (page.sidebar) return page.sidebar.items as SidebarItem[];
  if (page.sidebarFile) return undefined;
  const bare = removePathPrefix(page.routePath, prefix);
  return matchSidebar(theme.sidebar, bare)?.items ?? [];
}

export function Sidebar({ beforeSidebar, afterSidebar }: SidebarSlots) {
  const prefix = useSpacePrefix();
  const page = usePageData();
  const { texts } = useThemeConfig();
  const items = useCurrentSidebar();
  const [open, setOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const titles = useTooltipsWithin(TITLE_TOOLTIPS);
  const bare = removePathPrefix(page.routePath, prefix);

  // Navigation closes the drawer and brings the new current link into view.
  useEffect(() => {
    setOpen(false);
    // After the group animation has started so the link has its final position. A closed phone
    // drawer is not laid out (see the drawer's CSS); measuring it would lay out every link, so it
    // is scrolled when it opens instead.
    const frame = requestAnimationFrame(() => nav.current && isShown(nav.current) && scrollActiveIntoView(nav.current));
    return () => cancelAnimationFrame(frame);
  }, [page.routePath]);

  useEffect(() => {
    const el = nav.current;
    if (!open || !el) return;
    // Loaded on first open: phones need it, the first load of every page does not.
    let unlock: (() => void) | undefined;
    let closed = false;
    import('body-scroll-lock').then(
      ({ disableBodyScroll, enableBodyScroll }) => {
        if (closed) return;
        disableBodyScroll(el);
        unlock = () => enableBodyScroll(el);
      },
      (error: unknown) => console.warn('[quire] scroll lock unavailable:', error),
    );
    el.focus({ preventScroll: true });
    scrollActiveIntoView(el);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      closed = true;
      unlock?.();
    };
  }, [open]);

  if (items?.length === 0) return null;
  return (
    <>
      <div className="q-sidebar-bar">
        <button
          ref={button}
          type="button"
          className="q-sidebar-bar__menu"
          aria-expanded={open}
          aria-controls="q-sidebar"
          onClick={() => setOpen((o) => !o)}
        >
          <span className="q-sidebar-bar__icon" aria-hidden="true" />
          {texts.menuText}
        </button>
        {/* A portal into the body. */}
        {titles.popup}
      </div>
      {open && <div className="q-sidebar-backdrop" data-testid="sidebar-backdrop" aria-hidden="true" onClick={() => setOpen(false)} />}
      <nav
        ref={nav}
        id="q-sidebar"
        className={`q-sidebar${open ? ' q-sidebar--open' : ''}`}
        aria-label={texts.sidebarNavigationText}
        tabIndex={-1}
        {...titles.handlers}
      >
        {beforeSidebar}
        <SidebarList items={items} sidebarFile={page.sidebarFile} path={bare} prefix={prefix} />
        {afterSidebar}
      </nav>
    </>
  );
}
