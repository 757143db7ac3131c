// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hero } from '../../theme/Hero/Hero';
import { STAR_REACH, STARS, starCentre, starOffset, starSize } from '../../theme/Hero/stars';
import { SiteHero } from '../../theme/SiteHero/SiteHero';
import { renderWithPage } from '../fixtures/render';
import { useLocation } from '@quire/runtime';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const noop = () => {};

// jsdom has no PointerEvent; without it fireEvent.pointerMove drops clientX / clientY.
if (typeof window !== 'undefined' && !window.PointerEvent) {
  (window as unknown as { PointerEvent: typeof MouseEvent }).PointerEvent = class extends MouseEvent {};
}

describe('Hero', () => {
  it('uses the documented defaults', () => {
    const { container } = renderWithPage(<Hero title="Rspack" logoUrl="/logo.svg" onClickGetStarted={noop} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rspack');
    expect(screen.getByText('The fast Rust-based web bundler')).toBeTruthy();
    expect(screen.getByText('Seamlessly replace webpack with compatible API')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Learn More' })).toBeTruthy();
    // showStars defaults to false, showOvalBg to true.
    expect(screen.queryAllByTestId('hero-star')).toHaveLength(0);
    expect(screen.getByTestId('hero-oval')).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/logo.svg');
  });

  it('hides the oval and uses given texts', () => {
    renderWithPage(
      <Hero
        title="T"
        subTitle="S"
        description="D"
        getStartedButtonText="Go"
        learnMoreButtonText="More"
        showOvalBg={false}
        logoUrl="/x.svg"
        onClickGetStarted={noop}
      />,
    );
    expect(screen.queryByTestId('hero-oval')).toBeNull();
    for (const text of ['S', 'D']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More' })).toBeTruthy();
  });

  it('calls the handlers; with githubURL the secondary action is a new-tab link instead', () => {
    const start = vi.fn();
    const learn = vi.fn();
    const { unmount } = renderWithPage(<Hero title="T" onClickGetStarted={start} onClickLearnMore={learn} />);
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    fireEvent.click(screen.getByRole('button', { name: 'Learn More' }));
    expect(start).toHaveBeenCalledTimes(1);
    expect(learn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link')).toBeNull();
    unmount();

    renderWithPage(<Hero title="T" onClickGetStarted={start} onClickLearnMore={learn} githubURL="https://github.com/web-infra-dev/rspack" />);
    const link = screen.getByRole('link', { name: 'Learn More' });
    expect(link.getAttribute('href')).toBe('https://github.com/web-infra-dev/rspack');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('button', { name: 'Learn More' })).toBeNull();
    fireEvent.click(link);
    expect(learn).toHaveBeenCalledTimes(1);
  });

  it('makes an action with a link an anchor that navigates in the app and still calls its handler', () => {
    const start = vi.fn();
    renderWithPage(
      <>
        <Hero title="T" getStartedLink="/guide/start/" learnMoreLink="/guide/start/quick-start" onClickGetStarted={start} />
        <Where />
      </>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    const primary = screen.getByRole('link', { name: 'Get Started' });
    expect(primary.getAttribute('href')).toBe('/guide/start/');
    expect(screen.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/guide/start/quick-start');
    expect(fireEvent.click(primary)).toBe(false);
    expect(start).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where').textContent).toBe('/guide/start/');
    // A modified click is the browser's (a new tab): the app leaves it alone (jsdom cannot open tabs, so the test stops it after).
    let leftToBrowser = false;
    const stop = (e: Event) => {
      leftToBrowser = !e.defaultPrevented;
      e.preventDefault();
    };
    document.addEventListener('click', stop);
    fireEvent.click(screen.getByRole('link', { name: 'Learn More' }), { ctrlKey: true });
    document.removeEventListener('click', stop);
    expect(leftToBrowser).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/guide/start/');
  });

  it('draws 35 stars, star i being i / 20 + 3 px, at the same places every render', () => {
    const { unmount } = renderWithPage(<Hero title="T" showStars onClickGetStarted={noop} />);
    const stars = screen.getAllByTestId('hero-star');
    expect(stars).toHaveLength(35);
    stars.forEach((star, i) => {
      expect(star.style.width).toBe(`${i / 20 + 3}px`);
      expect(star.style.height).toBe(`${i / 20 + 3}px`);
    });
    expect(stars[0].style.width).toBe('3px');
    expect(stars[34].style.width).toBe('4.7px');
    const first = stars.map((s) => `${s.style.left},${s.style.top}`);
    expect(new Set(first).size).toBe(35);
    unmount();
    renderWithPage(<Hero title="T" showStars onClickGetStarted={noop} />);
    expect(screen.getAllByTestId('hero-star').map((s) => `${s.style.left},${s.style.top}`)).toEqual(first);
  });

  it('moves the stars near the pointer toward it and leaves far ones at rest', () => {
    const box = { left: 10, top: 20, width: 1000, height: 500 };
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      ...box,
      right: 1010,
      bottom: 520,
      x: 10,
      y: 20,
      toJSON() {},
    } as DOMRect);
    const { container } = renderWithPage(<Hero title="T" showStars onClickGetStarted={noop} />);
    const section = container.querySelector('.rs-hero') as HTMLElement;
    const stars = screen.getAllByTestId('hero-star');
    const centre = starCentre(STARS[0], box);

    const shift = (el: HTMLElement) => el.style.transform.match(/-?[\d.]+/g)!.map(Number);
    const pointer = { x: centre.x + 30, y: centre.y + 40 };
    fireEvent.pointerMove(section, { clientX: pointer.x, clientY: pointer.y });
    // 50 px away: pulled 0.3 × (1 − 50/100) = 15 % of the way.
    expect(shift(stars[0])).toEqual([4.5, 6]);
    stars.forEach((el, i) => {
      const expected = starOffset(starCentre(STARS[i], box), pointer);
      expect(shift(el)[0]).toBeCloseTo(expected.x, 2);
      expect(shift(el)[1]).toBeCloseTo(expected.y, 2);
    });

    fireEvent.pointerMove(section, { clientX: centre.x + 60, clientY: centre.y + 80 });
    expect(stars[0].style.transform).toBe('translate(0px, 0px)');

    fireEvent.pointerMove(section, { clientX: centre.x - 10, clientY: centre.y });
    const [x, y] = shift(stars[0]);
    expect(x).toBeLessThan(0);
    expect(x).toBeCloseTo(-10 * 0.3 * 0.9, 2);
    expect(y).toBe(0);
    fireEvent.pointerLeave(section);
    expect(stars[0].style.transform).toBe('translate(0px, 0px)');
  });
});

describe('starOffset', () => {
  const star = { x: 100, y: 100 };
  it('shifts toward the pointer within the reach, more when closer', () => {
    const near = starOffset(star, { x: 110, y: 100 });
    const mid = starOffset(star, { x: 150, y: 100 });
    expect(near.x).toBeGreaterThan(0);
    expect(near.y).toBe(0);
    // 50 px away: pulled 0.3 × (1 − 50/100) = 15 % of the 50 px.
    expect(mid).toEqual({ x: 7.5, y: 0 });
    const left = starOffset(star, { x: 40, y: 20 });
    expect(left).toEqual({ x: 0, y: 0 });
    const up = starOffset(star, { x: 100, y: 40 });
    expect(up.y).toBeLessThan(0);
    // Never overshoots the pointer.
    expect(Math.abs(starOffset(star, { x: 101, y: 100 }).x)).toBeLessThan(1);
  });

  it('is zero at exactly the reach and beyond', () => {
    expect(starOffset(star, { x: 100 + STAR_REACH, y: 100 })).toEqual({ x: 0, y: 0 });
    expect(starOffset(star, { x: 160, y: 180 })).toEqual({ x: 0, y: 0 });
    expect(starOffset(star, { x: 100 + STAR_REACH - 0.5, y: 100 }).x).toBeGreaterThan(0);
    expect(starOffset(star, { x: 1000, y: -400 })).toEqual({ x: 0, y: 0 });
  });

  it('sizes stars linearly', () => {
    expect([0, 1, 20, 34].map(starSize)).toEqual([3, 3.05, 4, 4.7]);
  });
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe('SiteHero', () => {
  const page = (routePath: string, lang: string) =>
    renderWithPage(
      <>
        <SiteHero />
        <Where />
      </>,
      { routePath, lang, pageType: 'home' },
    );

  it('shows the English texts and navigates to the introduction and quick start', () => {
    page('/', 'en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rsbuild');
    expect(screen.getByText('The Rspack Powered Build Tool')).toBeTruthy();
    expect(screen.getByText('Build your web application instantly')).toBeTruthy();
    expect(screen.getAllByTestId('hero-star')).toHaveLength(35);
    expect(screen.getByRole('link', { name: 'Introduction' }).getAttribute('href')).toBe('/guide/start/');
    fireEvent.click(screen.getByRole('link', { name: 'Introduction' }));
    expect(screen.getByTestId('where').textContent).toBe('/guide/start/');
    fireEvent.click(screen.getByRole('link', { name: 'Quick start' }));
    expect(screen.getByTestId('where').textContent).toBe('/guide/start/quick-start');
  });

  it('uses the Chinese labels and /zh links on Chinese pages', () => {
    page('/zh/', 'zh');
    expect(screen.getByText('由 Rspack 驱动的构建工具')).toBeTruthy();
    expect(screen.getByText('在瞬息之间构建你的 web 应用')).toBeTruthy();
    expect(screen.getByRole('link', { name: '快速上手' }).getAttribute('href')).toBe('/zh/guide/start/quick-start');
    fireEvent.click(screen.getByRole('link', { name: '介绍' }));
    expect(screen.getByTestId('where').textContent).toBe('/zh/guide/start/');
    fireEvent.click(screen.getByRole('link', { name: '快速上手' }));
    expect(screen.getByTestId('where').textContent).toBe('/zh/guide/start/quick-start');
  });
});
