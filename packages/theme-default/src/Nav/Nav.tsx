/**
 * Top navigation: banner, site title, nav links and menus (left or right), language switch,
 * theme switch, social links; below 1280 px the last four move into a popup (`NavMore`), and below
 * 768 px all of it moves into the mobile panel.
 */
import { usePageData, useSiteData } from '@quire/runtime';
import { Banner, LanguageSwitch, NavTitle, SearchButton, SocialLinks, ThemeToggle, VersionMenu } from '@theme';
import { useState } from 'react';
import { useAppearance } from '../Appearance/useAppearance';
import type { NavSlots } from '../Layout/slots';
import { useThemeConfig } from '../logic/theme-config';
import { MobileNav } from './MobileNav';
import { NavMore } from './NavMore';
import { parseHideNavbar } from './navbar-scroll';
import { NavItems } from './NavItems';
import { useNavbarHidden } from './useNavbarHidden';
import { useTransparentNavbar } from './useTransparentNavbar';

export type NavProps = NavSlots;

// Its parts come through `@theme`, so a site theme that exports its own `NavTitle` or `SocialLinks` changes them here.
export function Nav({ beforeNavTitle, navTitle, afterNavTitle, beforeNavMenu, afterNavMenu }: NavProps) {
  const site = useSiteData();
  const theme = useThemeConfig();
  const appearance = useAppearance(theme.darkMode);
  const [mobileOpen, setMobileOpen] = useState(false);
  const hideMode = parseHideNavbar(site.themeConfig.hideNavbar);
  const hidden = useNavbarHidden(hideMode, mobileOpen);
  const transparent = useTransparentNavbar(usePageData().pageType === 'home' && !mobileOpen);
  const left = theme.nav.filter((item) => item.position === 'left');
  const right = theme.nav.filter((item) => item.position !== 'left');
  const hasExtras = site.multiVersion.versions.length > 1 || site.locales.length > 1 || theme.darkMode || theme.socialLinks.length > 0;
  // The same extras inline from 1280 px and in the popup below it, where every social link has room.
  const extras = (socialLimit?: number) => (
    <>
      <VersionMenu />
      <LanguageSwitch />
      {theme.darkMode && <ThemeToggle state={appearance} />}
      <SocialLinks limit={socialLimit} />
    </>
  );
  return (
    <>
      <Banner />
      {/* biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: the navbar is the banner landmark wherever a custom layout puts it. */}
      <header
        className={`q-nav${hideMode === 'always' ? ' q-nav--overlay' : ''}${hidden ? ' q-nav--hidden' : ''}${transparent ? ' q-nav--transparent' : ''}`}
        role="banner"
      >
        <div className="q-nav__inner">
          {beforeNavTitle}
          {navTitle ?? <NavTitle />}
          {afterNavTitle}
          <SearchButton />
          {beforeNavMenu}
          <nav className="q-nav__main" aria-label={theme.texts.mainNavigationText}>
            <NavItems items={left} className="q-nav__items--left" />
            <NavItems items={right} className="q-nav__items--right" />
          </nav>
          {afterNavMenu}
          <div className="q-nav__extras">{extras()}</div>
          {hasExtras && <NavMore>{extras(Infinity)}</NavMore>}
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
