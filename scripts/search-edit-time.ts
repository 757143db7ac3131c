/**
 * What a one-page edit costs a language's split index, in Node, on a build's records: the chunks
 * cut again from every page's part (each part read back from its record file first, as an edit
 * build did before the posting delta) against the delta over the kept chunks (`search/index-delta.ts`),
 * with the files each changes, and whether the delta's index finds what the full cut's finds.
 * The edit appends the bench's paragraph to one page. Run after a build:
 * `pnpm exec tsx scripts/search-edit-time.ts [distDir] [--lang en] [--page 0]`.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deltaIndex } from '#core/search/index-delta.ts';
import { type SplitIndexFile, splitIndexFiles } from '#core/search/split-index.ts';
import { SplitSearcher } from '#runtime/search/split-searcher.ts';
import { allRecordFiles, type PackedPage, type SplitIndexHead } from '#shared/index.ts';
import { loadBuiltHeads } from '../tests/search/recall';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { lang: { type: 'string', default: 'en' }, page: { type: 'string', default: '0' } },
});
const dist = path.resolve(positionals[0] ?? 'dist');
const built = loadBuiltHeads(dist).get(values.lang);
if (!built) throw new Error(`no ${values.lang} index in ${dist}`);
const { head, read } = built;
const meta = { lang: head.lang, version: head.version, domain: head.domain };
const parts = allRecordFiles(head, read).map((file) => fs.readFileSync(path.join(dist, 'static/search', file), 'utf8'));
const edited = Number(values.page);
const editedPart = (() => {
  const packed = JSON.parse(parts[edited]) as PackedPage;
  packed[2] += '\nEdited for benchmark run 1: the worker drains the queue again.';
  return JSON.stringify(packed);
})();
const after = parts.map((part, i) => (i === edited ? editedPart : part));
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

async function cpuTimed<T>(work: () => T | Promise<T>): Promise<{ value: T; cpu: number }> {
  const cpu = process.cpuUsage();
  const value = await work();
  const used = process.cpuUsage(cpu);
  return { value, cpu: (used.user + used.system) / 1000 };
}

const lastOut = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-search-edit-'));
const write = (files: readonly SplitIndexFile[]) => {
  for (const { file, json } of files) {
    fs.mkdirSync(path.dirname(path.join(lastOut, file)), { recursive: true });
    fs.writeFileSync(path.join(lastOut, file), json);
  }
};
const cold = splitIndexFiles(meta, parts);
write(cold.files);
const names = (files: readonly { file: string }[]) => new Set(files.map((f) => f.file));
const changed = (before: Set<string>, now: Set<string>) =>
  [...before].filter((f) => !now.has(f)).length + [...now].filter((f) => !before.has(f)).length;

const full = await cpuTimed(() =>
  splitIndexFiles(
    meta,
    cold.records.map((file) => fs.readFileSync(path.join(lastOut, file), 'utf8')).map((p, i) => (i === edited ? editedPart : p)),
  ),
);
const keys = after.map(sha1);
const last = {
  files: cold.files.map((f): [string, string] => [f.file, sha1(f.json)]),
  pages: cold.records.map((file, i) => [sha1(parts[i]), file, sha1(parts[i])] as [string, string, string]),
  base: [],
};
const delta = await cpuTimed(() => deltaIndex(meta, last, lastOut, keys, async (i) => after[i]));
if (!delta.value) throw new Error('no delta for this edit');
const deltaFiles = new Set([...names(delta.value.fresh), ...delta.value.kept.map(([f]) => f)]);
console.log(`${values.lang}: ${parts.length} pages, ${cold.files.length} files`);
console.log(`  cut again:  ${full.cpu.toFixed(0)} CPU-ms, ${changed(names(cold.files), names(full.value.files))} files changed`);
console.log(
  `  delta:      ${delta.cpu.toFixed(0)} CPU-ms, ${changed(names(cold.files), deltaFiles)} files changed, delta ${delta.value.fresh.find((f) => f.file.includes('/d.'))?.json.length ?? 0} bytes`,
);

write(delta.value.fresh);
const searcher = (files: Map<string, string>, headFile: string) =>
  new SplitSearcher(JSON.parse(files.get(headFile) as string) as SplitIndexHead, async (file) =>
    JSON.parse(files.get(`static/search/${file}`) ?? 'null'),
  );
const fullSearcher = searcher(new Map(full.value.files.map((f) => [f.file, f.json])), full.value.files[0].file);
const onDisk = { get: (file: string) => fs.readFileSync(path.join(lastOut, file), 'utf8') } as Map<string, string>;
const deltaSearcher = searcher(onDisk, delta.value.fresh[0].file);
const queries = [...head.latin.filter((_w, i) => i % 7 === 0), 'drains the queue', 'worker', 'edited benchmark'];
let differ = 0;
for (const q of queries) if (JSON.stringify(await fullSearcher.search(q, 7)) !== JSON.stringify(await deltaSearcher.search(q, 7))) differ++;
console.log(`  ${queries.length} queries, ${differ} with other results`);
fs.rmSync(lastOut, { recursive: true, force: true });
