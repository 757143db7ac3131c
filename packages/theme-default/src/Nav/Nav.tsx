/**
 * Top navigation: banner, site title, nav links and menus (left or right), language switch,
 * theme switch, social links; below 768 px all of it moves into the mobile panel.
 */
import { addPathPrefix, usePageData, useSiteData, withBase } from '@quire/runtime';
import { type ReactNode, useState } from 'react';
import { SearchButton } from '../Search/SearchButton';
import { ThemeToggle } from '../Appearance/ThemeToggle';
import { useAppearance } from '../Appearance/useAppearance';
import { Link } from '../components/Link';
import { useSpacePrefix } from '../logic/lang';
import { useThemeConfig } from '../logic/theme-config';
import { Banner } from './Banner';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileNav } from './MobileNav';
import { parseHideNavbar } from './navbar-scroll';
import { NavItems } from './NavItems';
import { SocialLinks } from './SocialLinks';
import { VersionMenu } from './VersionMenu';
import { useNavbarHidden } from './useNavbarHidden';
import { useTransparentNavbar } from './useTransparentNavbar';

export interface NavProps {
  /** Rendered before the site title (a site theme's widget, for example). */
  beforeTitle?: ReactNode;
}

export function Nav({ beforeTitle }: NavProps = {}) {
  const site = useSiteData();
  const prefix = useSpacePrefix();
  const theme = useThemeConfig();
  const appearance = useAppearance(theme.darkMode);
  const [mobileOpen, setMobileOpen] = useState(false);
  const hideMode = parseHideNavbar(site.themeConfig.hideNavbar);
  const hidden = useNavbarHidden(hideMode, mobileOpen);
  const transparent = useTransparentNavbar(usePageData().pageType === 'home' && !mobileOpen);
  const home = addPathPrefix('/', prefix);
  const logo = typeof site.logo === 'string' ? site.logo : site.logo?.light;
  const left = theme.nav.filter((item) => item.position === 'left');
  const right = theme.nav.filter((item) => item.position !== 'left');
  return (
    <>
      <Banner />
      {/* biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: the navbar is the banner landmark wherever a custom layout puts it. */}
      <header
        className={`q-nav${hideMode === 'always' ? ' q-nav--overlay' : ''}${hidden ? ' q-nav--hidden' : ''}${transparent ? ' q-nav--transparent' : ''}`}
        role="banner"
      >
        <div className="q-nav__inner">
          {beforeTitle}
          <Link href={home} className="q-nav__title">
            {logo && <img className="q-nav__logo" src={/^https?:/.test(logo) ? logo : withBase(logo, site.base)} alt="" width={28} height={28} />}
            <span>{site.logoText ?? site.title}</span>
          </Link>
          <SearchButton />
          <nav className="q-nav__main" aria-label={theme.texts.mainNavigationText}>
            <NavItems items={left} className="q-nav__items--left" />
            <NavItems items={right} className="q-nav__items--right" />
          </nav>
          <div className="q-nav__extras">
            <VersionMenu />
            <LanguageSwitch />
            {theme.darkMode && <ThemeToggle state={appearance} />}
            <SocialLinks />
          </div>
          <MobileNav open={mobileOpen} onOpenChange={setMobileOpen} label={theme.texts.siteNavigationText}>
            <NavItems items={theme.nav} flat className="q-mobile-nav__items" />
            <div className="q-mobile-nav__row">
              <VersionMenu />
              <LanguageSwitch />
              {theme.darkMode && <ThemeToggle state={appearance} />}
            </div>
            <SocialLinks limit={Infinity} className="q-mobile-nav__social" />
          </MobileNav>
        </div>
      </header>
    </>
  );
}
