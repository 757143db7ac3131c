import { removeLangPrefix, useLang, usePageData, useSiteData } from '@quire/runtime';
import { Link } from '../components/Link';
import { localizeLink } from '../logic/lang';
import { prevNext } from '../logic/sidebar';
import { useThemeConfig } from '../logic/theme-config';
import { useCurrentSidebar } from '../Sidebar/Sidebar';

export function PrevNext() {
  const site = useSiteData();
  const lang = useLang();
  const page = usePageData();
  const { texts } = useThemeConfig();
  const items = useCurrentSidebar();
  const { prev, next } = prevNext(items, removeLangPrefix(page.routePath, lang, site.lang));
  if (!prev && !next) return null;
  return (
    <nav className="q-prev-next" aria-label={texts.paginationText}>
      {prev ? (
        <Link href={localizeLink(prev.link, lang, site.lang)} className="q-prev-next__link q-prev-next__link--prev">
          <span className="q-prev-next__label">{texts.prevPageText}</span>
          <span className="q-prev-next__title">{prev.text}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link href={localizeLink(next.link, lang, site.lang)} className="q-prev-next__link q-prev-next__link--next">
          <span className="q-prev-next__label">{texts.nextPageText}</span>
          <span className="q-prev-next__title">{next.text}</span>
        </Link>
      )}
    </nav>
  );
}
