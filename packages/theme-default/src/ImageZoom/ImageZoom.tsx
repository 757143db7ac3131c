/**
 * Click-to-zoom for images in the article (medium-zoom). Images that fail to load are left as
 * plain images with a warning; images are re-scanned when the page (or the article's content) changes.
 */
import { usePageData } from '@quire/runtime';
import mediumZoom, { type Zoom } from 'medium-zoom';
import { type RefObject, useEffect } from 'react';

export const ZOOM_OPTIONS = { margin: 0, background: 'var(--q-c-bg)', scrollOffset: 40 } as const;

function zoomable(img: HTMLImageElement): boolean {
  return !img.closest('a, .q-no-zoom') && !img.classList.contains('medium-zoom-image');
}

export function ImageZoom({ container }: { container: RefObject<HTMLElement | null> }) {
  const page = usePageData();
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const zoom: Zoom = mediumZoom({ ...ZOOM_OPTIONS });
    const seen = new WeakSet<HTMLImageElement>();
    const broken = (img: HTMLImageElement) => console.warn(`[quire] image failed to load, zoom disabled: ${img.currentSrc || img.src}`);
    const scan = () => {
      for (const img of root.querySelectorAll('img')) {
        if (seen.has(img) || !zoomable(img)) continue;
        seen.add(img);
        if (img.complete) {
          if (img.naturalWidth > 0) zoom.attach(img);
          else broken(img);
          continue;
        }
        img.addEventListener('load', () => zoom.attach(img), { once: true });
        img.addEventListener('error', () => broken(img), { once: true });
      }
    };
    scan();
    const observer = new MutationObserver(scan);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      zoom.detach();
      zoom.close();
    };
  }, [container, page.routePath]);
  return null;
}
