/**
 * The generated tree as a Starlight site wants it: English, the root locale, at the top of
 * `src/content/docs/` and Chinese under `zh/`; every page's title in its frontmatter (Starlight
 * renders it as the page's heading, so the body's own `# title` goes); relative `.md` links as
 * the site's URLs, because Astro serves `a/b.md` at `/a/b/` and does not rewrite links to it.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Where a language's pages go under the content folder: the root locale has no prefix. */
const LOCALE_DIRS = { en: '', zh: 'zh' };

/** `/zh/guide/intro/page/` for `guide/intro/page.md` in Chinese; `index` is its folder. */
export function starlightUrl(rel, lang) {
  const route = rel.replace(/\.md$/, '').replace(/(^|\/)index$/, '');
  return `/${[LOCALE_DIRS[lang], route].filter(Boolean).join('/')}/`.replace(/\/+/g, '/');
}

/**
 * One page's Markdown for Starlight. Throws `file:line:column: reason` when the page has no
 * frontmatter title, since Starlight's schema would reject the whole build for it.
 * @param {string} text the generated page
 * @param {string} rel its path in its language's tree, `guide/intro/page.md`
 * @param {'en' | 'zh'} lang
 * @param {string} file the path to name in an error
 */
export function starlightPage(text, rel, lang, file) {
  const frontmatter = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!frontmatter || !/^title:\s*\S/m.test(frontmatter[1])) throw new Error(`${file}:1:1: no title in the frontmatter, which Starlight requires`);
  const body = text
    .slice(frontmatter[0].length)
    .replace(/^\s*# [^\n]*\n/, '')
    .replace(/\]\((\.{1,2}\/[^)\s]*?\.md)\)/g, (_, link) => `](${starlightUrl(path.posix.join(path.posix.dirname(rel), link), lang)})`);
  return `${frontmatter[0]}${body}`;
}

/** Writes every page of `treeDocs` (`en/…`, `zh/…`) into the site's content folder. */
export function copyForStarlight(treeDocs, siteDir) {
  for (const [lang, dir] of Object.entries(LOCALE_DIRS)) {
    const from = path.join(treeDocs, lang);
    for (const rel of fs.readdirSync(from, { recursive: true }).map(String)) {
      const source = path.join(from, rel);
      if (!rel.endsWith('.md') || !fs.statSync(source).isFile()) continue;
      const target = path.join(siteDir, 'src/content/docs', dir, rel);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(
        target,
        starlightPage(fs.readFileSync(source, 'utf8'), rel.split(path.sep).join('/'), /** @type {'en' | 'zh'} */ (lang), source),
      );
    }
  }
}

/** Where a language's copy of a page lives in the Starlight site. */
export function starlightSource(siteDir, lang, route) {
  return path.join(siteDir, 'src/content/docs', LOCALE_DIRS[lang], `${route}.md`);
}
