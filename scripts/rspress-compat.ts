/**
 * How much of a real Rspress 2 documentation tree Quire builds unchanged. Copies the tree's
 * `docs/` (and `i18n.json`) into `e2e/.tmp/rspress-compat/`, writes the small `site.config.ts` an
 * Rspress user would write, compiles every page with the real pipeline, then runs `quire build`
 * (linkCheck 'warn'); a page counts as unchanged when it compiles, builds and no warning names it.
 * Prints the counts and the first problem of each page, grouped by kind.
 *
 *   pnpm exec tsx scripts/rspress-compat.ts <site folder or its docs folder> [--exclude 'fragments/**'] [--config file.ts] [--copy theme/components] [--no-build]
 *
 * `--exclude` globs (relative to each language folder, repeatable) are the tree's own `route.exclude`. A tree without
 * language folders is a site of one language, its pages directly in `docs/`.
 * `--config` names a module whose default export, called with the copy's folder, gives what the
 * tree's Rspress config carries over to Quire (its plugins, `builderConfig`, shiki languages), as
 * `scripts/rspress-compat/rspress-website.ts` does for Rspress's website; it is spread over the
 * config the script writes. `--copy` names a folder of the site beside `docs/` that pages import
 * (its components, through the aliases `--config` sets), copied as it is; repeatable.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { glob } from 'tinyglobby';
import { loadConfig } from '#core/config/load.ts';
import { unknownMetaOptions } from '#core/markdown/code-meta.ts';
import { compileMdx } from '#core/markdown/compile.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    exclude: { type: 'string', multiple: true },
    config: { type: 'string' },
    copy: { type: 'string', multiple: true },
    'no-build': { type: 'boolean' },
  },
});
if (!positionals[0]) {
  console.error(
    'usage: tsx scripts/rspress-compat.ts <site folder or docs folder> [--exclude glob]... [--config file.ts] [--copy folder]... [--no-build]',
  );
  process.exit(2);
}
const repoRoot = path.resolve(import.meta.dirname, '..');
const given = path.resolve(positionals[0]);
const sourceDocs = fs.existsSync(path.join(given, 'docs')) ? path.join(given, 'docs') : given;
const siteDir = path.dirname(sourceDocs);
const excludes = values.exclude ?? [];

const langFolders = fs
  .readdirSync(sourceDocs, { withFileTypes: true })
  .filter((d) => d.isDirectory() && /^[a-z]{2}(-[a-zA-Z]+)?$/.test(d.name))
  .map((d) => d.name)
  .sort();
if (langFolders.length === 1) {
  console.error(`${sourceDocs}: one language folder (${langFolders[0]}/); a site of one language keeps its pages directly in docs/`);
  process.exit(2);
}
// Without language folders the tree is a site of one language, its pages directly in docs/ (Rspress without locales).
const langs = langFolders.length ? langFolders : ['en'];
const defaultLang = langs.includes('en') ? 'en' : langs[0];
/** A page's path from the docs folder, with its language folder when the site has several. */
const pagePath = (lang: string, file: string) => (langFolders.length ? `${lang}/${file}` : file);

const workDir = path.join(repoRoot, 'e2e/.tmp/rspress-compat');
const docs = path.join(workDir, 'docs');
fs.rmSync(workDir, { recursive: true, force: true });
fs.mkdirSync(workDir, { recursive: true });
fs.cpSync(sourceDocs, docs, { recursive: true });
for (const folder of values.copy ?? []) fs.cpSync(path.join(siteDir, folder), path.join(workDir, folder), { recursive: true });
if (fs.existsSync(path.join(siteDir, 'i18n.json'))) fs.copyFileSync(path.join(siteDir, 'i18n.json'), path.join(workDir, 'i18n.json'));
const compat = values.config ? path.resolve(values.config) : undefined;
fs.writeFileSync(
  path.join(workDir, 'site.config.ts'),
  `import { defineConfig } from '@quire/core/config';
${compat ? `import compat from ${JSON.stringify(compat)};\n` : ''}
export default defineConfig({
  title: ${JSON.stringify(path.basename(siteDir))},
  lang: '${defaultLang}',
  locales: [${langs.map((l) => `{ lang: '${l}', label: '${l}' }`).join(', ')}],
  route: { exclude: ${JSON.stringify(excludes)} },
  linkCheck: 'warn',
  translations: { report: 'off' },
  cache: false,${compat ? '\n  ...compat(import.meta.dirname),' : ''}
});
`,
);

/** Routed pages: `docs/{lang}/**` (or `docs/**`) minus the excludes and `_`-prefixed names, as both frameworks route them. */
const pages: string[] = [];
for (const lang of langs) {
  for (const file of await glob('**/*.{md,mdx}', { cwd: path.join(docs, pagePath(lang, '')), ignore: [...excludes, '**/public/**'] })) {
    if (file.split('/').some((part) => part.startsWith('_'))) continue;
    pages.push(pagePath(lang, file));
  }
}
pages.sort();

/** A problem's kind: its message with names, paths and numbers taken out. */
function kindOf(message: string): string {
  return message
    .split('\n')[0]
    .replace(/^.*?\.mdx?:\d+:\d+: /, '')
    .replace(/ in '\/[^']*'/, '')
    .replace(/"[^"]*"|(?<![a-z])'[^']*'|`[^`]*`/g, (quoted) => (/^.@?rspress|^.@theme/.test(quoted) ? quoted : '"…"'))
    .replace(/<[^>\s]+>?/g, '<…>')
    .replace(/\b\d+\b/g, 'N')
    .replace(/\s(\/|\.\.?\/)\S*/g, ' …')
    .slice(0, 110);
}

const problems = new Map<string, string>();
const record = (page: string, message: string) => {
  if (!problems.has(page)) problems.set(page, message.split('\n')[0]);
};

// 1. Compile every page on its own, with the Markdown extensions of the config: each failing page's first error.
const { config } = await loadConfig(workDir);
for (const page of pages) {
  const lang = langFolders.length ? page.split('/')[0] : defaultLang;
  try {
    await compileMdx(
      fs.readFileSync(path.join(docs, page), 'utf8'),
      {
        filePath: path.join(docs, page),
        relativePath: page,
        projectRoot: workDir,
        lang,
        langs,
        defaultLang,
        extensions: config.extensions.markdownIdentity || undefined,
      },
      config.extensions.markdown,
    );
  } catch (error) {
    record(page, (error as Error).message);
  }
}
const compileFailures = problems.size;

/** A stand-in for a page that cannot build: its headings only, so links to it and its anchors still resolve. */
function stubFor(source: string): string {
  const headings = source.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  const lines = headings.match(/^#{1,6} .*$/gm) ?? ['# Page'];
  return `${lines.map((l) => l.replace(/\\?\{#([^}]+)\}/, '{#$1}').replace(/[<>`{}]/g, (c) => (c === '{' || c === '}' ? c : ''))).join('\n\n')}\n`;
}
const stub = (page: string) => fs.writeFileSync(path.join(docs, page), stubFor(fs.readFileSync(path.join(docs, page), 'utf8')));
for (const page of problems.keys()) stub(page);

// 2. Build what compiles. A failure that names pages stubs them and builds again.
const warned = new Set<string>();
const LOCATED = /(?:^|\s)docs\/([^\s:]+\.mdx?):\d+:\d+: (.*)$/gm;

const LINK_WARNING = /^(dead link|missing image) /;

/** Rspack's errors (`× Module not found: …`), each with the page entries its import trace starts from. */
function bundlerErrors(output: string): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const block of output.split(/\n(?=File: )/)) {
    const message = /× (.*)/.exec(block)?.[1];
    if (!message) continue;
    for (const [, page] of block.matchAll(/\.\/docs\/(\S+?\.mdx?)\?quire-page-entry/g)) found.push([page, message]);
  }
  return found;
}
if (!values['no-build']) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const result = spawnSync(process.execPath, [path.join(repoRoot, 'packages/core/bin/quire.mjs'), 'build'], {
      cwd: workDir,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    const output = `${result.stdout}\n${result.stderr}`;
    fs.writeFileSync(path.join(workDir, `build-${attempt}.log`), output);
    const named = [...output.matchAll(LOCATED)].map(([, page, message]) => [page, message]);
    if (result.status !== 0) named.push(...bundlerErrors(output));
    if (result.status === 0) {
      for (const [page, message] of named.filter(([page]) => pages.includes(page))) {
        warned.add(page);
        record(page, message);
      }
      break;
    }
    // The link check's warnings come before the failure: they do not stop the build.
    const failing = named.filter(([page, message]) => pages.includes(page) && !problems.has(page) && !LINK_WARNING.test(message));
    if (!failing.length) {
      console.error(`quire build failed without naming a page left to stub:\n${output.slice(-3000)}`);
      process.exit(1);
    }
    for (const [page, message] of failing) {
      record(page, message);
      stub(page);
    }
  }
}

const unchanged = pages.filter((p) => !problems.has(p));
const byKind = new Map<string, string[]>();
for (const [page, message] of problems) {
  const kind = kindOf(message);
  byKind.set(kind, [...(byKind.get(kind) ?? []), `${page}: ${message}`]);
}
console.log(`\n${path.relative(process.cwd(), sourceDocs) || '.'}: ${pages.length} pages (${langs.join(', ')})`);
for (const [kind, list] of [...byKind].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`\n${String(list.length).padStart(4)}  ${kind}`);
  for (const line of list.slice(0, 3)) console.log(`        ${line.slice(0, 200)}`);
}
console.log(
  `\n${unchanged.length} of ${pages.length} pages build unchanged; ${compileFailures} do not compile, ` +
    `${problems.size - compileFailures - warned.size} stop the build, ${warned.size} build with a warning` +
    (values['no-build'] ? ' (compile only: --no-build)' : ''),
);

/**
 * Unchanged pages with a code block that only builds through what the config carries over (a
 * code block option a plugin declares, a language it adds): they look as that plugin or grammar
 * makes them, which may not be as Rspress's plugin did.
 */
const { codeMeta, shiki } = config.extensions.markdown;
const addedLangs = new Set(shiki.langs.flatMap((l) => (typeof l === 'string' ? [l] : [l.name, ...(l.aliases ?? [])])).map((l) => l.toLowerCase()));
if (codeMeta.length || addedLangs.size) {
  const through = new Map<string, number>();
  for (const page of unchanged) {
    const used = new Set<string>();
    for (const [, lang, meta] of fs.readFileSync(path.join(docs, page), 'utf8').matchAll(/^\s*(?:`{3,}|~{3,})([\w+-]*)[ \t]*(.*)$/gm)) {
      if (addedLangs.has(lang.toLowerCase())) used.add(`language ${lang}`);
      for (const name of unknownMetaOptions(meta)) if (codeMeta.includes(name)) used.add(`option ${name}`);
    }
    for (const what of used) through.set(what, (through.get(what) ?? 0) + 1);
    if (used.size) through.set('', (through.get('') ?? 0) + 1);
  }
  const list = [...through].filter(([what]) => what).map(([what, n]) => `${what}: ${n}`);
  console.log(`${through.get('') ?? 0} of them through the carried-over config (${list.join(', ') || 'none'})`);
}
