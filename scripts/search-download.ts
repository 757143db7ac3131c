/**
 * The bytes (gzip) the reader's first search downloads from a built site's split index: the
 * head, then the posting chunks and record files a query fetches.
 * `pnpm exec tsx scripts/search-download.ts <distDir> [lang] [query…]`
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { firstSearchDownload } from '../tests/search/first-search-download';

const [dist = 'dist', lang = 'en', ...queries] = process.argv.slice(2);
const dir = path.join(path.resolve(dist), 'static/search');
const head = readdirSync(dir).find((f) => new RegExp(`^${lang}\\.[0-9a-f]+\\.json$`).test(f));
if (!head) throw new Error(`no search index head for "${lang}" in ${dir}: build the site first`);
const headText = readFileSync(path.join(dir, head), 'utf8');
for (const query of queries.length ? queries : ['retry']) {
  const d = await firstSearchDownload(headText, (file) => readFileSync(path.join(dir, file), 'utf8'), query);
  const records = d.files.filter((f) => f.file.includes('/r.'));
  const chunks = d.files.filter((f) => f.file.includes('/t.'));
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `${lang} ${JSON.stringify(query)}: ${kb(d.gzip)} gzip in ${d.files.length} files (head ${kb(d.files[0].gzip)}, ${chunks.length} posting chunks ${kb(chunks.reduce((s, f) => s + f.gzip, 0))}, ${records.length} records ${kb(records.reduce((s, f) => s + f.gzip, 0))})`,
  );
}
