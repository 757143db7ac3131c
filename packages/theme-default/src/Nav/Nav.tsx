/** Top navigation: site title, nav links and menus, language switcher. */
import { removeLangPrefix, addLangPrefix, matchRoute, useLang, usePageData, useSiteData, withBase } from '@quire/runtime';
import { Link } from '../components/Link';
import { localizeLink } from '../logic/lang';
import { type NavGroup, type NavItem, type NavLink, useThemeConfig } from '../logic/theme-config';

function isNavActive(item: NavLink | NavGroup, path: string): boolean {
  if (item.activeMatch) return new RegExp(item.activeMatch).test(path);
  return 'link' in item ? path.startsWith(item.link) : false;
}

function NavMenu({ group, lang, defaultLang }: { group: NavGroup; lang: string; defaultLang: string }) {
  return (
    <details className="q-nav__menu">
      <summary className="q-nav__link">{group.text}</summary>
      <ul className="q-nav__dropdown">
        {group.items.map((item) => (
          <li key={item.link}>
            <Link href={localizeLink(item.link, lang, defaultLang)} className="q-nav__dropdown-link">
              {item.text}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

function NavItems({ items }: { items: NavItem[] }) {
  const site = useSiteData();
  const lang = useLang();
  const page = usePageData();
  const bare = removeLangPrefix(page.routePath, lang, site.lang);
  return (
    <ul className="q-nav__items">
      {items.map((item) => (
        <li key={item.text}>
          {'items' in item ? (
            <NavMenu group={item} lang={lang} defaultLang={site.lang} />
          ) : (
            <Link
              href={localizeLink(item.link, lang, site.lang)}
              className={`q-nav__link${isNavActive(item, bare) ? ' q-nav__link--active' : ''}`}
              aria-current={isNavActive(item, bare) ? 'page' : undefined}
            >
              {item.text}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

function LanguageSwitch() {
  const site = useSiteData();
  const lang = useLang();
  const page = usePageData();
  if (site.locales.length < 2) return null;
  const bare = removeLangPrefix(page.routePath, lang, site.lang);
  return (
    <ul className="q-nav__langs" aria-label="Languages">
      {site.locales
        .filter((l) => l.lang !== lang)
        .map((l) => {
          const twin = addLangPrefix(bare, l.lang, site.lang);
          const target = matchRoute(twin) ? twin : addLangPrefix('/', l.lang, site.lang);
          return (
            <li key={l.lang}>
              <Link href={target} hrefLang={l.lang} lang={l.lang} className="q-nav__link">
                {l.label}
              </Link>
            </li>
          );
        })}
    </ul>
  );
}

export function Nav() {
  const site = useSiteData();
  const lang = useLang();
  const theme = useThemeConfig();
  const home = addLangPrefix('/', lang, site.lang);
  const logo = typeof site.logo === 'string' ? site.logo : site.logo?.light;
  return (
    <header className="q-nav" role="banner">
      <div className="q-nav__inner">
        <Link href={home} className="q-nav__title">
          {logo && <img className="q-nav__logo" src={/^https?:/.test(logo) ? logo : withBase(logo, site.base)} alt="" width={28} height={28} />}
          <span>{site.logoText ?? site.title}</span>
        </Link>
        <nav className="q-nav__main" aria-label="Main">
          <NavItems items={theme.nav} />
        </nav>
        <LanguageSwitch />
      </div>
    </header>
  );
}
