/** The shape of pre-rendering one page, shared by the renderers, the render cache and the page writer. */
import type { PageData } from '@quire/shared';

/**
 * One rendered path: the app's HTML and the page's data. The HTML is UTF-8 bytes, outside the
 * JavaScript heap: as a string, a page with one character past Latin-1 takes two bytes a character
 * on the main thread's heap, and the pages in flight outlive the young generation and pile up as garbage.
 */
export interface Rendered {
  appHtml: Uint8Array;
  pageData: PageData;
  /**
   * Hands the memory of `appHtml` back to the renderer for a later page (render threads reuse a
   * few shared buffers); the bytes must not be read after. Absent when the bytes are the page's own.
   */
  release?: () => void;
}

/** Renders one path to app HTML: the server bundle's `render`, or an empty shell when not pre-rendering. */
export type RenderFn = (path: string) => Promise<Rendered>;
