/**
 * Chooses the page layout from the page type: doc, doc-wide, home, 404, custom or blank. Every
 * part comes through `@theme`, the site's theme module, so a component the site's theme exports
 * under a part's name (`Outline`, `DocFooter`…) replaces that part wherever the layout draws it;
 * the slots (`LayoutSlots`) add content around the parts without replacing any.
 */
import { Content, usePageData, useRouteLoading } from '@quire/runtime';
import {
  CopyMarkdown,
  DocFooter,
  Footer,
  Home,
  ImageZoom,
  LocaleRedirect,
  Nav,
  OldVersionBanner,
  NotFound,
  Outline,
  OutlineDropdown,
  Overview,
  PrevNext,
  ScrollToTop,
  SearchLauncher,
  Sidebar,
} from '@theme';
import { useRef } from 'react';
import { useThemeConfig } from '../logic/theme-config';
import { useCurrentSidebar } from '../Sidebar/Sidebar';
import { type PageSwitches, usePageSwitches } from './page-switches';
import type { DocSlots, LayoutSlots } from './slots';

export type { DocSlots, HomeSlots, LayoutSlots, NavSlots, OutlineSlots, SidebarSlots } from './slots';

function ProgressBar() {
  const loading = useRouteLoading();
  const { texts } = useThemeConfig();
  // The bar's CSS waits 200 ms before showing, so quick navigations never flash it.
  return loading ? <div className="q-progress" role="progressbar" aria-label={texts.loadingPageText} /> : null;
}

function SkipLink() {
  const { texts } = useThemeConfig();
  return (
    <a className="q-skip-link" href="#q-main">
      {texts.skipToContentText}
    </a>
  );
}

interface DocLayoutProps {
  show: PageSwitches;
  wide?: boolean;
  slots: DocSlots;
}

/**
 * The layout's classes name the columns it will have, so the grid draws them before the browser
 * has parsed the outline after a long page: the content column never moves sideways while loading.
 */
function docLayoutClass(show: PageSwitches, sidebarItems: unknown[] | undefined, wide: boolean): string {
  const classes = ['q-doc-layout'];
  if (!show.navbar) classes.push('q-doc-layout--no-nav');
  if (wide) classes.push('q-doc-layout--wide');
  // Undefined items: the section's sidebar file is still being read, and the server's drawing stays.
  if (!show.sidebar || sidebarItems?.length === 0) classes.push('q-doc-layout--no-sidebar');
  if (!show.outline) classes.push('q-doc-layout--no-outline');
  return classes.join(' ');
}

function DocLayout({ show, wide = false, slots }: DocLayoutProps) {
  const page = usePageData();
  const sidebarItems = useCurrentSidebar();
  const article = useRef<HTMLElement>(null);
  const outlineSlots = { beforeOutline: slots.beforeOutline, afterOutline: slots.afterOutline };
  return (
    <div className={docLayoutClass(show, sidebarItems, wide)}>
      {show.sidebar && <Sidebar beforeSidebar={slots.beforeSidebar} afterSidebar={slots.afterSidebar} />}
      <main id="q-main" className="q-doc-main" tabIndex={-1}>
        <OldVersionBanner />
        {slots.beforeDoc}
        {show.outline && <OutlineDropdown />}
        <div className="q-doc-actions">
          <CopyMarkdown />
        </div>
        <article ref={article} className="q-doc">
          {slots.beforeDocContent}
          <Content />
          {page.frontmatter.overview === true && <Overview />}
          {slots.afterDocContent}
        </article>
        <ImageZoom container={article} />
        {show.footer && (
          <>
            {slots.beforeDocFooter}
            <DocFooter />
            {slots.afterDocFooter}
            <PrevNext />
          </>
        )}
        {slots.afterDoc}
      </main>
      {/* A page whose outline is empty (an overview, a page without headings) keeps its column, so the sidebar stays where every page has it; a page that turns the outline off, or a wide one, has no such column. */}
      {show.outline &&
        (page.toc.length > 0 ? (
          <Outline {...outlineSlots} />
        ) : (
          <div className="q-outline-space" aria-hidden={slots.beforeOutline || slots.afterOutline ? undefined : true}>
            {slots.beforeOutline}
            {slots.afterOutline}
          </div>
        ))}
      <ScrollToTop />
    </div>
  );
}

export type LayoutProps = LayoutSlots;

export function Layout(slots: LayoutProps) {
  const page = usePageData();
  const show = usePageSwitches();
  if (page.pageType === 'blank') return <Content />;
  const { beforeHero, afterHero, beforeFeatures, afterFeatures } = slots;
  const body =
    page.pageType === 'home' ? (
      <main id="q-main" className={show.navbar ? 'q-landing' : undefined} tabIndex={-1}>
        <Home beforeHero={beforeHero} afterHero={afterHero} beforeFeatures={beforeFeatures} afterFeatures={afterFeatures} />
      </main>
    ) : page.pageType === '404' ? (
      <main id="q-main" tabIndex={-1}>
        <NotFound />
      </main>
    ) : page.pageType === 'custom' ? (
      <main id="q-main" tabIndex={-1}>
        <Content />
      </main>
    ) : page.pageType === 'doc-wide' ? (
      // Rspress's wide doc page: no sidebar and no outline, the content as wide as the window.
      <DocLayout show={{ ...show, sidebar: false, outline: false }} wide slots={slots} />
    ) : (
      <DocLayout show={show} slots={slots} />
    );
  return (
    <>
      <SkipLink />
      {slots.top}
      <ProgressBar />
      {show.navbar && (
        <>
          {slots.beforeNav}
          <Nav
            beforeNavTitle={slots.beforeNavTitle}
            navTitle={slots.navTitle}
            afterNavTitle={slots.afterNavTitle}
            beforeNavMenu={slots.beforeNavMenu}
            afterNavMenu={slots.afterNavMenu}
          />
          {slots.afterNav}
        </>
      )}
      <SearchLauncher />
      <LocaleRedirect />
      {body}
      <Footer />
      {slots.bottom}
    </>
  );
}
