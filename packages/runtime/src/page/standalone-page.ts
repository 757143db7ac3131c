/**
 * Runs the pages a production build did not bundle (`shared/standalone-page.ts`) with the app's
 * own React and MDX provider, so their components and context are the app's.
 */
import * as jsxRuntime from 'react/jsx-runtime';
import { useMDXComponents } from '@mdx-js/react';
import { registerPage } from './page-registry';
import { PAGE_QUEUE, type PageBody, type QueuedPage } from '@quire/shared/standalone-page';
import type { PageData, PageModule } from '@quire/shared/types';

const scope = { ...jsxRuntime, useMDXComponents };

export function runPage(body: PageBody, pageData: PageData): PageModule {
  return { ...body(scope), pageData };
}

type Queue = { push: (...pages: QueuedPage[]) => void };

/**
 * Registers the pages whose scripts ran before the app (none, with deferred scripts in order)
 * and every page whose script runs later: the page of the HTML, then each page navigated to.
 */
export function receivePages(): void {
  const global = globalThis as unknown as Record<string, QueuedPage[] | Queue | undefined>;
  const queued = global[PAGE_QUEUE];
  const queue: Queue = {
    push(...pages) {
      for (const [key, body, pageData] of pages) registerPage(key, runPage(body, pageData));
    },
  };
  global[PAGE_QUEUE] = queue;
  if (Array.isArray(queued)) queue.push(...queued);
}
