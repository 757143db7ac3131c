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
import { type SearchIndexOutput, type SearchSource, searchIndexOutputs, writeSearchIndex } from '#core/search/index-cache.ts';
import { type SplitIndexFile, splitIndexFiles } from '#core/search/split-index.ts';
import { outputWriter } from '#core/utils/output-file.ts';
import { packSearchIndex } from '#shared/search-index-file.ts';
import type { PageData } from '#shared/types.ts';

// Counts the pages packed, to tell a page's part reused from one packed again.
vi.mock('#core/search/build-index.ts', async (original) => {
  const actual = await original<typeof import('#core/search/build-index.ts')>();
  return { ...actual, searchPageJson: vi.fn(actual.searchPageJson) };
});
const packed = vi.mocked(buildIndex.searchPageJson);

const page = (routePath: string, lang: string, title: string, text: string): SearchPage => ({
  page: {
    routePath,
    lang,
    version: '',
    title,
    description: '',
    frontmatter: {},
    pageType: 'doc',
    toc: [{ text: 'Usage', id: 'usage', depth: 2, charIndex: text.indexOf('Usage') }],
    _relativePath: '',
    pagePath: '',
  } satisfies PageData,
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
  pages.map(({ page, text }) => ({
    page,
    textHash: sha1(text),
    text: async () => {
      textsRead.push(page.routePath);
      return text;
    },
  }));

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
  for (const output of outputs) {
    if (output.knownHashes?.every(([file]) => fs.existsSync(path.join(cache.lastOut, file)))) continue;
    for (const { file, json } of await output.files()) {
      const target = path.join(cache.lastOut, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      if (!fs.existsSync(target)) fs.writeFileSync(target, json);
    }
  }
  return outputs;
}
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const byLang = (outputs: SearchIndexOutput[]) => Object.fromEntries(outputs.map((o) => [o.info.lang, o]));

describe('searchIndexOutputs', () => {
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

  it('packs only the pages that changed, with the bytes of a full rebuild after an edit, an addition, a removal and a move', async () => {
    const many = Array.from({ length: 6 }, (_, i) => page(`/p${i}`, 'en', `Page ${i}`, `Page ${i}\nIntro ${i}\nUsage\n  run ${i}`));
    const zh = page('/zh/a', 'zh', '甲', '甲\n内容\nUsage\n代码');
    await built([...many, zh]);
    const edited = page('/p2', 'en', 'Page 2', 'Page 2\nIntro, edited\nUsage\n  run 2');
    const added = page('/new', 'en', 'New', 'New\nUsage\nfresh “text”');
    const builds: Array<{ pages: SearchPage[]; packs: number }> = [
      { pages: [...many.slice(0, 2), edited, ...many.slice(3), zh], packs: 1 },
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
      const outputs = byLang(await outputsOf(site(edit), cache));
      expect(packed).toHaveBeenCalledTimes(2);
      expect(await outputs.en.files()).toEqual(fullBuild(site(edit))[0].files);
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
    const record = path.join(root, 'cache/outputs.json');
    const dist = path.join(root, 'dist');
    const first = outputWriter(dist, undefined, record);
    for (const index of await outputsOf(site(), cache)) await writeSearchIndex(index, first);
    first.save();
    const [en, zh] = await outputsOf(site(), cache);
    fs.rmSync(path.join(dist, zh.info.file));
    const next = outputWriter(path.join(root, 'stage'), dist, record);
    await writeSearchIndex(en, next);
    await writeSearchIndex(zh, next);
    // zh: its head is written again, its other files are found the same as the last output's.
    expect(next.counts).toEqual({ kept: 6, written: 1 });
    expect(next.pathOf(en.info.file)).toBe(path.join(dist, en.info.file));
    for (const f of fullBuild(site()).flatMap((index) => index.files)) expect(fs.readFileSync(next.pathOf(f.file), 'utf8')).toBe(f.json);
  });
});
