// @vitest-environment jsdom
/**
 * When the dialog's search client fetches its index: the first one at once (the dialog mounts
 * only at idle time or on request) or, started by the launcher before the dialog rendered,
 * taken over; one for another language or version at the next idle moment.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageContext } from '#runtime/data/context.tsx';
import { startSearchClient, useSearchClient } from '#theme-default/Search/useSearchClient.ts';
import { pageData } from '../fixtures/render';

const created: string[] = [];
const inits: string[] = [];
const disposed: string[] = [];
vi.mock('@quire/runtime', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@quire/runtime')>();
  return {
    ...actual,
    createSearchClient: (lang: string) => {
      created.push(lang);
      return {
        state: 'initial',
        indexes: [],
        init: async () => void inits.push(lang),
        search: async () => [],
        dispose: () => void disposed.push(lang),
      };
    },
  };
});

function Probe() {
  useSearchClient();
  return null;
}

const page = (lang: string) => (
  <PageContext.Provider value={{ page: pageData({ lang }), loading: false }}>
    <Probe />
  </PageContext.Provider>
);

let idle: Array<() => void> = [];
beforeEach(() => {
  idle = [];
  created.length = 0;
  inits.length = 0;
  disposed.length = 0;
  window.requestIdleCallback = ((fn: () => void) => idle.push(fn)) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = () => undefined;
});
afterEach(cleanup);

describe('useSearchClient', () => {
  it('starts the first client at once and the next language’s at idle time, disposing the old one', () => {
    const view = render(page('en'));
    expect(inits).toEqual(['en']);
    expect(idle).toHaveLength(0);
    view.rerender(page('zh'));
    expect(disposed).toEqual(['en']);
    expect(inits).toEqual(['en']);
    expect(idle).toHaveLength(1);
    idle[0]();
    expect(inits).toEqual(['en', 'zh']);
  });

  it('takes over the client started before the dialog rendered, starting nothing twice', () => {
    startSearchClient('en', '');
    startSearchClient('en', '');
    expect(inits).toEqual(['en']);
    render(page('en'));
    expect(created).toEqual(['en']);
    expect(inits).toEqual(['en']);
    expect(disposed).toEqual([]);
  });

  it('starts nothing once a dialog has its client (its code was already there, so it mounted first)', () => {
    render(page('en'));
    startSearchClient('en', '');
    expect(created).toEqual(['en']);
    expect(inits).toEqual(['en']);
  });

  it('drops a started client for another language and starts the right one', () => {
    startSearchClient('en', '');
    render(page('zh'));
    expect(disposed).toEqual(['en']);
    expect(inits).toEqual(['en', 'zh']);
  });
});
