/**
 * The previous and next pages in the section's sidebar order: as a build wrote them into the page's
 * data (`pageData.prevNext`), else from the section's entries. A hydrated first page that has not
 * read its section's sidebar keeps the links the server drew, until the page changes.
 */
import { isAppReady, removePathPrefix, usePageData } from '@quire/runtime';
import { useRef, useState } from 'react';
import { Link } from '../components/Link';
import { useRouteLinks } from '../components/use-route-links';
import { localizeLink, useSpacePrefix } from '../logic/lang';
import { prevNext } from '../logic/sidebar';
import { useThemeConfig } from '../logic/theme-config';
import { useCurrentSidebar } from '../Sidebar/Sidebar';

const SERVER_COPY = { __html: '' };

/** Whether the page's HTML holds the links the server drew, while React hydrates it. */
function hasServerCopy(): boolean {
  return typeof document !== 'undefined' && !isAppReady() && document.querySelector('.q-prev-next') !== null;
}

export function PrevNext() {
  const prefix = useSpacePrefix();
  const page = usePageData();
  const { texts } = useThemeConfig();
  const items = useCurrentSidebar();
  const routeLinks = useRouteLinks<HTMLElement>();
  const path = removePathPrefix(page.routePath, prefix);
  // The page whose server-drawn links are kept, worked out once (it reads the document); not again once the page changed.
  const [keptFor] = useState(() => (!items && hasServerCopy() ? path : undefined));
  const left = useRef(false);
  if (keptFor !== path) left.current = true;
  if (keptFor === path && !left.current) {
    return (
      <nav
        key="server"
        className="q-prev-next"
        aria-label={texts.paginationText}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty: hydration keeps the server's HTML of the element.
        dangerouslySetInnerHTML={SERVER_COPY}
        suppressHydrationWarning
        {...routeLinks}
      />
    );
  }
  const around = page.prevNext ?? (items && prevNext(items, path));
  if (!around) return null;
  const { prev, next } = around;
  if (!prev && !next) return null;
  return (
    <nav key="drawn" className="q-prev-next" aria-label={texts.paginationText}>
      {prev ? (
        <Link href={localizeLink(prev.link, prefix)} className="q-prev-next__link q-prev-next__link--prev">
          <span className="q-prev-next__label">{texts.prevPageText}</span>
          <span className="q-prev-next__title">{prev.text}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link href={localizeLink(next.link, prefix)} className="q-prev-next__link q-prev-next__link--next">
          <span className="q-prev-next__label">{texts.nextPageText}</span>
          <span className="q-prev-next__title">{next.text}</span>
        </Link>
      )}
    </nav>
  );
}
