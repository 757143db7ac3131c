// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from '@quire/runtime';
import { renderWithPage } from '../fixtures/render';
import siteData from '../fixtures/site-data';

const search = vi.fn();
const prefetch = vi.fn();
const prefetchPath = vi.fn();
/** The indexes the mocked client reports: more than one gives the dialog tabs. */
let indexes: Array<{ value: string; label: string }> = [];
vi.mock('@quire/runtime', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@quire/runtime')>();
  return {
    ...actual,
    whenIdle: () => () => undefined,
    prefetchPath: (path: string) => prefetchPath(path),
    createSearchClient: () => ({ state: 'inited', indexes, init: async () => undefined, search, prefetch, dispose: () => undefined }),
  };
});

const { SearchModal } = await import('#theme-default/Search/SearchModal.tsx');

const results = [
  {
    title: 'output.distPath',
    routePath: '/config/output/dist-path',
    hits: [
      {
        type: 'title',
        title: 'output.distPath',
        header: 'output.distPath',
        statement: 'output.distPath',
        link: '/config/output/dist-path',
        query: 'dist',
        highlightInfoList: [{ start: 7, length: 4 }],
      },
      {
        type: 'content',
        title: 'output.distPath',
        header: 'Example',
        statement: 'set <img src=x onerror=alert(1)> dist folder',
        link: '/config/output/dist-path#example',
        query: 'dist',
        highlightInfoList: [{ start: 33, length: 4 }],
      },
    ],
  },
];

/** The client's answer for local search: one unnamed group. */
const local = (pages: typeof results) => [{ index: '', label: '', results: pages }];

beforeEach(() => {
  vi.useFakeTimers();
  search.mockReset();
  prefetch.mockReset();
  prefetchPath.mockReset();
  indexes = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets `ms` of the fake clock pass, with React's updates. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function typeQuery(text: string) {
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } });
  await wait(150);
}

describe('SearchModal', () => {
  it('opens with Ctrl+K, debounces keystrokes by 150 ms and shows grouped hits with highlights as text', async () => {
    search.mockResolvedValue(local(results));
    renderWithPage(<SearchModal />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(screen.getByRole('dialog')).toBeTruthy();
    // Typed a key at a time, each within the debounce of the last.
    for (const typed of ['d', 'di', 'dis', 'dist']) {
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: typed } });
      await wait(60);
    }
    await wait(40);
    expect(search).not.toHaveBeenCalled();
    // What the query needs is fetched during the debounce.
    expect(prefetch).toHaveBeenCalledWith('dist');
    await wait(60);
    expect(search).toHaveBeenCalledWith('dist', undefined, expect.any(AbortSignal));
    expect(screen.getByRole('group', { name: 'output.distPath' })).toBeTruthy();
    const marks = document.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['dist', 'dist']);
    // Content from the index is text: no element was created from it.
    expect(document.querySelector('.q-search img')).toBeNull();
    expect(screen.getAllByRole('option')[0].getAttribute('aria-selected')).toBe('true');
  });

  it('searches a query that changed after a pause at once, when it is three characters or more', async () => {
    search.mockResolvedValue(local(results));
    renderWithPage(<SearchModal />);
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    // Pasted, or typed into the launcher while the dialog's code loaded.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'dist' } });
    await wait(0);
    expect(search).toHaveBeenCalledWith('dist', undefined, expect.any(AbortSignal));
    expect(screen.getByRole('group', { name: 'output.distPath' })).toBeTruthy();
    // A key typed right after waits out the debounce.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'distp' } });
    await wait(100);
    expect(search).toHaveBeenCalledTimes(1);
    await wait(60);
    expect(search).toHaveBeenLastCalledWith('distp', undefined, expect.any(AbortSignal));
    // Typing resumed after a pause: at once again.
    await wait(500);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'distpa' } });
    await wait(0);
    expect(search).toHaveBeenLastCalledWith('distpa', undefined, expect.any(AbortSignal));
  });

  it('waits out the debounce for a query shorter than three characters, even after a pause', async () => {
    search.mockResolvedValue(local(results));
    renderWithPage(<SearchModal />);
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'di' } });
    await wait(100);
    expect(search).not.toHaveBeenCalled();
    await wait(60);
    expect(search).toHaveBeenCalledWith('di', undefined, expect.any(AbortSignal));
  });

  it('starts loading the page of the selected hit once the results are drawn, and the next one the selection moves to', async () => {
    search.mockResolvedValue(local(results));
    renderWithPage(<SearchModal />);
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(prefetchPath).not.toHaveBeenCalled();
    await typeQuery('dist');
    expect(prefetchPath).toHaveBeenLastCalledWith('/config/output/dist-path');
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'ArrowDown' });
    expect(prefetchPath).toHaveBeenCalledTimes(2);
  });

  it('moves the selection with the arrow keys and closes on Escape, returning focus', async () => {
    search.mockResolvedValue(local(results));
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    renderWithPage(<SearchModal />);
    fireEvent.keyDown(window, { key: 'k', metaKey: true });
    await typeQuery('dist');
    const input = screen.getByRole('searchbox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[0].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('says so when nothing matches', async () => {
    search.mockResolvedValue(local([]));
    renderWithPage(<SearchModal />);
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    await typeQuery('zzz');
    expect(screen.getByRole('status').textContent).toBe('No results for "zzz". Please try again with a different keyword');
  });
});

/** Shows the router's location, so a test can see where Enter went. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.hash}</output>;
}

const page = (title: string, routePath: string, statements: string[]) => ({
  title,
  routePath,
  hits: statements.map((statement, i) => ({
    type: 'content',
    title,
    header: title,
    statement,
    link: `${routePath}#s${i}`,
    query: 'q',
    highlightInfoList: [],
  })),
});

const titles = () => [...document.querySelectorAll('.q-search__group-title')].map((t) => t.textContent);

async function openAndType(text: string) {
  fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
  await typeQuery(text);
}

describe('SearchModal keyboard and focus', () => {
  it('opens the selected hit with Enter', async () => {
    search.mockResolvedValue(local(results));
    renderWithPage(
      <>
        <SearchModal />
        <Where />
      </>,
    );
    await openAndType('dist');
    const input = screen.getByRole('searchbox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1].id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/config/output/dist-path#example');
  });

  it('makes each hit a link: a plain click follows it here and closes, a modified one is left to the browser', async () => {
    const withHeading = [
      {
        ...results[0],
        hits: [
          ...results[0].hits,
          {
            type: 'header',
            title: 'output.distPath',
            header: 'Default',
            statement: 'Default',
            link: '/config/output/dist-path#default',
            query: 'dist',
            highlightInfoList: [],
          },
        ],
      },
    ];
    search.mockResolvedValue(local(withHeading));
    renderWithPage(
      <>
        <SearchModal />
        <Where />
      </>,
    );
    await openAndType('dist');
    const hits = screen.getAllByRole('option');
    expect(hits.map((h) => [h.tagName, h.getAttribute('href'), h.tabIndex])).toEqual([
      ['A', '/config/output/dist-path', -1],
      ['A', '/config/output/dist-path#example', -1],
      ['A', '/config/output/dist-path#default', -1],
    ]);
    // Only a content hit names its section above the text; a heading hit is its text alone.
    expect(hits.map((h) => [...h.children].map((c) => c.textContent))).toEqual([
      ['output.distPath'],
      ['Example', 'set <img src=x onerror=alert(1)> dist folder'],
      ['Default'],
    ]);
    expect(fireEvent.click(hits[2], { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(hits[2], { button: 1 })).toBe(true);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(fireEvent.click(hits[2])).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/config/output/dist-path#default');
  });

  it('keeps the selected hit scrolled into view', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      search.mockResolvedValue(local([page('Long', '/long', ['a', 'b', 'c', 'd'])]));
      renderWithPage(<SearchModal />);
      await openAndType('q');
      const input = screen.getByRole('searchbox');
      fireEvent.keyDown(input, { key: 'ArrowUp' });
      expect(scrolled.at(-1)).toBe(screen.getAllByRole('option')[3]);
      fireEvent.keyDown(input, { key: 'ArrowDown' });
      expect(scrolled.at(-1)).toBe(screen.getAllByRole('option')[0]);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('traps Tab inside the dialog', async () => {
    search.mockResolvedValue(local(results));
    renderWithPage(<SearchModal />);
    await openAndType('dist');
    const input = screen.getByRole('searchbox');
    const list = screen.getByRole('listbox');
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(input, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(list);
    fireEvent.keyDown(list, { key: 'Tab' });
    expect(document.activeElement).toBe(input);
  });

  it('closes with the Cancel button and gives focus back', async () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    renderWithPage(<SearchModal />);
    fireEvent.keyDown(window, { key: 'k', metaKey: true });
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
    // Pressed again while open: focus still goes back to the button afterwards.
    fireEvent.keyDown(window, { key: 'k', metaKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('shows the answer to the latest query even when an older one answers later', async () => {
    let answerOld: (value: unknown) => void = () => undefined;
    search.mockImplementation((q: string) =>
      q === 'old' ? new Promise((resolve) => (answerOld = resolve)) : Promise.resolve(local([page('New page', '/new', ['new'])])),
    );
    renderWithPage(<SearchModal />);
    await openAndType('old');
    const oldSignal: AbortSignal = search.mock.calls[0][2];
    expect(oldSignal.aborted).toBe(false);
    await typeQuery('new');
    // The request for the older query is cancelled.
    expect(oldSignal.aborted).toBe(true);
    await act(async () => {
      answerOld(local([page('Old page', '/old', ['old'])]));
    });
    expect(titles()).toEqual(['New page']);
  });
});

describe('SearchModal index tabs', () => {
  const twoIndexes = () => {
    indexes = [
      { value: 'guide', label: 'Guide' },
      { value: 'api', label: 'API' },
      { value: 'blog', label: 'Blog' },
    ];
    search.mockResolvedValue([
      { index: 'guide', label: 'Guide', results: [page('Guide page', '/guide/a', ['guide text'])] },
      { index: 'api', label: 'API', results: [page('API page', '/api/a', ['api one', 'api two'])] },
      { index: 'blog', label: 'Blog', results: [] },
    ]);
  };

  it('shows a tab per index; arrow keys, Home and End move between them', async () => {
    twoIndexes();
    renderWithPage(<SearchModal />);
    await openAndType('a');
    const tablist = screen.getByRole('tablist', { name: 'Search in' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Guide (1)', 'API (1)', 'Blog (0)']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0].id);
    expect(tablist.contains(panel)).toBe(false);
    expect(titles()).toEqual(['Guide page']);

    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' });
    expect(screen.getAllByRole('tab')[1].getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getAllByRole('tab')[1]);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[1].id);
    expect(titles()).toEqual(['API page']);
    expect(screen.getAllByRole('option')).toHaveLength(2);

    fireEvent.keyDown(tabs[1], { key: 'End' });
    expect(document.activeElement).toBe(tabs[2]);
    expect(screen.getByRole('status').textContent).toBe('No results for "a". Please try again with a different keyword');
    fireEvent.keyDown(tabs[2], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0], { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2], { key: 'Home' });
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
  });

  it('switches with a click, resets the selection, and Enter opens a hit of the shown tab', async () => {
    twoIndexes();
    renderWithPage(
      <>
        <SearchModal />
        <Where />
      </>,
    );
    await openAndType('a');
    const input = screen.getByRole('searchbox');
    fireEvent.click(screen.getByRole('tab', { name: /API/ }));
    expect(screen.getAllByRole('option')[0].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe('/api/a#s1');
  });

  it('keeps the active tab in the Tab cycle', async () => {
    twoIndexes();
    renderWithPage(<SearchModal />);
    await openAndType('a');
    const list = screen.getByRole('listbox');
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(list);
    fireEvent.keyDown(screen.getAllByRole('tab')[0], { key: 'ArrowRight' });
    // The inactive tabs are left out of the trap's ends: the list is still last.
    list.focus();
    fireEvent.keyDown(list, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
  });

  it('has no tab bar with a single index', async () => {
    indexes = [{ value: 'guide', label: 'Guide' }];
    search.mockResolvedValue([{ index: 'guide', label: 'Guide', results: [page('Guide page', '/guide/a', ['guide text'])] }]);
    renderWithPage(<SearchModal />);
    await openAndType('a');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(titles()).toEqual(['Guide page']);
  });
});

describe('SearchButton', () => {
  it('opens the search dialog', async () => {
    const { SearchButton } = await import('#theme-default/Search/SearchButton.tsx');
    renderWithPage(
      <>
        <SearchButton />
        <SearchModal />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search docs' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('is absent, with the dialog, when search is off', async () => {
    const { SearchButton } = await import('#theme-default/Search/SearchButton.tsx');
    siteData.search.mode = 'off';
    try {
      renderWithPage(
        <>
          <SearchButton />
          <SearchModal />
        </>,
      );
      expect(screen.queryByRole('button', { name: 'Search docs' })).toBeNull();
      fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      siteData.search.mode = 'local';
    }
  });
});
