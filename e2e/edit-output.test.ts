/**
 * What an edit changes in `dist/`: after one paragraph of one page is rewritten, the files whose
 * bytes differ are that page's HTML, its Markdown copy and script, its language's search index
 * head, the page's own search record and the index's delta naming it (the posting chunks, term
 * tables and the records of its group of 64 pages stay as the last full cut left them, whatever
 * words the edit touched),
 * the site files that list content (the un-hashed manifest, the route table it names, sitemap,
 * `llms-full.txt`, the feeds the page is in), and nothing else, however many pages the site has.
 * A title edit changes, besides, what shows the title: its section's sidebar file and the pages
 * of the section, which draw the sidebar and name its file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedFiles, fileDigests } from '../scripts/bench/output-files.mjs';
import { runQuire } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `edit-output-${process.pid}`);
const dist = path.join(workDir, 'dist');
const NOTES = 8;
const notePath = (lang: string, n: number) => path.join(workDir, 'docs', lang, 'notes', `note-${n}.mdx`);

function note(lang: string, n: number): string {
  return `# Note ${n} (${lang})\n\nWhat note ${n} is about, in a sentence.\n\n## Details\n\nDetails of note ${n} are these words.\n\n## More\n\nThe last paragraph of note ${n}.\n`;
}

function build(): string {
  const { status, output } = runQuire(workDir, 'build');
  expect(status, output).toBe(0);
  return output;
}

/** Documents the build linked from the last `dist/` unchanged, and documents in all. */
function documentsReused(output: string): { reused: number; documents: number } {
  const match = /(\d+) of (\d+) documents unchanged/.exec(output);
  expect(match, output).not.toBeNull();
  return { reused: Number(match?.[1]), documents: Number(match?.[2]) };
}

/** Edits a page's source, builds, and returns what changed in `dist/` (hashes shown as `#`, sorted) and what the build printed. */
function changesAfter(file: string, edit: (source: string) => string): { changes: string[]; output: string } {
  const before = fileDigests(dist);
  const source = fs.readFileSync(file, 'utf8');
  const edited = edit(source);
  expect(edited).not.toBe(source);
  fs.writeFileSync(file, edited);
  const output = build();
  const changes = changedFiles(before, fileDigests(dist))
    .map((line) => line.replace(/[0-9a-f]{8,}/g, '#'))
    .sort();
  return { changes, output };
}

beforeAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/basic'), workDir, { recursive: true });
  const config = path.join(workDir, 'site.config.ts');
  const extra = "siteUrl: 'https://docs.example',\n  feeds: [{ id: 'notes', title: 'Notes', match: '^/notes/' }],";
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("title: 'Fixture',", `title: 'Fixture',\n  ${extra}`));
  for (const lang of ['en', 'zh']) {
    fs.mkdirSync(path.dirname(notePath(lang, 1)), { recursive: true });
    for (let n = 1; n <= NOTES; n++) fs.writeFileSync(notePath(lang, n), note(lang, n));
  }
  build();
}, 300_000);
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('an edit changes what it changes', () => {
  it("one paragraph of one page: its own files, its language's index and the lists of content", () => {
    const { changes, output } = changesAfter(notePath('en', 5), (s) =>
      s.replace('Details of note 5 are these words.', 'Details of note 5 were rewritten.'),
    );
    // Every other document is linked from the last build, not built again.
    const { reused, documents } = documentsReused(output);
    expect(reused).toBe(documents - 1);
    expect(changes).toEqual([
      'added static/js/p-#.#.js',
      'added static/routes.#.json',
      'added static/search/en.#.json',
      'added static/search/en/d.#.json',
      'added static/search/en/r.#.json',
      'changed feeds/notes.atom.xml',
      'changed feeds/notes.rss.xml',
      'changed llms-full.txt',
      'changed notes/note-5.html',
      'changed notes/note-5.md',
      'changed sitemap.xml',
      'changed static/manifest.json',
      'removed static/js/p-#.#.js',
      'removed static/routes.#.json',
      'removed static/search/en.#.json',
    ]);
  }, 300_000);

  it("a title: also its section's sidebar file, and every page of the section, which draws that sidebar and names its file", () => {
    const { changes } = changesAfter(notePath('en', 5), (s) => s.replace('# Note 5 (en)', '# Note five (en)'));
    const section = (line: string) => Array.from({ length: NOTES }, (_, i) => line.replace('<n>', String(i + 1)));
    expect(changes).toEqual(
      [
        ...section('added static/js/p-#.#.js'),
        'added static/routes.#.json',
        'added static/search/en.#.json',
        'added static/search/en/d.#.json',
        'added static/search/en/r.#.json',
        'added static/sidebar/en.#.json',
        'changed feeds/notes.atom.xml',
        'changed feeds/notes.rss.xml',
        'changed llms-full.txt',
        'changed llms.txt',
        ...section('changed notes/note-<n>.html'),
        'changed notes/note-5.md',
        'changed sitemap.xml',
        'changed static/manifest.json',
        ...section('removed static/js/p-#.#.js'),
        'removed static/routes.#.json',
        'removed static/search/en.#.json',
        'removed static/search/en/d.#.json',
        'removed static/search/en/r.#.json',
        'removed static/sidebar/en.#.json',
      ].sort(),
    );
  }, 300_000);
});
