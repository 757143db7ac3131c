/**
 * The server renderer's side of unbundled pages: the render thread sets where each page's body
 * comes from (it arrives with the render request), and the generated route table of the server
 * bundle loads such a page through `loadStandalonePage`. Never part of the browser bundle (it
 * compiles code with `new Function`, which the site's content security policy would refuse).
 */
import type { PageBody } from './shared/standalone-page';
import type { PageData, PageModule } from './shared/types';
import { runPage } from './standalone-page';

export interface StandalonePageSource {
  body: string;
  pageData: PageData;
}

let source: ((key: string) => StandalonePageSource | undefined) | undefined;

export function setPageSource(find: (key: string) => StandalonePageSource | undefined): void {
  source = find;
}

export async function loadStandalonePage(key: string): Promise<PageModule> {
  const page = source?.(key);
  if (!page) throw new Error(`[quire] the renderer was given no code for page ${key}`);
  return runPage(new Function(page.body) as PageBody, page.pageData);
}
