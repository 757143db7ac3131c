/**
 * With `localeRedirect: 'auto'`: once per browser, send a first-time visitor to the same page
 * in the language their browser asks for. Crawlers are left where they are.
 */
import { addLangPrefix, useNavigate, usePageData, useSiteData } from '@quire/runtime';
import { useEffect } from 'react';
import { isBot, preferredLocale, VISITED_KEY } from './locale-redirect';

export function LocaleRedirect() {
  const site = useSiteData();
  const page = usePageData();
  const navigate = useNavigate();
  useEffect(() => {
    if (site.themeConfig.localeRedirect !== 'auto') return;
    try {
      if (localStorage.getItem(VISITED_KEY) || isBot(navigator.userAgent)) return;
      localStorage.setItem(VISITED_KEY, 'true');
    } catch {
      return; // storage blocked: never redirect rather than redirect on every visit
    }
    const langs = site.locales.map((l) => l.lang);
    const wanted = preferredLocale(navigator.languages?.length ? navigator.languages : [navigator.language], langs);
    if (!wanted || wanted === page.lang) return;
    const twin = page.translations?.find((t) => t.lang === wanted)?.routePath;
    navigate(twin ?? addLangPrefix('/', wanted, site.lang), { replace: true });
    // Only the first page of the visit decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
