/** Chooses the page layout from the page type: doc, doc-wide, home, 404, custom or blank. */
import { Content, usePageData, useRouteLoading } from '@quire/runtime';
import { CopyMarkdown } from '../CopyMarkdown/CopyMarkdown';
import { LocaleRedirect } from '../LocaleRedirect/LocaleRedirect';
import { SearchLauncher } from '../Search/SearchLauncher';
import { type ReactNode, useRef } from 'react';
import { DocFooter } from '../DocFooter/DocFooter';
import { Home } from '../Home/Home';
import { ImageZoom } from '../ImageZoom/ImageZoom';
import { useThemeConfig } from '../logic/theme-config';
import { Nav } from '../Nav/Nav';
import { OldVersionBanner } from '../Nav/VersionMenu';
import { NotFound } from '../NotFound/NotFound';
import { Outline, OutlineDropdown } from '../Outline/Outline';
import { Overview } from '../Overview/Overview';
import { PrevNext } from '../PrevNext/PrevNext';
import { ScrollToTop } from '../ScrollToTop/ScrollToTop';
import { Sidebar } from '../Sidebar/Sidebar';
import { type PageSwitches, usePageSwitches } from './page-switches';

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

function DocLayout({ show, wide = false }: { show: PageSwitches; wide?: boolean }) {
  const page = usePageData();
  const article = useRef<HTMLElement>(null);
  return (
    <div className={`q-doc-layout${show.navbar ? '' : ' q-doc-layout--no-nav'}${wide ? ' q-doc-layout--wide' : ''}`}>
      {show.sidebar && <Sidebar />}
      <main id="q-main" className="q-doc-main" tabIndex={-1}>
        <OldVersionBanner />
        {show.outline && <OutlineDropdown />}
        <div className="q-doc-actions">
          <CopyMarkdown />
        </div>
        <article ref={article} className="q-doc">
          <Content />
          {page.frontmatter.overview === true && <Overview />}
        </article>
        <ImageZoom container={article} />
        {show.footer && (
          <>
            <DocFooter />
            <PrevNext />
          </>
        )}
      </main>
      {/* A page whose outline is empty (an overview, a page without headings) keeps its column, so the sidebar stays where every page has it; a page that turns the outline off, or a wide one, has no such column. */}
      {show.outline && (page.toc.length > 0 ? <Outline /> : <div className="q-outline-space" aria-hidden="true" />)}
      <ScrollToTop />
    </div>
  );
}

export interface LayoutProps {
  /** Rendered before the navbar title: how a site theme adds a widget without forking the navbar. */
  beforeNavTitle?: ReactNode;
}

export function Layout({ beforeNavTitle }: LayoutProps = {}) {
  const page = usePageData();
  const show = usePageSwitches();
  if (page.pageType === 'blank') return <Content />;
  const body =
    page.pageType === 'home' ? (
      <main id="q-main" className={show.navbar ? 'q-landing' : undefined} tabIndex={-1}>
        <Home />
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
      <DocLayout show={{ ...show, sidebar: false, outline: false }} wide />
    ) : (
      <DocLayout show={show} />
    );
  return (
    <>
      <SkipLink />
      <ProgressBar />
      {show.navbar && <Nav beforeTitle={beforeNavTitle} />}
      <SearchLauncher />
      <LocaleRedirect />
      {body}
    </>
  );
}
