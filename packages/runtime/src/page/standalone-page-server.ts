/**
 * The server renderer's side of unbundled pages: the render thread sets where each page's script
 * comes from (it reads the script the build wrote for the browser), and the generated route table
 * of the server bundle loads such a page through `loadStandalonePage`, which runs that script as
 * the browser does. Never part of the browser bundle (it compiles code with `new Function`, which
 * the site's content security policy would refuse).
 */
import { PAGE_QUEUE, type QueuedPage } from '@quire/shared/standalone-page';
import type { PageModule } from '@quire/shared/types';
import { runPage } from './standalone-page';

/** The text of a page's script (`build/standalone-pages.ts`), by the page's key. */
export type StandalonePageSource = (key: string) => string | undefined;

let source: StandalonePageSource | undefined;

export function setPageSource(find: StandalonePageSource): void {
  source = find;
}

export async function loadStandalonePage(key: string): Promise<PageModule> {
  const script = source?.(key);
  if (script === undefined) throw new Error(`[quire] the renderer was given no code for page ${key}`);
  const queued: QueuedPage[] = [];
  new Function('self', script)({ [PAGE_QUEUE]: queued });
  const page = queued.find(([pushed]) => pushed === key);
  if (!page) throw new Error(`[quire] the script of page ${key} registered no page of that key`);
  return runPage(page[1], page[2]);
}
