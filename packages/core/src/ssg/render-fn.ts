/** The shape of pre-rendering one page, shared by the renderers, the render cache and the page writer. */
import type { PageData } from '@quire/shared';

/** One rendered path: the app's HTML and the page's data. */
export interface Rendered {
  appHtml: string;
  pageData: PageData;
}

/** Renders one path to app HTML: the server bundle's `render`, or an empty shell when not pre-rendering. */
export type RenderFn = (path: string) => Promise<Rendered>;
