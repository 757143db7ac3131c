/**
 * One adapter per framework: where its copy of the generated tree lives, the config it needs
 * for that tree (same locales, same sidebar, local search on), the commands that build it and
 * serve it in development, the caches a cold build removes, and where its output puts a page
 * and the search index, and when a page it serves in development is ready (a JS expression, true
 * once the page is rendered or hydrated). Every site folder gets the same generated `docs/` bytes,
 * except Starlight's, whose content folder and page titles follow Astro's rules (starlight-pages.mjs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PEERS_ROOT } from './peers.mjs';
import { copyForStarlight, starlightSource } from './starlight-pages.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const QUIRE_BIN = path.join(repoRoot, 'packages/core/bin/quire.mjs');

/** Quire's sites stay out of the peers' folder, so they never resolve the peers' copy of React. */
const QUIRE_SITES = process.env.QUIRE_BENCH_SITES ?? path.join(os.tmpdir(), 'quire-bench-sites');

const LOCALES = [
  { lang: 'en', label: 'English' },
  { lang: 'zh', label: '简体中文' },
];

/**
 * @typedef {import('./gen-docs.mjs').Manifest} Manifest
 * @typedef {{ cmd: string, args: string[], env?: Record<string, string> }} Command
 * @typedef {{
 *   name: string,
 *   siteDir(pages: number): string,
 *   copyDocs(treeDocs: string, siteDir: string): void,
 *   sourceFile(siteDir: string, lang: 'en' | 'zh', route: string): string,
 *   htmlFile(outDir: string, route: string): string,
 *   writeConfig(siteDir: string, manifest: Manifest): void,
 *   writeConfigWithFolderSidebars?(siteDir: string): void,
 *   build(siteDir: string): Command,
 *   dev(siteDir: string, port: number): Command,
 *   cacheDirs(siteDir: string): string[],
 *   workDirs?(siteDir: string): string[],
 *   outDir(siteDir: string): string,
 *   devPath(route: string): string,
 *   devReady: string,
 *   searchIndexLang(relativeFile: string): string | undefined,
 * }} Framework
 */

/** Sidebar groups of one language; `prefix` is the language's URL prefix where a framework wants it. */
function sidebarGroups(manifest, lang, prefix) {
  return manifest.sections
    .filter((s) => s.pages.length)
    .map((s) => ({
      text: s.title[lang],
      collapsible: true,
      items: s.pages.map((p) => ({ text: p.title[lang], link: `${prefix}/${p.rel.replace(/\.md$/, '')}` })),
    }));
}

/** Quire wants links without the language prefix and has no `collapsible` field. */
const quireGroups = (manifest, lang) => sidebarGroups(manifest, lang, '').map(({ collapsible, ...group }) => group);

function writeModule(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `// Written by scripts/bench for the generated tree.\nexport default ${JSON.stringify(value, null, 2)};\n`);
}

/** The generated `docs/en` and `docs/zh` as they are. */
const copyAsIs = (treeDocs, siteDir) => fs.cpSync(treeDocs, path.join(siteDir, 'docs'), { recursive: true });
const sourceUnderDocs = (siteDir, lang, route) => path.join(siteDir, 'docs', lang, `${route}.md`);
const htmlBesideRoute = (outDir, route) => path.join(outDir, `${route}.html`);

/** The site's package.json: ESM, like a current docs project. */
export function writePackageJson(siteDir) {
  fs.writeFileSync(path.join(siteDir, 'package.json'), `${JSON.stringify({ private: true, type: 'module' }, null, 2)}\n`);
}

const QUIRE_SITE = { title: 'Relay Queue', lang: 'en', locales: LOCALES, root: 'docs', outDir: 'dist' };

/** @type {Framework} */
const quire = {
  name: 'quire',
  copyDocs: copyAsIs,
  sourceFile: sourceUnderDocs,
  htmlFile: htmlBesideRoute,
  siteDir: (pages) => path.join(QUIRE_SITES, `quire-${pages}`),
  writeConfig(siteDir, manifest) {
    writeModule(path.join(siteDir, 'quire.config.mjs'), {
      ...QUIRE_SITE,
      themeConfig: {
        locales: LOCALES.map((l) => ({ ...l, sidebar: { '/': quireGroups(manifest, l.lang) } })),
      },
    });
  },
  // No sidebar in the config: Quire makes one per top-level folder from the folders, titles from the pages.
  writeConfigWithFolderSidebars: (siteDir) => writeModule(path.join(siteDir, 'quire.config.mjs'), QUIRE_SITE),
  build: () => ({ cmd: process.execPath, args: [QUIRE_BIN, 'build', '--config', 'quire.config.mjs'] }),
  dev: (_, port) => ({ cmd: process.execPath, args: [QUIRE_BIN, 'dev', '--config', 'quire.config.mjs', '--port', String(port)] }),
  cacheDirs: (siteDir) => ['.quire', 'node_modules/.cache', 'dist'].map((d) => path.join(siteDir, d)),
  // Its caches and staging folders: what the disk figure adds to the output.
  workDirs: (siteDir) => [path.join(siteDir, '.quire')],
  outDir: (siteDir) => path.join(siteDir, 'dist'),
  devPath: (route) => route,
  // The app marks the document once its first render has committed and its effects have run.
  devReady: `document.documentElement.dataset.quireReady === 'true'`,
  // The split index: each language's head, posting chunks and records.
  searchIndexLang: (file) => /^static\/search\/([\w-]+)(?:\.[0-9a-f]+\.json$|\/)/.exec(file)?.[1],
};

/** @type {Framework} */
const rspress = {
  name: 'rspress',
  copyDocs: copyAsIs,
  sourceFile: sourceUnderDocs,
  htmlFile: htmlBesideRoute,
  siteDir: (pages) => path.join(PEERS_ROOT, 'rspress', 'sites', String(pages)),
  writeConfig(siteDir, manifest) {
    writeModule(path.join(siteDir, 'rspress.config.mjs'), {
      root: 'docs',
      outDir: 'doc_build',
      title: 'Relay Queue',
      lang: 'en',
      locales: LOCALES,
      themeConfig: {
        locales: LOCALES.map((l) => ({
          ...l,
          sidebar: { [l.lang === 'en' ? '/' : `/${l.lang}/`]: sidebarGroups(manifest, l.lang, l.lang === 'en' ? '' : `/${l.lang}`) },
        })),
      },
    });
  },
  build: () => ({ cmd: path.join(PEERS_ROOT, 'rspress/node_modules/.bin/rspress'), args: ['build', '--config', 'rspress.config.mjs'] }),
  dev: (_, port) => ({
    cmd: path.join(PEERS_ROOT, 'rspress/node_modules/.bin/rspress'),
    args: ['dev', '--config', 'rspress.config.mjs', '--port', String(port)],
  }),
  // Rspress keeps its generated modules in node_modules/.rspress and Rsbuild's persistent
  // cache in node_modules/.cache; the site has no other node_modules.
  cacheDirs: (siteDir) => ['node_modules', 'doc_build'].map((d) => path.join(siteDir, d)),
  outDir: (siteDir) => path.join(siteDir, 'doc_build'),
  devPath: (route) => route,
  // Rspress's dev server renders on the client (createRoot): ready once the doc's title is there.
  devReady: `!!document.querySelector('.rp-doc h1, .rspress-doc h1')`,
  searchIndexLang: (file) => /^static\/search_index\.([\w-]+)\.[0-9a-f]+\.json$/.exec(file)?.[1],
};

/** @type {Framework} */
const vitepress = {
  name: 'vitepress',
  copyDocs: copyAsIs,
  sourceFile: sourceUnderDocs,
  htmlFile: htmlBesideRoute,
  siteDir: (pages) => path.join(PEERS_ROOT, 'vitepress', 'sites', String(pages)),
  writeConfig(siteDir, manifest) {
    writeModule(path.join(siteDir, 'docs/.vitepress/config.mjs'), {
      title: 'Relay Queue',
      outDir: '../dist',
      // The tree keeps English under en/; VitePress serves its root locale from the top.
      rewrites: { 'en/:rest*': ':rest*' },
      locales: {
        root: { label: 'English', lang: 'en', themeConfig: { sidebar: sidebarGroups(manifest, 'en', '') } },
        zh: { label: '简体中文', lang: 'zh', link: '/zh/', themeConfig: { sidebar: sidebarGroups(manifest, 'zh', '/zh') } },
      },
      themeConfig: { search: { provider: 'local' } },
    });
  },
  build: () => ({ cmd: path.join(PEERS_ROOT, 'vitepress/node_modules/.bin/vitepress'), args: ['build', 'docs'] }),
  dev: (_, port) => ({
    cmd: path.join(PEERS_ROOT, 'vitepress/node_modules/.bin/vitepress'),
    args: ['dev', 'docs', '--port', String(port), '--strictPort'],
  }),
  cacheDirs: (siteDir) => ['docs/.vitepress/cache', 'node_modules', 'dist'].map((d) => path.join(siteDir, d)),
  outDir: (siteDir) => path.join(siteDir, 'dist'),
  devPath: (route) => `${route}.html`,
  // Vue keeps the mounted app on its container; the doc's title shows the page is rendered.
  devReady: `!!document.querySelector('#app')?.__vue_app__ && !!document.querySelector('.vp-doc h1')`,
  // The local search index is a JS chunk per locale: `@localSearchIndexroot.<hash>.js`.
  searchIndexLang: (file) => {
    const locale = /^assets\/chunks\/@localSearchIndex([\w-]+)\.[\w-]+\.js$/.exec(file)?.[1];
    return locale === 'root' ? 'en' : locale;
  },
};

const ASTRO_BIN = path.join(PEERS_ROOT, 'starlight/node_modules/.bin/astro');
/** Astro asks once whether it may send usage data, and would send it from every build. */
const ASTRO_ENV = { ASTRO_TELEMETRY_DISABLED: '1' };

/** @type {Framework} */
const starlight = {
  name: 'starlight',
  siteDir: (pages) => path.join(PEERS_ROOT, 'starlight', 'sites', String(pages)),
  copyDocs: copyForStarlight,
  sourceFile: starlightSource,
  // Astro writes each page as a folder with an index.html.
  htmlFile: (outDir, route) => path.join(outDir, route, 'index.html'),
  writeConfig(siteDir, manifest) {
    const config = {
      title: 'Relay Queue',
      locales: { root: { label: 'English', lang: 'en' }, zh: { label: '简体中文', lang: 'zh-CN' } },
      // One group per section, listed from its folder; the group's title per language.
      sidebar: manifest.sections
        .filter((s) => s.pages.length)
        .map((s) => ({ label: s.title.en, translations: { 'zh-CN': s.title.zh }, autogenerate: { directory: s.dir } })),
    };
    // Astro is installed above the site folder; its dev server may serve its own client files from there, as from a project's node_modules.
    const vite = { server: { fs: { allow: [path.join(PEERS_ROOT, 'starlight')] } } };
    fs.writeFileSync(
      path.join(siteDir, 'astro.config.mjs'),
      [
        '// Written by scripts/bench for the generated tree.',
        "import { defineConfig } from 'astro/config';",
        "import starlight from '@astrojs/starlight';",
        '',
        `export default defineConfig({ integrations: [starlight(${JSON.stringify(config, null, 2)})], vite: ${JSON.stringify(vite)} });`,
        '',
      ].join('\n'),
    );
    fs.writeFileSync(
      path.join(siteDir, 'src/content.config.mjs'),
      [
        "// Written by scripts/bench: Starlight's docs collection.",
        "import { defineCollection } from 'astro:content';",
        "import { docsLoader } from '@astrojs/starlight/loaders';",
        "import { docsSchema } from '@astrojs/starlight/schema';",
        '',
        'export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };',
        '',
      ].join('\n'),
    );
  },
  build: () => ({ cmd: ASTRO_BIN, args: ['build'], env: ASTRO_ENV }),
  dev: (_, port) => ({ cmd: ASTRO_BIN, args: ['dev', '--port', String(port)], env: ASTRO_ENV }),
  // Astro keeps its content layer's data store and Vite's dependency cache in node_modules, and generated types in .astro.
  cacheDirs: (siteDir) => ['node_modules', '.astro', 'dist'].map((d) => path.join(siteDir, d)),
  outDir: (siteDir) => path.join(siteDir, 'dist'),
  devPath: (route) => `${route}/`,
  // Starlight's pages are server-rendered HTML with a few small islands: the page's title is its content.
  devReady: `!!document.querySelector('main h1')`,
  // Pagefind's index per language: its metadata and the word index chunks (the page excerpts, `fragment/`, are left out).
  searchIndexLang: (file) => /^pagefind\/(?:pagefind\.|index\/)(en|zh)(?:-[\w]+)?_[0-9a-f]+\.pf_(?:meta|index)$/.exec(file)?.[1],
};

/** @type {Record<string, Framework>} */
export const FRAMEWORK_ADAPTERS = { quire, rspress, vitepress, starlight };
