// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HomeFeatures } from '#theme-default/Home/Home.tsx';
import { featureIcon } from '#theme-default/Home/feature-icon.ts';
import { renderWithPage } from '../fixtures/render';

afterEach(cleanup);

describe('featureIcon', () => {
  it('loads paths and URLs as images and draws anything else as text', () => {
    expect(featureIcon('/features/speed.svg')).toEqual({ kind: 'image', src: '/features/speed.svg' });
    expect(featureIcon('https://example.com/a.png')).toEqual({ kind: 'image', src: 'https://example.com/a.png' });
    expect(featureIcon('🚀')).toEqual({ kind: 'text', text: '🚀' });
    expect(featureIcon('speed.svg')).toEqual({ kind: 'text', text: 'speed.svg' });
  });
});

describe('HomeFeatures', () => {
  it('draws an image icon as a decorative <img> and an emoji as text', () => {
    const { container } = renderWithPage(
      <HomeFeatures
        features={[
          { icon: '/features/speed.svg', title: 'Fast' },
          { icon: '🚀', title: 'Emoji' },
        ]}
      />,
      { pageType: 'home', routePath: '/' },
    );
    const icons = [...container.querySelectorAll('.q-feature__icon')];
    expect(icons.map((i) => i.getAttribute('aria-hidden'))).toEqual(['true', 'true']);
    const img = icons[0].querySelector('img');
    expect([img?.getAttribute('src'), img?.getAttribute('alt')]).toEqual(['/features/speed.svg', '']);
    expect(icons[1].textContent).toBe('🚀');
    expect(icons[1].querySelector('img')).toBeNull();
  });
});
