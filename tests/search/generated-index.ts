/**
 * The split search index of the benchmark's generated tree (`scripts/bench/gen-docs.mjs`, seed 7)
 * at a given size, as the build packs it (the Markdown of each page standing for its text),
 * without a site build: what the first-search budget test and `scripts/search-head-size.ts` read.
 */
import { planTree, renderPage } from '../../scripts/bench/gen-docs.mjs';
import { searchIndexGroups, searchPageJson } from '#core/search/build-index.ts';
import { splitIndexFiles } from '#core/search/split-index.ts';
import { pageData } from '../fixtures/page-data';

export interface GeneratedIndex {
  /** The head file's text. */
  head: string;
  /** A file's text by its path relative to the head's folder. */
  read: (file: string) => string;
  /** Every file but the head, by that path. */
  files: ReadonlyMap<string, string>;
  pages: number;
}

/** A generated page as the index takes it: its Markdown as text, its headings as its outline. */
function searchPage(rel: string, lang: string, markdown: string) {
  const text = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  const toc = [...text.matchAll(/^(#{2,3}) (.+)$/gm)].map((m) => ({
    text: m[2],
    id: m[2].toLowerCase().replace(/\s+/g, '-'),
    depth: m[1].length,
    charIndex: m.index ?? 0,
  }));
  const title = /^# (.+)$/m.exec(text)?.[1] ?? rel;
  const page = pageData({ routePath: `/${lang}/${rel.replace(/\.md$/, '')}`, lang, title, toc, _relativePath: rel, pagePath: '' });
  return { page, text };
}

/** The index of `pagesPerLang` generated pages in `lang`. */
export function generatedIndex(pagesPerLang: number, lang: string): GeneratedIndex {
  const manifest = planTree(pagesPerLang, 7);
  const pages = manifest.sections.flatMap((s) => s.pages.map((p) => searchPage(p.rel, lang, renderPage(p, lang))));
  const [group] = searchIndexGroups(pages);
  const { files } = splitIndexFiles({ lang, version: '', domain: '' }, group.pages.map(searchPageJson));
  const byName = new Map(files.slice(1).map((f) => [f.file.replace(/^static\/search\//, ''), f.json]));
  const read = (file: string) => byName.get(file) ?? '';
  return { head: files[0].json, read, files: byName, pages: pages.length };
}
