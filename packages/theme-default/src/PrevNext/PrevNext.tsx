/**
 * The previous and next pages in the section's sidebar order: as a build wrote them into the page's
 * data (`pageData.prevNext`), so a hydrated first page that has not read its section's sidebar draws
 * them as the server did; else (the dev server, a sidebar of the theme config) from the section's entries.
 */
import { removePathPrefix, usePageData } from '@quire/runtime';
import { Link } from '../components/Link';
import { localizeLink, useSpacePrefix } from '../logic/lang';
import { prevNext } from '../logic/sidebar';
import { useThemeConfig } from '../logic/theme-config';
import { useCurrentSidebar } from '../Sidebar/Sidebar';

export function PrevNext() {
  const prefix = useSpacePrefix();
  const page = usePageData();
  const { texts } = useThemeConfig();
  const items = useCurrentSidebar();
  const path = removePathPrefix(page.routePath, prefix);
  const around = page.prevNext ?? (items && prevNext(items, path));
  if (!around) return null;
  const { prev, next } = around;
  if (!prev && !next) return null;
  return (
    <nav className="q-prev-next" aria-label={texts.paginationText}>
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
