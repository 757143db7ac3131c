/**
 * The names Rspress 2 documents for `@rspress/core/theme` and `@rspress/core/runtime` (and their
 * older `rspress/theme`, `rspress/runtime`): those Quire provides, under the same name and with the
 * same behaviour, and for each other documented name what to use in Quire instead. The compiler
 * (`rspress-imports.ts`) and the bundler (`bundler/page-import-errors.ts`) refuse any other name at
 * its import, so a page or component never gets `undefined` in its place.
 */

export const RSPRESS_THEME_EXPORTS = [
  'Badge',
  'BrowserOnly',
  'Callout',
  'CodeBlockRuntime',
  'DocFooter',
  'getCustomMDXComponent',
  'Head',
  'HomeHero',
  'Layout',
  'Link',
  'Nav',
  'NavTitle',
  'NoSSR',
  'Outline',
  'Overview',
  'OverviewGroup',
  'PackageManagerTabs',
  'PageTab',
  'PageTabs',
  'PrevNextPage',
  'Prompt',
  'renderInlineMarkdown',
  'Sidebar',
  'SourceCode',
  'Steps',
  'SvgWrapper',
  'Tab',
  'Tabs',
  'Tag',
] as const;

export const RSPRESS_RUNTIME_EXPORTS = [
  'BrowserOnly',
  'Head',
  'NoSSR',
  'isEqualPath',
  'normalizeImagePath',
  'useDark',
  'useFrontmatter',
  'useHead',
  'useI18n',
  'useLang',
  'useLocation',
  'useNavigate',
  'usePage',
  'usePageData',
  'usePages',
  'useParams',
  'useSearchParams',
  'useSite',
  'useVersion',
  'withBase',
] as const;

const OWN_ICON = 'draw the icon with your own SVG (`SvgWrapper` from @rspress/core/theme takes an imported SVG component)';

/** Rspress's built-in icons its docs list (`IconGithub`, …): Quire's theme keeps its icons to itself. */
const RSPRESS_ICONS = [
  'Anthropic',
  'ArrowDown',
  'ArrowRight',
  'Close',
  'Copy',
  'Deprecated',
  'Down',
  'Edit',
  'Empty',
  'Experimental',
  'ExternalLink',
  'File',
  'Github',
  'Gitlab',
  'Header',
  'Jump',
  'Link',
  'Loading',
  'Menu',
  'Moon',
  'OpenAI',
  'OpenInChat',
  'ScrollToTop',
  'Search',
  'SmallMenu',
  'Success',
  'Sun',
  'Title',
  'Wrap',
  'Wrapped',
];

/** Documented theme names Quire has no such export for, each with what to do instead. */
const THEME_INSTEAD: Readonly<Record<string, string>> = {
  Banner: 'set `themeConfig.banner` ({ message, href, storageKey }) in the site config; Quire draws it above the navbar',
  EditLink: 'the edit link is part of `DocFooter` (from @rspress/core/theme), shown when `themeConfig.editLink` is set',
  LastUpdated: 'the date is part of `DocFooter` (from @rspress/core/theme), shown when `themeConfig.lastUpdated` is set',
  HomeLayout:
    'a home page (`pageType: home`) is drawn by the `Layout`; pass its slots `beforeHero`, `afterHero`, `beforeFeatures`, `afterFeatures` to `Layout`, or export `Home` from the site theme to replace it',
  HomeFeature: '`HomeFeatures` from @quire/theme-default takes the features as a prop (`<HomeFeatures features={…} />`)',
  HomeFooter: '`Footer` from @quire/theme-default shows `themeConfig.footer` on every page',
  HomeBackground: 'not available; style `.q-home` in the site theme’s CSS',
  Root: 'not available; wrap the `Layout` in a provider in the site theme’s `index.tsx` (`export const Layout = () => <P><BasicLayout /></P>`)',
  usePrevNextPage: 'not available; `PrevNextPage` (from @rspress/core/theme) draws the links',
  useDynamicToc: 'read the page’s headings from `usePage().page.toc` (from @rspress/core/runtime)',
  RenderType: 'not available; search results are customized with `search.searchHooks` (docs/FRAMEWORK.md)',
  ...Object.fromEntries(RSPRESS_ICONS.map((icon) => [`Icon${icon}`, OWN_ICON])),
};

/** Documented runtime names Quire has no such export for, each with what to do instead. */
const RUNTIME_INSTEAD: Readonly<Record<string, string>> = {
  useMatches: 'not available (Rspress’s router is no data router either, so it throws there); use `useLocation()`',
};

const THEME_MODULES = ['@rspress/core/theme', '@rspress/core/theme-original', 'rspress/theme'];
const RUNTIME_MODULES = ['@rspress/core/runtime', 'rspress/runtime'];

/** Module specifier → the names Quire provides for it. */
export const RSPRESS_MODULES: Readonly<Record<string, readonly string[]>> = Object.fromEntries([
  ...THEME_MODULES.map((module) => [module, RSPRESS_THEME_EXPORTS]),
  ...RUNTIME_MODULES.map((module) => [module, RSPRESS_RUNTIME_EXPORTS]),
]);

/** Whether `request` is one of Rspress's theme or runtime module names. */
export function isRspressModule(request: string): boolean {
  return Object.hasOwn(RSPRESS_MODULES, request);
}

/**
 * Why `name` cannot be imported from the Rspress module `module` (`*` for a namespace import), or
 * undefined when Quire provides it: the Quire equivalent when Rspress documents the name, else
 * the names Quire provides.
 */
export function rspressImportProblem(module: string, name: string): string | undefined {
  const provided = RSPRESS_MODULES[module];
  if (!provided || (name !== '*' && provided.includes(name))) return undefined;
  if (name === '*') return `import * from "${module}" is not provided by Quire: import the names you use (it provides: ${provided.join(', ')})`;
  const instead = THEME_MODULES.includes(module) ? THEME_INSTEAD : RUNTIME_INSTEAD;
  const what = `"${name}" from "${module}" is not provided by Quire`;
  return Object.hasOwn(instead, name) ? `${what}: ${instead[name]}` : `${what} (it provides: ${provided.join(', ')})`;
}

/** Every name Rspress documents that Quire answers with an equivalent instead of the name (for the docs' table). */
export function rspressEquivalents(): Array<{ module: 'theme' | 'runtime'; name: string; instead: string }> {
  return [
    ...Object.entries(THEME_INSTEAD).map(([name, instead]) => ({ module: 'theme' as const, name, instead })),
    ...Object.entries(RUNTIME_INSTEAD).map(([name, instead]) => ({ module: 'runtime' as const, name, instead })),
  ];
}
