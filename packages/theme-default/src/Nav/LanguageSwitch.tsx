/** Links to the current page in the site's other languages (or their home in the page's version when missing). */
import { addSpacePrefix, type SiteLocale, siteSpaceLayout, useLang, usePageData, useSiteData } from '@quire/runtime';
import { Link } from '../components/Link';
import { useThemeConfig } from '../logic/theme-config';

/** A language's name in the switch: its `themeConfig.locales[i].label` when set, else its site locale's `label`. */
export function languageLabel(themeConfig: Record<string, unknown>, locale: SiteLocale): string {
  const themed = (themeConfig.locales as Array<{ lang: string; label?: string }> | undefined)?.find((l) => l.lang === locale.lang);
  return themed?.label || locale.label;
}

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const site = useSiteData();
  const lang = useLang();
  const page = usePageData();
  const { texts } = useThemeConfig();
  if (site.locales.length < 2) return null;
  return (
    <ul className={`q-nav__langs ${className}`.trim()} aria-label={texts.languagesText}>
      {site.locales
        .filter((l) => l.lang !== lang)
        .map((l) => {
          const twin = page.translations?.find((t) => t.lang === l.lang)?.routePath;
          const target = twin ?? addSpacePrefix('/', { version: page.version, lang: l.lang }, siteSpaceLayout(site));
          return (
            <li key={l.lang}>
              <Link href={target} hrefLang={l.lang} lang={l.lang} className="q-nav__link">
                {languageLabel(site.themeConfig, l)}
              </Link>
            </li>
          );
        })}
    </ul>
  );
}
