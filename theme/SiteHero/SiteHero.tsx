/** The Rsbuild home page's hero: the reusable `Hero` with the site's texts in the page language. */
import { addLangPrefix, useLang, useSiteData } from '@quire/runtime';
import { assetUrl } from '../assets/assets';
import { Hero } from '../Hero/Hero';

export const SITE_HERO = {
  title: 'Rsbuild',
  logo: 'logo.svg',
  primaryLink: '/guide/start/',
  secondaryLink: '/guide/start/quick-start',
  en: {
    subTitle: 'The Rspack Powered Build Tool',
    description: 'Build your web application instantly',
    primary: 'Introduction',
    secondary: 'Quick start',
  },
  zh: {
    subTitle: '由 Rspack 驱动的构建工具',
    description: '在瞬息之间构建你的 web 应用',
    primary: '介绍',
    secondary: '快速上手',
  },
} as const;

export function SiteHero() {
  const lang = useLang();
  const site = useSiteData();
  const t = lang === 'zh' ? SITE_HERO.zh : SITE_HERO.en;
  return (
    <Hero
      showStars
      title={SITE_HERO.title}
      logoUrl={assetUrl(SITE_HERO.logo, site.base)}
      subTitle={t.subTitle}
      description={t.description}
      getStartedButtonText={t.primary}
      learnMoreButtonText={t.secondary}
      getStartedLink={addLangPrefix(SITE_HERO.primaryLink, lang, site.lang)}
      learnMoreLink={addLangPrefix(SITE_HERO.secondaryLink, lang, site.lang)}
    />
  );
}
