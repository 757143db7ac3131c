/**
 * A page that imports nothing of its own is not bundled in a production build: its script pushes
 * `[key, body, pageData]` onto `self.__quirePages`, where `body` is the page's compiled module
 * turned into a function of one argument, the modules it imports (see core's
 * `build/standalone-pages.ts`), returning `{ default: MDXContent }`.
 */
import type { PageData } from './types.js';

export const PAGE_QUEUE = '__quirePages';

/** What a page's body destructures its imports from: `react/jsx-runtime` and `@mdx-js/react`. */
export type PageScope = Record<string, unknown>;

export type PageBody = (scope: PageScope) => { default: (props: { components?: Record<string, unknown> }) => unknown };

export type QueuedPage = [key: string, body: PageBody, pageData: PageData];
