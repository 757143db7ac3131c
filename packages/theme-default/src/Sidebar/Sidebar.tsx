/** The left navigation for the current section, chosen by the longest matching prefix. */
import { removeLangPrefix, useLang, usePageData, useSiteData } from '@quire/runtime';
import { Link } from '../components/Link';
import { localizeLink } from '../logic/lang';
import { containsActive, isActive, isGroup, isLink, matchSidebar } from '../logic/sidebar';
import { type SidebarItem, useThemeConfig } from '../logic/theme-config';

function Items({ items, path, lang, defaultLang }: { items: SidebarItem[]; path: string; lang: string; defaultLang: string }) {
  return (
    <ul className="q-sidebar__items">
      {items.map((item, i) => {
        if (isGroup(item)) {
          return (
            <li key={`${item.text}-${i}`} className="q-sidebar__group">
              <details open={!item.collapsed || containsActive(item, path)}>
                <summary className="q-sidebar__group-title">{item.text}</summary>
                <Items items={item.items} path={path} lang={lang} defaultLang={defaultLang} />
              </details>
            </li>
          );
        }
        if (isLink(item)) {
          const active = isActive(item.link, path);
          return (
            <li key={item.link}>
              <Link
                href={localizeLink(item.link, lang, defaultLang)}
                className={`q-sidebar__link${active ? ' q-sidebar__link--active' : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                {item.text}
              </Link>
            </li>
          );
        }
        if ('dividerType' in item) return <li key={`d-${i}`} className={`q-sidebar__divider q-sidebar__divider--${item.dividerType}`} role="separator" />;
        return (
          <li key={`h-${i}`} className="q-sidebar__section">
            {item.sectionHeaderText}
          </li>
        );
      })}
    </ul>
  );
}

export function useCurrentSidebar(): SidebarItem[] {
  const site = useSiteData();
  const lang = useLang();
  const page = usePageData();
  const theme = useThemeConfig();
  const bare = removeLangPrefix(page.routePath, lang, site.lang);
  return matchSidebar(theme.sidebar, bare)?.items ?? [];
}

export function Sidebar() {
  const site = useSiteData();
  const lang = useLang();
  const page = usePageData();
  const items = useCurrentSidebar();
  if (!items.length) return null;
  const bare = removeLangPrefix(page.routePath, lang, site.lang);
  return (
    <nav className="q-sidebar" aria-label="Sidebar">
      <Items items={items} path={bare} lang={lang} defaultLang={site.lang} />
    </nav>
  );
}
