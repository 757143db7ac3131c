/**
 * The split search index's head and the first search's download (gzip bytes, dependent rounds)
 * on the benchmark's generated tree at the sizes given, without a site build.
 * `pnpm exec tsx scripts/search-head-size.ts [pages per language…]`
 */
import { gzipSync } from 'node:zlib';
import { FIRST_SEARCH_QUERIES } from '../tests/search/first-search-budget-queries';
import { firstSearchDownload } from '../tests/search/first-search-download';
import { generatedIndex } from '../tests/search/generated-index';

const sizes = process.argv.slice(2).map(Number);
const kb = (n: number) => (n / 1024).toFixed(1);
for (const pages of sizes.length ? sizes : [200, 800, 2500]) {
  for (const [lang, queries] of Object.entries(FIRST_SEARCH_QUERIES)) {
    const index = generatedIndex(pages, lang);
    const head = JSON.parse(index.head) as Record<string, unknown>;
    const parts = Object.entries(head)
      .filter(([, v]) => typeof v === 'object')
      .map(([k, v]) => `${k} ${kb(gzipSync(JSON.stringify(v)).length)}`);
    console.log(`${pages} ${lang}: head ${kb(gzipSync(index.head).length)} KB gzip (${parts.join(', ')})`);
    for (const query of queries) {
      const d = await firstSearchDownload(index.head, index.read, query);
      const byKind = new Map<string, { n: number; gzip: number }>();
      for (const f of d.files.slice(1)) {
        const kind = /\/(\w+)\.[0-9a-f]+(\.\d+)?\.json$/.exec(f.file)?.[1] ?? f.file;
        const k = byKind.get(kind) ?? { n: 0, gzip: 0 };
        k.n++;
        k.gzip += f.gzip;
        byKind.set(kind, k);
      }
      const kinds = [...byKind].map(([k, { n, gzip }]) => `${k} ${n}: ${kb(gzip)}`).join(', ');
      console.log(
        `  ${JSON.stringify(query)}: ${kb(d.gzip)} KB in ${d.files.length} files, ${d.rounds} rounds (${kinds}), ${d.results.length} results`,
      );
    }
  }
}
