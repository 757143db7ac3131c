/** The home page's closing band: a few links and the license line. */
import { addLangPrefix, useLang, useSiteData } from '@quire/runtime';
import { Link } from '@quire/theme-default';
import './HomeFooter.css';

export const GITHUB_URL = 'https://github.com/web-infra-dev/rsbuild';

const TEXTS = {
  en: {
    label: 'Site footer',
    guide: 'Guide',
    config: 'Config',
    github: 'GitHub',
    license: 'Rsbuild is open source and free to use under the MIT license.',
  },
  zh: {
    label: '页脚',
    guide: '指南',
    config: '配置',
    github: 'GitHub',
    license: 'Rsbuild 以 MIT 许可证开源，可免费使用。',
  },
} as const;

export function HomeFooter() {
  const lang = useLang();
  const site = useSiteData();
  const t = lang === 'zh' ? TEXTS.zh : TEXTS.en;
  const local = (link: string) => addLangPrefix(link, lang, site.lang);
  return (
    <footer className="rs-home-footer">
      <nav className="rs-home-footer__links" aria-label={t.label}>
        <Link className="rs-home-footer__link" href={local('/guide/start/')}>
          {t.guide}
        </Link>
        <Link className="rs-home-footer__link" href={local('/config/')}>
          {t.config}
        </Link>
        <Link className="rs-home-footer__link" href={GITHUB_URL}>
          {t.github}
        </Link>
      </nav>
      <p className="rs-home-footer__license">{t.license}</p>
    </footer>
  );
}
