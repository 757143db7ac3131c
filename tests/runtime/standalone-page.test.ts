/**
 * The app's side of pages a build did not bundle: the scripts that ran before the app are
 * registered when it starts, later ones as they run, each with the app's own JSX runtime and MDX
 * provider as the modules it imports.
 */
import * as jsxRuntime from 'react/jsx-runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { waitForPage } from '#runtime/page/page-registry.ts';
import type { PageBody, PageData, PageScope } from '#shared/index.ts';
import { receivePages } from '#runtime/page/standalone-page.ts';

const global = globalThis as unknown as Record<string, unknown>;
afterEach(() => {
  delete global.__quirePages;
});

const data = (title: string) => ({ title }) as PageData;

describe('receivePages', () => {
  it('registers the pages queued before the app started, then each page pushed later', async () => {
    const scopes: PageScope[] = [];
    const body =
      (name: string): PageBody =>
      (scope) => {
        scopes.push(scope);
        return { default: () => name };
      };
    global.__quirePages = [['en/a.md', body('A'), data('A')]];
    receivePages();
    const a = await waitForPage('en/a.md');
    expect(a.pageData.title).toBe('A');
    expect(a.default({})).toBe('A');

    (global.__quirePages as { push: (...p: unknown[]) => void }).push(['en/b.md', body('B'), data('B')]);
    const b = await waitForPage('en/b.md');
    expect(b.default({})).toBe('B');
    for (const scope of scopes) {
      expect(scope.jsx).toBe(jsxRuntime.jsx);
      expect(scope.Fragment).toBe(jsxRuntime.Fragment);
      expect(typeof scope.useMDXComponents).toBe('function');
    }
  });
});
