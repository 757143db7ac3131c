/**
 * Click-to-zoom for images in the article (medium-zoom). Images that fail to load are left as
 * plain images with a warning; images are re-scanned when the page (or the article's content) changes.
 * The library is fetched only when the article has an image to zoom, so it is not in the first load.
 */
import { usePageData } from '@quire/runtime';
import type { Zoom } from 'medium-zoom';
import { type RefObject, useEffect } from 'react';

export const ZOOM_OPTIONS = { margin: 0, background: 'var(--q-c-bg)', scrollOffset: 40 } as const;

// medium-zoom's own clone lives outside the article, so every image inside is a candidate
// (the previous page's zoom may still be detaching asynchronously: its class is no signal).
function zoomable(img: HTMLImageElement): boolean {
  return !img.closest('a, .q-no-zoom');
}

export function ImageZoom({ container }: { container: RefObject<HTMLElement | null> }) {
  const page = usePageData();
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    let zoom: Promise<Zoom> | undefined;
    let disposed = false;
    const attach = (img: HTMLImageElement) => {
      zoom ??= import('medium-zoom').then(({ default: mediumZoom }) => mediumZoom({ ...ZOOM_OPTIONS }));
      zoom.then(
        (z) => {
          if (!disposed) z.attach(img);
        },
        (error: unknown) => console.warn('[quire] image zoom unavailable:', error),
      );
    };
    const seen = new WeakSet<HTMLImageElement>();
    const broken = (img: HTMLImageElement) => console.warn(`[quire] image failed to load, zoom disabled: ${img.currentSrc || img.src}`);
    const scan = () => {
      for (const img of root.querySelectorAll('img')) {
        if (seen.has(img) || !zoomable(img)) continue;
        seen.add(img);
        if (img.complete) {
          if (img.naturalWidth > 0) attach(img);
          else broken(img);
          continue;
        }
        img.addEventListener('load', () => attach(img), { once: true });
        img.addEventListener('error', () => broken(img), { once: true });
      }
    };
    scan();
    const observer = new MutationObserver(scan);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      disposed = true;
      zoom?.then(
        (z) => {
          z.detach();
          z.close();
        },
        () => undefined,
      );
    };
  }, [container, page.routePath]);
  return null;
}
