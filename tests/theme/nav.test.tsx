// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageLabel } from '#theme-default/Nav/LanguageSwitch.tsx';
import { Nav } from '#theme-default/Nav/Nav.tsx';
import { navbarHidden, parseHideNavbar } from '#theme-default/Nav/navbar-scroll.ts';
import { SocialLink } from '#theme-default/Nav/SocialLinks.tsx';
import siteData, { patchThemeConfig } from '../fixtures/site-data';
import { renderWithPage } from '../fixtures/render';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const main = () => screen.getByRole('navigation', { name: 'Main' });

describe('nav items', () => {
  it('marks the active link and keeps left items before right ones', () => {
    renderWithPage(<Nav />, { routePath: '/guide/a' });
    expect(within(main()).getByRole('link', { name: 'Guide' }).getAttribute('aria-current')).toBe('page');
    const left = main().querySelector('.q-nav__items--left')!;
    const right = main().querySelector('.q-nav__items--right')!;
    expect(within(left as HTMLElement).getByRole('button', { name: 'Reference' })).toBeTruthy();
    expect(within(right as HTMLElement).getByRole('link', { name: 'Guide' })).toBeTruthy();
  });

  it('shows tags and marks the current page inside a menu', () => {
    renderWithPage(<Nav />, { routePath: '/guide/b' });
    const item = within(main()).getByRole('link', { name: 'API B New', hidden: true });
    expect(item.getAttribute('aria-current')).toBe('page');
    expect(item.querySelector('.q-nav__tag')?.textContent).toBe('New');
    expect(within(main()).getByRole('button', { name: 'Reference' }).className).toContain('q-nav__link--active');
  });
});

describe('labels', () => {
  it("names the controls with the texts of the page's language", () => {
    renderWithPage(<Nav />, { routePath: '/zh/guide/a', lang: 'zh' });
    expect(screen.getAllByRole('group', { name: '主题' })[0]).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '深色主题' })[0]).toBeTruthy();
    expect(screen.getByRole('button', { name: '站点导航' }).getAttribute('aria-controls')).toBe('q-mobile-nav');
    expect(screen.getByRole('button', { name: '更多社交链接' })).toBeTruthy();
    expect(screen.getByRole('list', { name: '语言' })).toBeTruthy();
  });
});

describe('language switch', () => {
  it("names a language by its themeConfig.locales label when set, else by its site locale's label", () => {
    const zh = { lang: 'zh', label: '简体中文' };
    expect(languageLabel({ locales: [{ lang: 'zh', label: '中文' }] }, zh)).toBe('中文');
    expect(languageLabel({ locales: [{ lang: 'zh' }] }, zh)).toBe('简体中文');
    expect(languageLabel({}, zh)).toBe('简体中文');
  });
});

describe('nav menu', () => {
  it('opens on click, closes on Escape and returns focus to its button', () => {
    renderWithPage(<Nav />);
    const button = within(main()).getByRole('button', { name: 'More' });
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    const link = within(list).getByRole('link', { name: 'Changelog' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('opens with ArrowDown and focuses the first item', () => {
    renderWithPage(<Nav />);
    const button = within(main()).getByRole('button', { name: 'More' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Changelog');
  });

  it('opens on hover and closes 150 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    renderWithPage(<Nav />);
    const button = within(main()).getByRole('button', { name: 'More' });
    const menu = button.parentElement!;
    fireEvent.mouseEnter(menu);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // A click right after hovering keeps it open.
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseLeave(menu);
    act(() => vi.advanceTimersByTime(149));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // Coming back in time cancels the close.
    fireEvent.mouseEnter(menu);
    act(() => vi.advanceTimersByTime(200));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseLeave(menu);
    act(() => vi.advanceTimersByTime(150));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('social links', () => {
  const social = () => document.querySelector('.q-nav__extras .q-social') as HTMLElement;

  it('shows five inline with names and safe external links, the rest in a popup', () => {
    renderWithPage(<Nav />);
    const inline = within(social()).getByRole('list', { name: 'Social links' });
    const links = within(inline).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual(['GitHub', 'X', 'Discord', 'Bluesky', 'example.org']);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
      expect(a.querySelector('svg')).not.toBeNull();
    }
    const more = within(social()).getByRole('button', { name: 'More social links' });
    const popup = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(popup.hidden).toBe(true);
    fireEvent.keyDown(more, { key: 'ArrowDown' });
    expect(popup.hidden).toBe(false);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('wechat');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(popup.hidden).toBe(true);
    expect(document.activeElement).toBe(more);
    fireEvent.mouseEnter(more.parentElement!);
    expect(popup.hidden).toBe(false);
  });

  it('shows text and image content in their own popups', () => {
    renderWithPage(<Nav />);
    fireEvent.click(within(social()).getByRole('button', { name: 'More social links' }));
    const text = within(social()).getByRole('button', { name: 'wechat' });
    fireEvent.click(text);
    expect(document.getElementById(text.getAttribute('aria-controls')!)!.textContent).toBe('quire-docs');
    const img = within(social()).getByRole('button', { name: 'Social link' });
    fireEvent.click(img);
    expect(within(social()).getByRole('img', { name: 'Social link' }).getAttribute('src')).toBe('/qr.png');
  });
  it('renders dom content as HTML in its popup', () => {
    renderWithPage(<SocialLink item={{ icon: 'discord', mode: 'dom', content: '<strong>Join us</strong>' }} />);
    const button = screen.getByRole('button', { name: 'Discord' });
    fireEvent.click(button);
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(false);
    expect(panel.querySelector('strong')?.textContent).toBe('Join us');
  });
});

describe('extras popup (768 to 1279 px)', () => {
  const moreButton = () => screen.getByRole('button', { name: 'More options' });

  it('holds the languages, the theme switch and every social link, drawn only while it is open', () => {
    renderWithPage(<Nav />, { routePath: '/guide/b' });
    const button = moreButton();
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(panel.childElementCount).toBe(0);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByRole('link', { name: '简体中文' })).toBeTruthy();
    expect(within(panel).getByRole('group', { name: 'Theme' })).toBeTruthy();
    // All seven, none behind a second "more" button.
    expect(panel.querySelectorAll('.q-social li')).toHaveLength(7);
    expect(within(panel).queryByRole('button', { name: 'More social links' })).toBeNull();
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes on navigation', () => {
    renderWithPage(<Nav />, { routePath: '/guide/b' });
    fireEvent.click(moreButton());
    fireEvent.click(within(main()).getByRole('link', { name: 'Guide' }));
    expect(moreButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('is left out when the site has none of them', () => {
    const locales = siteData.locales;
    const restore = patchThemeConfig({ darkMode: false, socialLinks: [] });
    siteData.locales = [locales[0]];
    try {
      renderWithPage(<Nav />);
      expect(screen.queryByRole('button', { name: 'More options' })).toBeNull();
    } finally {
      siteData.locales = locales;
      restore();
    }
  });
});

describe('mobile navigation', () => {
  it('opens a panel with everything and closes on route change', () => {
    renderWithPage(<Nav />, { routePath: '/guide/b' });
    const burger = screen.getByRole('button', { name: 'Site navigation' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(burger.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    fireEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByText('Reference')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: '简体中文' })).toBeTruthy();
    expect(within(panel).getByRole('group', { name: 'Theme' })).toBeTruthy();
    expect(within(panel).getAllByRole('link', { name: /GitHub|Discord/ })).toHaveLength(2);
    expect(within(panel).getByRole('button', { name: 'wechat' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('link', { name: 'Guide' }));
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('closes when the window grows to 768 px', () => {
    renderWithPage(<Nav />);
    const burger = screen.getByRole('button', { name: 'Site navigation' });
    fireEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    act(() => {
      window.innerWidth = 767;
      window.dispatchEvent(new Event('resize'));
    });
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    act(() => {
      window.innerWidth = 768;
      window.dispatchEvent(new Event('resize'));
    });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('navbar hiding', () => {
  it('hides going down, shows going up, per mode', () => {
    expect(parseHideNavbar(undefined)).toBe('auto');
    expect(navbarHidden('auto', 100, 300, false)).toBe(true);
    expect(navbarHidden('auto', 300, 200, true)).toBe(false);
    expect(navbarHidden('auto', 0, 40, false)).toBe(false);
    expect(navbarHidden('never', 100, 300, false)).toBe(false);
    expect(navbarHidden('always', 300, 100, false)).toBe(true);
  });

  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  };

  beforeEach(() => scrollTo(0));
  afterEach(() => {
    delete siteData.themeConfig.hideNavbar;
  });

  it('applies scrolling at most every 200 ms', () => {
    vi.useFakeTimers();
    renderWithPage(<Nav />);
    const header = screen.getByRole('banner');
    scrollTo(400);
    act(() => vi.advanceTimersByTime(199));
    expect(header.className).not.toContain('q-nav--hidden');
    act(() => vi.advanceTimersByTime(1));
    expect(header.className).toContain('q-nav--hidden');
    scrollTo(300);
    act(() => vi.advanceTimersByTime(200));
    expect(header.className).not.toContain('q-nav--hidden');
  });

  it('never hides with hideNavbar: never', () => {
    vi.useFakeTimers();
    siteData.themeConfig.hideNavbar = 'never';
    renderWithPage(<Nav />);
    scrollTo(400);
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole('banner').className).not.toContain('q-nav--hidden');
  });

  it('always hides with hideNavbar: always', () => {
    siteData.themeConfig.hideNavbar = 'always';
    renderWithPage(<Nav />);
    expect(screen.getByRole('banner').className).toContain('q-nav--hidden');
    expect(screen.getByRole('banner').className).toContain('q-nav--overlay');
  });
});

describe('banner', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    delete siteData.themeConfig.banner;
  });

  it('shows the banner until dismissed and remembers the dismissal', () => {
    siteData.themeConfig.banner = { text: 'Quire 1.0 is out', link: '/guide/a', storageKey: 'test-banner' };
    renderWithPage(<Nav />);
    const region = screen.getByRole('region', { name: 'Announcement' });
    expect(within(region).getByRole('link', { name: 'Quire 1.0 is out' }).getAttribute('href')).toBe('/guide/a');
    fireEvent.click(within(region).getByRole('button', { name: 'Dismiss banner' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    expect(localStorage.getItem('test-banner')).toBe('true');
    cleanup();
    renderWithPage(<Nav />);
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
  });

  it('renders nothing without a banner', () => {
    renderWithPage(<Nav />);
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
  });
});
