/**
 * An Rspress 2 config (`rspress.config.ts`) as a Quire config: each field of Rspress's
 * `UserConfig` has a rule here, taking it as it is, translating it, or warning that Quire has no
 * equivalent. Where Rspress's default differs from Quire's and changes what the site looks like
 * (`outDir`, the scroll-to-top button), the Rspress default is kept; one Quire lacks (`.html` links)
 * is a warning whether the config sets it or leaves it to the default.
 */
import path from 'node:path';
import type { HeadEntry, UserConfig } from '../types.js';
import type { RspressRouteMeta, RspressUserConfig } from './rspress-types.js';
import { translatePlugins } from './rspress-plugins.js';
import { applyThemeConfig, type LangContext, localeRedirect } from './theme-config.js';
import { applyRules, type FieldRule, type Rules, same, Translation, type Unsupported, unsupported } from './translation.js';

export interface RspressTranslation {
  config: UserConfig;
  /** Each Rspress field Quire could not take, by its path. */
  warnings: Unsupported[];
}

/** Rspress's own defaults where Quire's differ in what readers see, read by the rules as if the config had set them. */
const RSPRESS_DEFAULTS = {
  outDir: 'doc_build',
  route: { cleanUrls: false },
  themeConfig: { enableScrollToTop: true, fallbackHeadingTitle: true },
} satisfies RspressUserConfig;

function withRspressDefaults(rs: RspressUserConfig): RspressUserConfig {
  return {
    ...RSPRESS_DEFAULTS,
    ...rs,
    route: { ...RSPRESS_DEFAULTS.route, ...rs.route },
    themeConfig: { ...RSPRESS_DEFAULTS.themeConfig, ...rs.themeConfig },
  };
}

/** `route.cleanUrls`: Quire's links are always clean, and its pages are `<path>.html` files, so `.html` addresses still load. */
const cleanUrls: FieldRule<boolean> = (clean, out, field) => {
  if (!clean)
    out.warn(
      field,
      'false (Rspress’s default): Quire’s links are clean (/guide/intro), never ending in .html; each page is still written to ' +
        'guide/intro.html, so an old /guide/intro.html address keeps working on a static host; set cleanUrls: true to silence this',
    );
};

/** The route as Rspress's `head` functions receive it. */
function rspressRoute(route: { routePath: string; lang: string; version: string; relativePath: string; absolutePath: string }): RspressRouteMeta {
  const bare = route.routePath.replace(new RegExp(`^/${route.lang}(?=/|$)`), '') || '/';
  return { ...route, pureRoutePath: bare, pageName: path.basename(route.relativePath).replace(/\.[^.]+$/, '') };
}

/** A glob relative to the docs folder (Rspress) as one relative to each language folder (Quire). */
function excludeIn(glob: string, context: LangContext, out: Translation, field: string): string | undefined {
  if (glob.startsWith('**/') || (context.langs.length === 1 && !context.langs.some((l) => glob.startsWith(`${l}/`)))) return glob;
  const lang = context.langs.find((l) => glob.startsWith(`${l}/`));
  if (lang) {
    out.warn(
      field,
      `"${glob}": Quire’s route.exclude globs are relative to each language folder, so "${glob.slice(lang.length + 1)}" is left out in every language`,
    );
    return glob.slice(lang.length + 1);
  }
  out.warn(field, `"${glob}" matches outside the language folders, where nothing is routed in Quire; left out`);
  return undefined;
}

const topRules = (context: LangContext, configDir: string): Rules<RspressUserConfig> => ({
  root: same(),
  logo: same(),
  logoText: same(),
  logoHref: unsupported('the logo links to the language’s home page in Quire'),
  base: same(),
  siteOrigin: same('siteUrl'),
  icon: (icon, out, field) => out.set(field, icon instanceof URL ? icon.href : icon),
  lang: same(),
  title: same(),
  description: same(),
  head: (head, out, field) =>
    out.set(
      field,
      head.map((entry): HeadEntry => (typeof entry === 'function' ? (route) => entry(rspressRoute(route)) : entry)),
    ),
  locales: () => {},
  i18nSourcePath: (file, out, field) => {
    if (path.resolve(configDir, file) !== path.join(configDir, 'i18n.json'))
      out.warn(field, 'Quire reads i18n.json beside the config; move the file there or give its texts in i18nSource');
  },
  i18nSource: same(),
  themeConfig: (theme, out) => applyThemeConfig(theme, context, out),
  builderConfig: same(),
  route: (route, out, field) =>
    applyRules(
      route,
      {
        extensions: (list, o, f) => {
          const others = list.filter((e) => !['.md', '.mdx'].includes(e));
          if (others.length) o.warn(f, `${others.join(', ')}: Quire routes .md and .mdx files only`);
        },
        include: unsupported('Quire routes the files under each language folder only'),
        exclude: (globs, o, f) =>
          o.set(
            f,
            globs.flatMap((g, i) => excludeIn(g, context, o, `${f}[${i}]`) ?? []),
          ),
        excludeConvention: (globs, o, f) => {
          if (globs.join() !== '**/_[^_]*') o.warn(f, 'Quire leaves out every name starting with "_", which cannot be changed');
        },
        cleanUrls,
        cleanUrlsRedirect: unsupported('Quire’s links and redirects already use the form cleanUrls gives'),
        localeRedirect: (value, o, f) => localeRedirect(value, o, f),
        useTransitions: unsupported('Quire’s router has no option for it'),
        prefetchLink: unsupported('Quire loads a page’s code when it is visited'),
      },
      out,
      field,
    ),
  markdown: (markdown, out, field) =>
    applyRules(
      markdown,
      {
        remarkPlugins: same(),
        rehypePlugins: same(),
        globalComponents: same(),
        showLineNumbers: same(),
        defaultWrapCode: same(),
        allowCodeFilesFrom: same(),
        shiki: (shiki, o, f) => {
          for (const [key, value] of Object.entries(shiki)) {
            if (key === 'langs' || key === 'transformers' || key === 'themes') o.set(`${f}.${key}`, value);
            else if (key === 'theme') o.set(`${f}.themes`, { light: value, dark: value });
            else o.warn(`${f}.${key}`, 'Quire takes shiki’s langs, transformers, themes and theme');
          }
        },
        link: (link, o, f) =>
          applyRules(
            link,
            {
              checkDeadLinks: (check, o2, f2) => {
                if (check === false) o2.set('linkCheck', 'off');
                else if (typeof check === 'object')
                  o2.warn(`${f2}.excludes`, 'Quire checks every internal link; linkCheck: "warn" or "off" relaxes them all');
              },
              checkAnchors: unsupported('Quire checks anchors with the links (linkCheck)'),
              autoPrefix: (prefix, o2, f2) => {
                if (prefix === false) o2.warn(f2, 'Quire resolves links within the page’s language');
              },
            },
            o,
            f,
          ),
        image: unsupported('Quire checks every image a page shows'),
        defaultCodeOverflow: unsupported('Quire sets a code block’s height and folding per block (height, fold)'),
        crossCompilerCache: unsupported('has no effect: Quire caches compiled pages itself (cache)'),
        extractDescription: unsupported('Quire takes a page’s description from its frontmatter'),
        cjkFriendlyEmphasis: unsupported('Quire parses emphasis by CommonMark'),
      },
      out,
      field,
    ),
  plugins: (plugins, out, field) => out.set(field, [...((out.config.plugins as []) ?? []), ...translatePlugins(plugins, out)]),
  replaceRules: unsupported('Quire does not rewrite page text'),
  outDir: same(),
  themeDir: same(),
  globalUIComponents: same(),
  globalStyles: (file, out) => {
    out.sitePlugin.globalStyles = file;
  },
  search: (search, out, field) => {
    if (search === false) return out.set(field, false);
    applyRules(
      search,
      {
        mode: same(),
        searchHooks: same(),
        versioned: same(),
        codeBlocks: unsupported('Quire’s index holds the pages’ text without code blocks'),
      },
      out,
      field,
    );
  },
  ssg: (ssg, out, field) => {
    out.set(field, ssg !== false);
    if (typeof ssg !== 'object') return;
    if (ssg.experimentalWorker !== undefined) out.warn(`${field}.experimentalWorker`, 'has no effect: Quire renders pages in threads');
    if (ssg.experimentalExcludeRoutePaths !== undefined) out.warn(`${field}.experimentalExcludeRoutePaths`, 'Quire pre-renders every page or none');
  },
  llms: (llms, out, field) => {
    if (llms === false) out.warn(field, 'Quire always writes llms.txt and llms-full.txt');
    if (typeof llms === 'object') for (const key of Object.keys(llms)) out.warn(`${field}.${key}`, 'Quire’s llms.txt has no options');
  },
  mediumZoom: (zoom, out, field) => {
    if (zoom === false) out.warn(field, 'Quire’s theme always zooms content images');
    if (typeof zoom === 'object') for (const key of Object.keys(zoom)) out.warn(`${field}.${key}`, 'Quire’s image zoom has no options');
  },
  multiVersion: same(),
  languageParity: (parity, out, field) => {
    if (parity.enabled === true) out.set('translations.report', 'warn');
    if (parity.exclude?.length)
      out.set(
        'translations.exclude',
        parity.exclude.map((dir) => `${dir.replace(/\/+$/, '')}/**`),
      );
    if (parity.include?.length) out.warn(`${field}.include`, 'Quire’s translation report covers every page not excluded');
  },
});

/** The site's languages as Rspress finds them: `locales`, else `themeConfig.locales`, else `lang`. */
function langContext(rs: RspressUserConfig): LangContext {
  const locales = rs.locales ?? rs.themeConfig?.locales ?? [];
  const defaultLang = rs.lang ?? locales[0]?.lang ?? 'en';
  return { langs: locales.length ? locales.map((l) => l.lang) : [defaultLang], defaultLang, versioned: (rs.multiVersion?.versions.length ?? 0) > 0 };
}

/** Site locales: Rspress's `locales` (else the theme's), with the theme locale's title and description over them. */
function localesOf(rs: RspressUserConfig, out: Translation): void {
  const theme = rs.themeConfig?.locales ?? [];
  const base = rs.locales ?? theme;
  if (!base.length) return;
  out.set(
    'locales',
    base.map(({ lang, label, title, description }) => {
      const own = theme.find((l) => l.lang === lang);
      const locale: Record<string, string> = { lang, label };
      const t = own?.title ?? title;
      const d = own?.description ?? description;
      if (t !== undefined) locale.title = t;
      if (d !== undefined) locale.description = d;
      return locale;
    }),
  );
  theme.forEach((l, i) => {
    for (const key of Object.keys(l)) {
      if (!['lang', 'label', 'title', 'description', 'nav', 'sidebar'].includes(key))
        out.warn(`themeConfig.locales[${i}].${key}`, 'not a field of Rspress 2’s theme locales; its texts go in i18n.json');
    }
  });
}

export function fromRspressConfig(rs: RspressUserConfig, configDir: string): RspressTranslation {
  const out = new Translation();
  const context = langContext(rs);
  if (context.langs.length > 1) out.set('themeConfig.localeRedirect', 'auto');
  localesOf(rs, out);
  applyRules(withRspressDefaults(rs), topRules(context, configDir), out);
  if (Object.keys(out.sitePlugin).length) out.set('plugins', [{ name: 'rspress.config', ...out.sitePlugin }, ...((out.config.plugins as []) ?? [])]);
  return { config: out.config, warnings: out.warnings };
}
