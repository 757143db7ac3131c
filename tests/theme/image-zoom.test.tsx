// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { MemoryRouter } from '@quire/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageContext } from '#runtime/data/context.tsx';
import { ImageZoom } from '#theme-default/ImageZoom/ImageZoom.tsx';
import { pageData } from '../fixtures/render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** An image jsdom considers loaded (or broken, with naturalWidth 0). */
function loaded(img: HTMLImageElement, width: number) {
  Object.defineProperty(img, 'complete', { configurable: true, value: true });
  Object.defineProperty(img, 'naturalWidth', { configurable: true, value: width });
}

function Article({ routePath, images }: { routePath: string; images: string[] }) {
  const ref = useRef<HTMLElement>(null);
  return (
    <PageContext.Provider value={{ page: pageData({ routePath }), loading: false }}>
      <article ref={ref}>
        {images.map((src) => (
          <img key={src} src={src} alt={src} />
        ))}
        <a href="/x">
          <img src="linked.png" alt="linked" />
        </a>
      </article>
      <ImageZoom container={ref} />
    </PageContext.Provider>
  );
}

describe('ImageZoom', () => {
  it('makes loaded article images zoomable, leaves broken ones plain with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container, rerender } = render(
      <MemoryRouter>
        <Article routePath="/guide/a" images={[]} />
      </MemoryRouter>,
    );
    // Images arrive later (new page content): the article is watched.
    rerender(
      <MemoryRouter>
        <Article routePath="/guide/a" images={['ok.png', 'broken.png']} />
      </MemoryRouter>,
    );
    const ok = container.querySelector<HTMLImageElement>('img[alt="ok.png"]') as HTMLImageElement;
    const broken = container.querySelector<HTMLImageElement>('img[alt="broken.png"]') as HTMLImageElement;
    await act(async () => {}); // let the MutationObserver see the new images
    await act(async () => {
      ok.dispatchEvent(new Event('load'));
      broken.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(ok.classList.contains('medium-zoom-image')).toBe(true));
    expect(broken.classList.contains('medium-zoom-image')).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('broken.png'));
    expect(container.querySelector<HTMLImageElement>('img[alt="linked"]')?.classList.contains('medium-zoom-image')).toBe(false);
  });

  it('re-attaches on page change and detaches on unmount', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container, rerender, unmount } = render(
      <MemoryRouter>
        <Article routePath="/guide/a" images={['a.png']} />
      </MemoryRouter>,
    );
    const a = container.querySelector<HTMLImageElement>('img[alt="a.png"]') as HTMLImageElement;
    await act(async () => a.dispatchEvent(new Event('load')));
    await waitFor(() => expect(a.classList.contains('medium-zoom-image')).toBe(true));
    rerender(
      <MemoryRouter>
        <Article routePath="/guide/b" images={['a.png']} />
      </MemoryRouter>,
    );
    // The old zoom detached; the new one waits for the image to load before attaching it.
    await waitFor(() => expect(a.classList.contains('medium-zoom-image')).toBe(false));
    await act(async () => a.dispatchEvent(new Event('load')));
    await waitFor(() => expect(a.classList.contains('medium-zoom-image')).toBe(true));
    // An already loaded image on the next page is attached at once.
    loaded(a, 100);
    rerender(
      <MemoryRouter>
        <Article routePath="/guide/c" images={['a.png']} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(a.classList.contains('medium-zoom-image')).toBe(true));
    unmount();
    await waitFor(() => expect(a.classList.contains('medium-zoom-image')).toBe(false));
    expect(warn).not.toHaveBeenCalled();
  });
});
