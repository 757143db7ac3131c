/**
 * A language's search index is packed again only when one of its pages changed
 * (`search/index-cache.ts`); otherwise the last output's files are linked. Either way its files
 * are those of a full rebuild.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as buildIndex from '#core/search/build-index.ts';
import { type SearchPage, searchIndexGroups, searchIndexJson, searchPageJson } from '#core/search/build-index.ts';
import { type SearchIndexOutput, type SearchSource, searchIndexOutputs, searchSourceOf, writeSearchIndex } from '#core/search/index-cache.ts';
import { type SplitIndexFile, splitIndexFiles } from '#core/search/split-index.ts';
import { countOverlap } from '../fixtures/overlap-counter.ts';
import { pageData } from '../fixtures/page-data';
import { outputWriter } from '#core/utils/output-file.ts';
import { OutputSnapshot } from '#core/utils/output-snapshot.ts';
import { SplitSearcher } from '#runtime/search/split-searcher.ts';
import type { PostingList } from '#runtime/search/term-pages.ts';
import { packSearchIndex } from '#shared/search-index-file.ts';
import { allRecordFiles, type SplitIndexHead } from '#shared/search-split-index.ts';

// Counts the pages packed, to tell a page's part reused from one packed again.
vi.mock('#core/search/build-index.ts', async (original) => {
  const actual = await original<typeof import('#core/search/build-index.ts')>();
  return { ...actual, searchPageJson: vi.fn(actual.searchPageJson) };
});
const packed = vi.mocked(buildIndex.searchPageJson);

const page = (routePath: string, lang: string, title: string, text: string): SearchPage => ({
  page: pageData({
    routePath,
    lang,
    title,
    toc: [{ text: 'Usage', id: 'usage', depth: 2, charIndex: text.indexOf('Usage') }],
    _relativePath: '',
    pagePath: '',
  }),
  text,
});

const site = (edit: Partial<Record<'enText' | 'enTitle', string>> = {}): SearchPage[] => [
  page('/a', 'en', edit.enTitle ?? 'Alpha', edit.enText ?? 'Alpha\nIntro    text\nUsage\n    code  here'),
  page('/b', 'en', 'Beta', 'Beta\nUsage\nmore'),
  page('/zh/a', 'zh', '甲', '甲\n内容\nUsage\n代码'),
];

let root: string;
let cacheFile: string;
/** The cache, and the last output its index files are read from. */
let cache: { file: string; lastOut: string };
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-search-cache-'));
  cacheFile = path.join(root, 'cache/search-indexes.json');
  cache = { file: cacheFile, lastOut: path.join(root, 'last-dist') };
});

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/** The pages' texts the index asked for. */
const textsRead: string[] = [];

/** The pages as the build hands them to the index: each text read only when asked for. */
const sources = (pages: SearchPage[]): SearchSource[] =>
  pages.map(({ page, text }) =>
    searchSourceOf(page, {
      textHash: sha1(text),
      text: async () => {
        textsRead.push(page.routePath);
        return text;
      },
    }),
  );

const outputsOf = (pages: SearchPage[], into: typeof cache | undefined) => searchIndexOutputs(sources(pages), into);
const filesOf = (outputs: SearchIndexOutput[]) => Promise.all(outputs.map((o) => o.files()));

/** Each language's files as a full rebuild packs them, head first. */
function fullBuild(pages: SearchPage[]): Array<{ lang: string; file: string; files: SplitIndexFile[] }> {
  return searchIndexGroups(pages).map((g) => {
    const { files } = splitIndexFiles({ lang: g.lang, version: g.version, domain: '' }, g.pages.map(searchPageJson));
    return { lang: g.lang, file: files[0].file, files };
  });
}
const fullByLang = (pages: SearchPage[]) => Object.fromEntries(fullBuild(pages).map((f) => [f.lang, f]));
const hashesOf = (files: SplitIndexFile[]) => files.map((f) => [f.file, sha1(f.json)]);

/** A build's index files, written into the last output as the build's swap would leave them. */
async function built(pages: SearchPage[]) {
  const outputs = await outputsOf(pages, cache);
  const put = ({ file, json }: SplitIndexFile) => {
    const target = path.join(cache.lastOut, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (!fs.existsSync(target)) fs.writeFileSync(target, json);
  };
  for (const output of outputs) {
    for (const file of output.fresh ?? []) put(file);
    if (output.knownHashes?.every(([file]) => fs.existsSync(path.join(cache.lastOut, file)))) continue;
    for (const file of await output.files()) put(file);
  }
  return outputs;
}
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const byLang = (outputs: SearchIndexOutput[]) => Object.fromEntries(outputs.map((o) => [o.info.lang, o]));

describe('searchIndexOutputs', () => {
  it("keys a page by the compile's data key when it has one, without its data or its text's sha1; a new data key packs its part again", async () => {
    let asked = 0;
    const keyed = (key: string) =>
      sources(site()).map((source) => ({
        ...source,
        dataKey: `${key}\0${source.place.routePath}`,
        page: () => {
          asked++;
          return source.page();
        },
        textHash: () => {
          asked++;
          return source.textHash();
        },
      }));
    await searchIndexOutputs(keyed('k1'), cache);
    packed.mockClear();
    asked = 0;
    const stringify = vi.spyOn(JSON, 'stringify');
    await searchIndexOutputs(keyed('k1'), cache);
    const outlines = stringify.mock.calls.filter(([value]) => Array.isArray(value) && (value[0] as { depth?: number })?.depth !== undefined);
    stringify.mockRestore();
    expect(outlines).toEqual([]);
    expect(packed).not.toHaveBeenCalled();
    // Unchanged pages: a build whose compile step left their entries unmade does not make them here.
    expect(asked).toBe(0);
    await searchIndexOutputs(keyed('k2'), cache);
    expect(packed).toHaveBeenCalledTimes(3);
  });

  it('gives the bytes and names of a full rebuild, from the cache or not', async () => {
    const full = fullBuild(site());
    const first = await outputsOf(site(), cache);
    textsRead.length = 0;
    const second = await outputsOf(site(), cache);
    expect(textsRead).toEqual([]);
    for (const outputs of [first, second]) {
      expect(outputs.map((o) => o.info)).toEqual(full.map((f) => ({ lang: f.lang, version: '', file: f.file })));
      expect(await filesOf(outputs)).toEqual(full.map((f) => f.files));
    }
    // The second build knows every file's bytes without packing them.
    expect(second.map((o) => o.knownHashes)).toEqual(full.map((f) => hashesOf(f.files)));
  });

  it('hands a packed index over once and packs it again when asked again, with the same bytes', async () => {
    const [en] = await outputsOf(site(), undefined);
    const handed = await en.files();
    expect(await en.files()).toEqual(handed);
    expect(handed).toEqual(fullBuild(site())[0].files);
  });

  it('packs again only the language whose page changed: text, or title', async () => {
    await outputsOf(site(), cache);
    for (const edit of [{ enText: 'Alpha\nIntro text, edited\nUsage\ncode' }, { enTitle: 'Alpha, renamed' }]) {
      const outputs = byLang(await outputsOf(site(edit), cache));
      const full = fullByLang(site(edit));
      expect(outputs.en.knownHashes).toBeUndefined();
      expect(outputs.en.info.file).toBe(full.en.file);
      expect(await outputs.en.files()).toEqual(full.en.files);
      expect(outputs.zh.knownHashes).toEqual(hashesOf(full.zh.files));
    }
  });

  it('packs only the pages that changed, with the bytes of a full rebuild after an addition, a removal and a move', async () => {
    const many = Array.from({ length: 6 }, (_, i) => page(`/p${i}`, 'en', `Page ${i}`, `Page ${i}\nIntro ${i}\nUsage\n  run ${i}`));
    const zh = page('/zh/a', 'zh', '甲', '甲\n内容\nUsage\n代码');
    await built([...many, zh]);
    const edited = page('/p2', 'en', 'Page 2', 'Page 2\nIntro, edited\nUsage\n  run 2');
    const added = page('/new', 'en', 'New', 'New\nUsage\nfresh “text”');
    // The edit alone goes into a delta (see below); the addition cuts the chunks again.
    await built([...many.slice(0, 2), edited, ...many.slice(3), zh]);
    const builds: Array<{ pages: SearchPage[]; packs: number }> = [
      { pages: [...many.slice(0, 2), edited, ...many.slice(3), added, zh], packs: 1 },
      { pages: [many[0], edited, ...many.slice(3), added, zh], packs: 0 },
      { pages: [added, many[0], edited, ...many.slice(3), zh], packs: 0 },
    ];
    for (const { pages, packs } of builds) {
      packed.mockClear();
      textsRead.length = 0;
      const outputs = byLang(await built(pages));
      expect(packed).toHaveBeenCalledTimes(packs);
      // Only the texts of the pages packed anew are read: the others' parts come with their keys.
      expect(textsRead).toHaveLength(packs);
      const full = fullByLang(pages);
      expect(outputs.en.info.file).toBe(full.en.file);
      expect(await outputs.en.files()).toEqual(full.en.files);
      expect(outputs.zh.knownHashes).toEqual(hashesOf(full.zh.files));
    }
  });

  it('packs a page again when its record file in the last output is damaged or gone, or there is no last output', async () => {
    const edit = { enText: 'Alpha\nIntro text, edited\nUsage\ncode' };
    // A page added: the chunks are cut again from every page's part.
    const edited = () => [...site(edit), page('/c', 'en', 'Gamma', 'Gamma\nUsage\nthird')];
    const [en] = await built(site());
    // Beta's record: the edit packs Alpha anyway.
    const beta = (await en.files()).find((f) => f.file.includes('/r.') && f.json.includes('/b'));
    const lastFile = path.join(cache.lastOut, beta?.file ?? '');
    const damages = [() => fs.appendFileSync(lastFile, ' '), () => fs.rmSync(lastFile), () => fs.rmSync(cache.lastOut, { recursive: true })];
    for (const damage of damages) {
      fs.rmSync(cacheFile);
      await built(site());
      damage();
      packed.mockClear();
      const outputs = byLang(await outputsOf(edited(), cache));
      expect(packed).toHaveBeenCalledTimes(3);
      expect(await outputs.en.files()).toEqual(fullBuild(edited())[0].files);
    }
  });

  it('keeps nothing without a cache file, and rebuilds when the file is damaged', async () => {
    expect((await outputsOf(site(), undefined)).every((o) => o.knownHashes === undefined)).toBe(true);
    await outputsOf(site(), cache);
    fs.appendFileSync(cacheFile, ' ');
    const outputs = await outputsOf(site(), cache);
    expect(outputs.every((o) => o.knownHashes === undefined)).toBe(true);
  });
});

describe('searchIndexJson', () => {
  it('joins the pages’ parts into the bytes JSON.stringify gives the whole packed index', () => {
    const records = [
      { title: 'A', routePath: '/a', content: 'A\nbody "quoted"\nUsage', toc: [{ text: 'Usage', id: 'usage', depth: 2, charIndex: 18 }] },
      { title: 'B\nline', routePath: '/b', content: '乙\u2028text', toc: [] },
    ];
    const meta = { lang: 'en', version: 'v2', domain: 'https://x.test' };
    const whole = JSON.stringify(packSearchIndex(meta, records));
    const parts = JSON.parse(whole).pages.map((p: unknown) => JSON.stringify(p));
    expect(searchIndexJson(meta, parts)).toBe(whole);
    expect(searchIndexJson(meta, [])).toBe(JSON.stringify(packSearchIndex(meta, [])));
  });
});

describe('writeSearchIndex', () => {
  it('keeps the last output’s index files when they are the same, and writes them when one is gone', async () => {
    const record = path.join(root, 'cache/outputs.bin');
    const dist = path.join(root, 'dist');
    const first = outputWriter(dist, undefined, record);
    for (const index of await outputsOf(site(), cache)) await writeSearchIndex(index, first);
    first.save();
    const [en, zh] = await outputsOf(site(), cache);
    fs.rmSync(path.join(dist, zh.info.file));
    const next = outputWriter(path.join(root, 'stage'), OutputSnapshot.read(dist, record), record);
    await writeSearchIndex(en, next);
    await writeSearchIndex(zh, next);
    // zh: its head is written again, its other files are found the same as the last output's.
    expect(next.counts).toEqual({ kept: 6, written: 1 });
    expect(next.pathOf(en.info.file)).toBe(path.join(dist, en.info.file));
    for (const f of fullBuild(site()).flatMap((index) => index.files)) expect(fs.readFileSync(next.pathOf(f.file), 'utf8')).toBe(f.json);
  });
});

describe('an index written as it is cut (spillDir)', () => {
  it('holds no file’s bytes, and moves its files into the stage, or keeps the last output’s that are the same', async () => {
    const spillDir = path.join(root, 'spill');
    const record = path.join(root, 'cache/outputs.bin');
    const dist = path.join(root, 'dist');
    const full = fullBuild(site());
    const spilled = await searchIndexOutputs(sources(site()), cache, '', undefined, spillDir);
    expect(spilled.map((o) => o.spilled?.files)).toEqual(full.map((f) => hashesOf(f.files)));
    for (const f of full.flatMap((index) => index.files)) expect(fs.readFileSync(path.join(spillDir, f.file), 'utf8')).toBe(f.json);
    const first = outputWriter(dist, undefined, record);
    const moves = countOverlap(first.moveIn);
    for (const index of spilled) await writeSearchIndex(index, { ...first, moveIn: moves.call });
    first.save();
    expect(moves.peak()).toBeGreaterThan(1);
    for (const f of full.flatMap((index) => index.files)) expect(fs.readFileSync(path.join(dist, f.file), 'utf8')).toBe(f.json);
    // Moved, not copied.
    expect(fs.readdirSync(spillDir, { recursive: true }).filter((f) => String(f).endsWith('.json'))).toEqual([]);

    // Cut again (no cache): the last output's files are kept, by the record or by their bytes.
    const again = await searchIndexOutputs(sources(site()), undefined, '', undefined, spillDir);
    fs.rmSync(record);
    const next = outputWriter(path.join(root, 'stage'), OutputSnapshot.read(dist, record), record);
    for (const index of again) await writeSearchIndex(index, next);
    expect(next.counts).toEqual({ kept: 7, written: 0 });
    expect(fs.readdirSync(spillDir, { recursive: true }).filter((f) => String(f).endsWith('.json'))).toEqual([]);
  });
});

describe('an edit build’s posting delta', () => {
  const vocabulary = ['cache', 'retry', 'queue', 'worker', 'lock', 'drain', 'batch', 'cron', 'timer', 'stream', 'Ёлка', 'поиск'];
  const words = (i: number, n: number) => Array.from({ length: n }, (_v, k) => vocabulary[(i * 7 + k * 3 + ((k * k) % 5)) % vocabulary.length]);
  const enPage = (i: number, extra = '') =>
    page(
      `/guide/p${i}`,
      'en',
      `Page ${words(i, 2).join(' ')}`,
      `Page ${i}\n${words(i, 9).join(' ')} ${i * 13}\nUsage\n${words(i + 3, 5).join(' ')}${extra}`,
    );
  const zhPage = (i: number, extra = '') =>
    page(`/zh/guide/p${i}`, 'zh', `页面 ${i}`, `页面 ${i}\n缓存队列${'重试锁定'.slice(i % 3)}\nUsage\n工作线程${extra}`);
  const pagesOf = (edits: Record<number, string> = {}) => [
    ...Array.from({ length: 30 }, (_v, i) => enPage(i, edits[i] ?? '')),
    ...Array.from({ length: 6 }, (_v, i) => zhPage(i, edits[100 + i] ?? '')),
  ];

  /** A reader of one language's index: from a cold build's files, or from the last output as an edit build left it. */
  function reader(lang: string, files: Map<string, string>, headFile: string) {
    const head = JSON.parse(files.get(headFile) as string) as SplitIndexHead;
    const read = (file: string) => JSON.parse(files.get(`static/search/${file}`) ?? 'null');
    return { head, read, searcher: new SplitSearcher(head, async (file) => read(file)), lang };
  }
  const coldReader = (pages: SearchPage[], lang: string) => {
    const full = fullByLang(pages)[lang];
    return reader(lang, new Map(full.files.map((f) => [f.file, f.json])), full.file);
  };
  const lastOutFiles = () =>
    new Map(
      fs
        .readdirSync(cache.lastOut, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.json'))
        .map((f) => [f, fs.readFileSync(path.join(cache.lastOut, f), 'utf8')]),
    );

  /** Every term's pages as the reader merges them, the head's words, the pages' records, and what a set of queries finds. */
  async function whatItFinds({ head, read, searcher }: ReturnType<typeof reader>, terms: readonly string[]) {
    const postings = await Promise.all(terms.map((t) => (searcher as unknown as { postings(t: string): Promise<PostingList> }).postings(t)));
    const queries = [...terms, 'cache retry', 'queue worker 13', '42', '1', 'page usage', 'drain stream batch', 'cahce', '缓存', '重试锁', '工作'];
    const results = await Promise.all(queries.map((q) => searcher.search(q, 7)));
    // Each page's record as the reader fetches it: an edited page's own file or its group's.
    const records = allRecordFiles(head, read).map((file) => read(file));
    return {
      records,
      latin: head.latin,
      cyrillic: head.cyrillic,
      postings: postings.map((m) => Array.from({ length: m.size }, (_v, i) => [m.pageAt(i), m.valueAt(i)])),
      results,
    };
  }
  /** The terms a query can name in either index: the cold one's and the warm one's. */
  const termsOf = (...readers: Array<ReturnType<typeof reader>>) =>
    [...new Set(readers.flatMap(({ head }) => [...head.latin, ...head.cyrillic, '缓存', '队列', '线程', '锁定', '重试', '13', '4242']))].sort();

  async function expectSameSearch(pages: SearchPage[], outputs: SearchIndexOutput[]) {
    const files = lastOutFiles();
    for (const output of outputs) {
      const warm = reader(output.info.lang, files, output.info.file);
      const cold = coldReader(pages, output.info.lang);
      const terms = termsOf(warm, cold);
      expect(await whatItFinds(warm, terms)).toEqual(await whatItFinds(cold, terms));
    }
  }

  it('keeps every chunk, writes the head, the delta and the edited record, and finds what a cold build finds', async () => {
    await built(pagesOf());
    const chunksBefore = fullByLang(pagesOf()).en.files.filter((f) => f.file.includes('/t.'));
    const edits: Record<number, string>[] = [
      { 4: ' drain drain the newword 4242', 105: '新词' },
      { 4: ' drain again, otherword' },
      { 4: '', 7: ' Ёлка второй' },
      {},
    ];
    for (const edit of edits) {
      packed.mockClear();
      const outputs = byLang(await built(pagesOf(edit)));
      // Only the pages changed since the last build are packed.
      expect(packed.mock.calls.length).toBeLessThanOrEqual(2);
      await expectSameSearch(pagesOf(edit), Object.values(outputs));
      const fresh = outputs.en.fresh?.map((f) => f.file) ?? [];
      if (Object.keys(edit).length) {
        expect(fresh.filter((f) => f.includes('/t.'))).toEqual([]);
        // The edited page's own record, not its group's: the group records stay as they were cut.
        expect(fresh.filter((f) => f.includes('/r.')).length).toBeLessThanOrEqual(1);
        expect(outputs.en.knownHashes?.filter(([f]) => f.includes('/t.')).map(([f]) => f)).toEqual(chunksBefore.map((f) => f.file));
      }
    }
    // Every edit put back: the head is a cold build's again, and no delta is named.
    const outputs = byLang(await built(pagesOf()));
    const full = fullByLang(pagesOf());
    expect(outputs.en.info.file).toBe(full.en.file);
    expect(outputs.zh.info.file).toBe(full.zh.file);
  });

  it('drops from the head a word only the edited page had, and keeps one another page still has', async () => {
    const pages = pagesOf({ 3: ' lonelyword cache' });
    await built(pages);
    const edit = { 3: ' cache' };
    const outputs = await built(pagesOf(edit));
    const head = JSON.parse(lastOutFiles().get(byLang(outputs).en.info.file) as string) as SplitIndexHead;
    expect(head.delta).toBeDefined();
    expect(head.latin).not.toContain('lonelyword');
    expect(head.latin).toContain('cache');
    await expectSameSearch(pagesOf(edit), outputs);
  });

  it('cuts the chunks again once the delta grows past its size, with a cold build’s bytes', async () => {
    await built(pagesOf());
    const long = ` ${Array.from({ length: 900 }, (_v, i) => `fresh${i}`).join(' ')}`;
    const outputs = byLang(await built(pagesOf({ 2: long })));
    expect(outputs.en.fresh).toBeUndefined();
    expect(await outputs.en.files()).toEqual(fullByLang(pagesOf({ 2: long })).en.files);
  });

  it('writes every file again, chunks cut from the base, when the last output lost one', async () => {
    await built(pagesOf());
    const [en] = await outputsOf(pagesOf({ 5: ' lockword' }), cache);
    const files = new Map([...(en.fresh ?? []), ...(await en.files())].map((f) => [f.file, f.json]));
    for (const [file, hash] of en.knownHashes ?? []) expect(sha1(files.get(file) as string)).toBe(hash);
    await built(pagesOf({ 5: ' lockword' }));
    const warm = reader('en', files, en.info.file);
    const cold = coldReader(pagesOf({ 5: ' lockword' }), 'en');
    const terms = termsOf(warm, cold);
    expect(await whatItFinds(warm, terms)).toEqual(await whatItFinds(cold, terms));
  });

  it('gives two cold builds the same bytes', async () => {
    const a = fullBuild(pagesOf({ 4: ' drain' }));
    const b = fullBuild(pagesOf({ 4: ' drain' }));
    expect(a).toEqual(b);
  });
});
