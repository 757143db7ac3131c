/** Remote search and search hooks, against a real HTTP server started for the test. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteSearchData } from '#shared/types.ts';
import type { SearchGroup } from '#runtime/search/groups.ts';
import type { SearchHooks } from '#runtime/search/hooks.ts';
import { parseRemoteAnswer, type RemoteSearchGroup, type RemoteSearchHit } from '#runtime/search/remote-answer.ts';
import { REMOTE_SEARCH_ERROR, remoteSearchUrl } from '#runtime/search/remote.ts';
import { createSearchClient, loadSiteSearchHooks } from '#runtime/search/search-client.ts';
import { calls } from '../fixtures/search-hooks';

const distPathHits: RemoteSearchHit[] = [
  {
    title: 'output.distPath',
    header: 'output.distPath',
    statement: 'output.distPath',
    link: '/config/output/dist-path',
    type: 'title',
    highlightInfoList: [{ start: 7, length: 8 }],
  },
  { title: 'output.distPath', header: 'Example', statement: 'Set the distPath of the build', link: '/config/output/dist-path#example' },
  { title: 'Build output', statement: 'where distPath points', link: '/guide/output#dist' },
];

/** What each path of the test server answers: status, content type and body. */
const routes: Record<string, (url: URL) => [number, string, string]> = {
  '/api/search': (url) => {
    const indexes = (url.searchParams.get('searchIndexes') ?? 'default').split(',');
    const answer: RemoteSearchGroup[] = indexes.map((index) => ({
      index,
      hits:
        index === 'api'
          ? [{ title: 'createRsbuild', statement: `createRsbuild and ${url.searchParams.get('keyword')}`, link: '/api/create' }]
          : distPathHits,
    }));
    return [200, 'application/json', JSON.stringify(answer)];
  },
  '/status-500': () => [500, 'application/json', '[]'],
  '/slow': () => [200, 'application/json', '[]'],
  '/not-json': () => [200, 'application/json', '[{"index": "guide", "hits": ['],
  '/wrong-shape': () => [200, 'application/json', JSON.stringify({ results: [] })],
  '/wrong-hit': () => [200, 'application/json', JSON.stringify([{ index: 'guide', hits: [{ title: 'x', link: 3, statement: '' }] }])],
};

let server: http.Server;
let origin: string;
const requests: URL[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    requests.push(url);
    const route = routes[url.pathname];
    const [status, type, body] = route ? route(url) : [404, 'text/plain', 'not found'];
    setTimeout(
      () => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': type });
        res.end(body);
      },
      url.pathname === '/slow' ? 2000 : 0,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  requests.length = 0;
  vi.restoreAllMocks();
});

const remote = (apiUrl: string, searchIndexes?: SiteSearchData['searchIndexes'], hooks: SearchHooks = {}) =>
  createSearchClient('zh', '', { search: { mode: 'remote', apiUrl, searchIndexes, indexes: [] }, loadHooks: async () => hooks });

const links = (groups: SearchGroup[]) => groups.map((g) => g.results.map((p) => [p.routePath, p.hits.map((h) => h.link)]));

describe('remote search', () => {
  it('sends keyword, limit and language, and maps hits onto page results', async () => {
    const client = remote(`${origin}/api/search`);
    const groups = await client.search('distPath', 5);
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0].searchParams)).toEqual({ keyword: 'distPath', limit: '5', lang: 'zh' });
    expect(groups).toHaveLength(1);
    expect(links(groups)).toEqual([
      [
        ['/config/output/dist-path', ['/config/output/dist-path', '/config/output/dist-path#example']],
        ['/guide/output', ['/guide/output#dist']],
      ],
    ]);
    const [title, content] = groups[0].results[0].hits;
    expect(title).toEqual({
      type: 'title',
      title: 'output.distPath',
      header: 'output.distPath',
      statement: 'output.distPath',
      link: '/config/output/dist-path',
      query: 'distPath',
      highlightInfoList: [{ start: 7, length: 8 }],
    });
    // Defaults for what the API left out: a content hit under the page title, highlights where the words are.
    expect(content).toMatchObject({ type: 'content', header: 'Example', highlightInfoList: [{ start: 8, length: 8 }] });
    expect(groups[0].results[1].hits[0].header).toBe('Build output');
    expect(client.state).toBe('inited');
  });

  it('asks for several indexes at once and answers one group per index, in configured order', async () => {
    const client = remote(`${origin}/api/search`, [
      { value: 'guide', label: 'Guide' },
      { value: 'api', label: 'API' },
    ]);
    const groups = await client.search('distPath');
    expect(requests[0].searchParams.get('searchIndexes')).toBe('guide,api');
    expect(requests[0].search).toContain('searchIndexes=guide,api');
    expect(requests[0].searchParams.get('limit')).toBe('7');
    expect(groups.map((g) => [g.index, g.label, g.results.length])).toEqual([
      ['guide', 'Guide', 2],
      ['api', 'API', 1],
    ]);
    expect(groups[1].results[0].hits[0].statement).toBe('createRsbuild and distPath');
    expect(client.indexes.map((i) => i.value)).toEqual(['guide', 'api']);
  });

  it.each([
    ['a non-2xx status', '/status-500', /HTTP 500/],
    ['a body that is not JSON', '/not-json', /is not JSON/],
    ['a list of something else', '/wrong-shape', /must be a list of \{ index, hits \} groups/],
    ['a hit with a wrong field', '/wrong-hit', /group 0\.hits\[0\]\.link must be a string/],
    ['a missing endpoint', '/nowhere', /HTTP 404/],
  ])('logs %s and answers with empty groups', async (_name, path, reason) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = remote(`${origin}${path}`, [
      { value: 'guide', label: 'Guide' },
      { value: 'api', label: 'API' },
    ]);
    const groups = await client.search('distPath');
    expect(groups).toEqual([
      { index: 'guide', label: 'Guide', results: [] },
      { index: 'api', label: 'API', results: [] },
    ]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toBe(REMOTE_SEARCH_ERROR);
    expect(String(error.mock.calls[0][1])).toMatch(reason);
  });

  it('logs an unreachable server and answers with no results', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const groups = await remote(`http://127.0.0.1:${port}/api/search`).search('distPath');
    expect(groups).toEqual([{ index: '', label: '', results: [] }]);
    expect(error).toHaveBeenCalledWith(REMOTE_SEARCH_ERROR, expect.any(Error));
  });

  it('cancels a request through its signal, silently, and skips onSearch and afterSearch', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const order: string[] = [];
    const client = remote(`${origin}/slow`, undefined, {
      beforeSearch: (q) => void order.push(`before ${q}`),
      onSearch: (q) => void order.push(`on ${q}`),
      afterSearch: (q) => void order.push(`after ${q}`),
    });
    const abort = new AbortController();
    const started = Date.now();
    const pending = client.search('distPath', 7, abort.signal);
    setTimeout(() => abort.abort(), 50);
    expect(await pending).toEqual([{ index: '', label: '', results: [] }]);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(error).not.toHaveBeenCalled();
    expect(order).toEqual(['before distPath']);
  });

  it('gives up on an API slower than the timeout, and says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createSearchClient('en', '', {
      search: { mode: 'remote', apiUrl: `${origin}/slow`, indexes: [] },
      loadHooks: async () => ({}),
      timeoutMs: 100,
    });
    expect(await client.search('distPath')).toEqual([{ index: '', label: '', results: [] }]);
    expect(error).toHaveBeenCalledWith(REMOTE_SEARCH_ERROR, expect.objectContaining({ name: 'TimeoutError' }));
  });

  it('does not call the API for a blank query', async () => {
    const groups = await remote(`${origin}/api/search`).search('   ');
    expect(groups).toEqual([{ index: '', label: '', results: [] }]);
    expect(requests).toHaveLength(0);
  });
});

describe('search hooks', () => {
  it('run in order around a remote search; beforeSearch rewrites the query that is sent', async () => {
    const order: string[] = [];
    let seenByAfter: SearchGroup[] = [];
    const hooks: SearchHooks = {
      beforeSearch: async (query) => {
        order.push(`before ${query}`);
        return query.replace(/\s*secret\s*/g, '');
      },
      onSearch: (query, groups) => {
        order.push(`on ${query} ${groups[0].results.length}`);
        // Keep the configuration pages only.
        return groups.map((g) => ({ ...g, results: g.results.filter((p) => p.routePath.startsWith('/config/')) }));
      },
      afterSearch: (query, groups) => {
        order.push(`after ${query}`);
        seenByAfter = groups;
      },
    };
    const groups = await remote(`${origin}/api/search`, undefined, hooks).search('distPath secret');
    expect(requests[0].searchParams.get('keyword')).toBe('distPath');
    expect(order).toEqual(['before distPath secret', 'on distPath 2', 'after distPath']);
    expect(groups[0].results.map((p) => p.routePath)).toEqual(['/config/output/dist-path']);
    expect(seenByAfter).toBe(groups);
  });

  it('run around a local search too', async () => {
    const order: string[] = [];
    const client = createSearchClient('en', '', {
      search: { mode: 'off', indexes: [] },
      loadHooks: async () => ({
        beforeSearch: (q) => void order.push(`before ${q}`),
        onSearch: (q) => void order.push(`on ${q}`),
        afterSearch: (q) => void order.push(`after ${q}`),
      }),
    });
    expect(await client.search('x')).toEqual([{ index: '', label: '', results: [] }]);
    expect(order).toEqual(['before x', 'on x', 'after x']);
  });

  it('an empty query from beforeSearch searches nothing; a hook that throws is logged and skipped', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const empty = await remote(`${origin}/api/search`, undefined, { beforeSearch: () => '' }).search('distPath');
    expect(empty).toEqual([{ index: '', label: '', results: [] }]);
    expect(requests).toHaveLength(0);
    const groups = await remote(`${origin}/api/search`, undefined, {
      beforeSearch: () => {
        throw new Error('boom');
      },
      onSearch: () => {
        throw new Error('bang');
      },
    }).search('distPath');
    expect(requests[0].searchParams.get('keyword')).toBe('distPath');
    expect(groups[0].results).toHaveLength(2);
    expect(error.mock.calls.map((c) => c[0])).toEqual(['search hook beforeSearch failed:', 'search hook onSearch failed:']);
  });

  it("load the site's hooks module only when one is configured", async () => {
    expect(await loadSiteSearchHooks(false)).toEqual({});
    calls.length = 0;
    const client = createSearchClient('en', '', { search: { mode: 'remote', apiUrl: `${origin}/api/search`, hooks: true, indexes: [] } });
    await client.search('please distPath');
    expect(requests[0].searchParams.get('keyword')).toBe('distPath');
    expect(calls).toEqual(['beforeSearch:please distPath', 'onSearch:distPath', 'afterSearch:distPath']);
  });
});

describe('remote answer and URL', () => {
  it('adds the parameters to an API address that already has a query', () => {
    const url = new URL(
      remoteSearchUrl('https://s.example/api?key=k', { keyword: 'a b&c', limit: 7, indexes: [{ value: 'x', label: 'X' }], lang: 'en' }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({ key: 'k', keyword: 'a b&c', limit: '7', searchIndexes: 'x', lang: 'en' });
  });

  it('rejects highlight offsets that are not whole numbers', () => {
    expect(() =>
      parseRemoteAnswer([{ index: 'a', hits: [{ title: 't', link: '/', statement: 's', highlightInfoList: [{ start: -1, length: 2 }] }] }]),
    ).toThrow(/hits\[0\]\.highlightInfoList\[0\] must be \{ start, length \}/);
    expect(() => parseRemoteAnswer([{ index: 'a', hits: [{ title: 't', link: '/', statement: 's', type: 'page' }] }])).toThrow(/type must be/);
  });
});
