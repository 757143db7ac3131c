/** The files of a new site, by path: a home page, two guide pages, a theme override, the config, package.json, tsconfig.json, README. */
import type { Languages, SiteAnswers } from './options.js';

export interface SiteSpec extends SiteAnswers {
  /** The package name, from the folder's name. */
  name: string;
  /** The version of the Quire packages to depend on: create-quire's own. */
  version: string;
}

/** Where a language's pages live: directly in `docs/` for one language, `docs/{lang}/` for several. */
const pagesDir = (lang: string, langs: Languages) => (langs.length > 1 ? `docs/${lang}` : 'docs');

interface Texts {
  tagline: string;
  start: string;
  guide: string;
  gettingStarted: string;
  gettingStartedBody: string;
  writing: string;
  writingBody: string;
}

const TEXTS: Record<'en' | 'zh', Texts> = {
  en: {
    tagline: 'Documentation built with Quire',
    start: 'Get started',
    guide: 'Guide',
    gettingStarted: 'Getting started',
    gettingStartedBody: 'Every Markdown or MDX file under this folder is a page; `_meta.json` orders the sidebar.',
    writing: 'Writing pages',
    writingBody: 'Pages take Markdown, MDX and containers:\n\n:::tip\nEdit this file and the page updates as you save.\n:::',
  },
  zh: {
    tagline: '用 Quire 构建的文档',
    start: '开始',
    guide: '指南',
    gettingStarted: '快速开始',
    gettingStartedBody: '此目录下的每个 Markdown 或 MDX 文件都是一个页面；`_meta.json` 决定侧边栏的顺序。',
    writing: '编写页面',
    writingBody: '页面支持 Markdown、MDX 和容器：\n\n:::tip\n编辑此文件，保存后页面随即更新。\n:::',
  },
};

function languagePages(lang: 'en' | 'zh', title: string, langs: Languages): Record<string, string> {
  const t = TEXTS[lang];
  const dir = pagesDir(lang, langs);
  return {
    [`${dir}/index.md`]: `---
pageType: home
hero:
  name: ${JSON.stringify(title)}
  text: ${JSON.stringify(t.tagline)}
  actions:
    - theme: brand
      text: ${JSON.stringify(t.start)}
      link: /guide/getting-started
---
`,
    [`${dir}/_nav.json`]: `${JSON.stringify([{ text: t.guide, link: '/guide/getting-started', activeMatch: '/guide/' }], null, 2)}\n`,
    [`${dir}/guide/_meta.json`]: `${JSON.stringify(['getting-started', 'writing'], null, 2)}\n`,
    [`${dir}/guide/getting-started.md`]: `# ${t.gettingStarted}\n\n${t.gettingStartedBody}\n`,
    [`${dir}/guide/writing.md`]: `# ${t.writing}\n\n${t.writingBody}\n`,
  };
}

function siteConfig({ title, langs }: SiteSpec): string {
  const locales = langs.length > 1 ? `\n  locales: [\n    { lang: 'en', label: 'English' },\n    { lang: 'zh', label: '简体中文' },\n  ],` : '';
  return `import { defineConfig } from '@quire/core';

export default defineConfig({
  title: ${JSON.stringify(title)},
  lang: 'en',${locales}
});
`;
}

const THEME_INDEX = `// The default theme with this site's colours (theme.css); export your own Layout or components here to replace the theme's.
import './theme.css';

export * from '@quire/theme-default';
`;

const THEME_CSS = `/* The default theme's CSS variables, overridden (see @quire/theme-default/styles/vars.css for all of them). */
:root {
  --q-c-brand: #0f7b6c;
  --q-c-brand-text: #0b6357;
}
:root.dark {
  --q-c-brand: #3ec9b4;
  --q-c-brand-text: #6fdccb;
}
`;

/** For editors and `tsc`: the config and the theme typed by the packages' declarations. */
const TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      strict: true,
      skipLibCheck: true,
      noEmit: true,
    },
    include: ['site.config.ts', 'theme'],
  },
  null,
  2,
)}\n`;

function packageJson({ name, version }: SiteSpec): string {
  const manifest = {
    name,
    private: true,
    type: 'module',
    scripts: { dev: 'quire dev', build: 'quire build', preview: 'quire preview' },
    dependencies: {
      '@quire/core': version,
      '@quire/theme-default': version,
      react: '^19.2.0',
      'react-dom': '^19.2.0',
    },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

function readme({ title }: SiteSpec): string {
  return `# ${title}

A documentation site built with [Quire](https://www.npmjs.com/package/@quire/core).

\`\`\`bash
npm run dev     # dev server at http://localhost:3000, pages update as you save
npm run build   # the static site in dist/ (npm run preview serves it)
\`\`\`

Pages are in \`docs/\`, the site's settings in \`site.config.ts\`, its colours in \`theme/theme.css\`.
`;
}

export function siteFiles(spec: SiteSpec): Record<string, string> {
  return {
    'package.json': packageJson(spec),
    'site.config.ts': siteConfig(spec),
    'tsconfig.json': TSCONFIG,
    'theme/index.tsx': THEME_INDEX,
    'theme/theme.css': THEME_CSS,
    '.gitignore': 'node_modules/\ndist/\n.quire/\n',
    'README.md': readme(spec),
    ...Object.assign({}, ...spec.langs.map((lang) => languagePages(lang, spec.title, spec.langs))),
  };
}
