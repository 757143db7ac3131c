/**
 * `multiVersion`: a button naming the current version and a list of the others, each leading to
 * the same page in that version where it exists, else to that version's home.
 */
import { addSpacePrefix, siteSpaceLayout, useLang, useLocation, usePageData, useSiteData, useVersion } from '@quire/runtime';
import { useEffect } from 'react';
import { Link } from '../components/Link';
import { useThemeConfig } from '../logic/theme-config';
import { useHoverPopup } from './useHoverPopup';

export function VersionMenu({ className = '' }: { className?: string }) {
  const site = useSiteData();
  const page = usePageData();
  const lang = useLang();
  const version = useVersion();
  const { texts } = useThemeConfig();
  const { close, rootProps, buttonProps, panelProps } = useHoverPopup();
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);
  if (site.multiVersion.versions.length < 2) return null;
  const layout = siteSpaceLayout(site);
  return (
    <div className={`q-nav__menu q-nav__versions ${className}`.trim()} {...rootProps}>
      <button className="q-nav__link q-nav__menu-button" aria-label={`${texts.versionText}: ${version}`} {...buttonProps}>
        {version}
        <svg className="q-nav__caret" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
      </button>
      <ul className="q-nav__dropdown" {...panelProps}>
        {site.multiVersion.versions.map((v) => {
          const current = v === version;
          const target = current
            ? page.routePath
            : (page.versions?.find((t) => t.version === v)?.routePath ?? addSpacePrefix('/', { version: v, lang }, layout));
          return (
            <li key={v}>
              <Link
                href={target}
                className={`q-nav__dropdown-link${current ? ' q-nav__link--active' : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                {v}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
