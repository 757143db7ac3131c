/**
 * Checks a user config field by field and fills in defaults. Every failure names the field
 * path and the reason, such as `themeConfig.nav[2].link must be a string (got number)`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { normalizeBase } from '@quire/runtime/shared';
import { TRANSLATION_CHECKS, type TranslationCheck } from '../pages/translation-report.js';
import { Checker } from './checker.js';
import { CodeIdentity } from './code-identity.js';
import type { SiteExtensions } from './extensions.js';
import {
  BUDGET_FIELDS,
  FEED_FIELDS,
  LOCALE_FIELDS,
  LOGO_FIELDS,
  MARKDOWN_FIELDS,
  MULTI_VERSION_FIELDS,
  REDIRECT_FIELDS,
  ROUTE_FIELDS,
  SEARCH_FIELDS,
  SEARCH_INDEX_FIELDS,
  TRANSLATIONS_FIELDS,
  USER_FIELDS,
} from './fields.js';
import type { FeedConfig, LocaleConfig, RedirectRule, ThemeConfig, UserConfig } from './types.js';
import { checkExtensions, checkPlugins } from './validate-plugins.js';
import { checkTheme } from './validate-theme.js';

export { ConfigError } from './checker.js';

export interface ResolvedConfig {
  title: string;
  description: string;
  icon?: string;
  logo?: string | { light: string; dark: string };
  logoText?: string;
  lang: string;
  locales: LocaleConfig[];
  langs: string[];
  base: string;
  root: string;
  outDir: string;
  route: { cleanUrls: boolean; exclude: string[] };
  multiVersion: { default: string; versions: string[] };
  ssg: boolean;
  themeConfig: ThemeConfig;
  markdown: { showLineNumbers: boolean; defaultWrapCode: boolean; allowInlineScripts: boolean };
  redirects: RedirectRule[];
  search: ResolvedSearch;
  head: string[];
  themeDir: string;
  siteUrl?: string;
  feeds: FeedConfig[];
  linkCheck: 'error' | 'warn' | 'off';
  orphanPages: 'error' | 'warn' | 'off';
  cache: boolean;
  renderTimeout: number;
  budget: { js?: number; css?: number; pageJs?: number };
  translations: { report: 'warn' | 'error' | 'off'; sourceLang: string; checks: TranslationCheck[]; exclude: string[] };
  /** Plugins, Markdown extensions, Rsbuild config, global components and styles. */
  extensions: SiteExtensions;
}

export interface ResolvedSearch {
  mode: 'local' | 'remote' | 'off';
  apiUrl?: string;
  /** Remote indexes, each with its tab label (a plain string is its own label). */
  searchIndexes?: Array<{ value: string; label: string }>;
  /** Absolute path of the search hooks module. */
  searchHooks?: string;
}

function checkRedirects(c: Checker, raw: unknown): RedirectRule[] {
  if (raw === undefined) return [];
  return c.array(raw, 'redirects').map((r, i) => {
    const rule = c.fields(r, `redirects[${i}]`, REDIRECT_FIELDS);
    const from = Array.isArray(rule.from) ? rule.from : [rule.from];
    from.forEach((f, j) => c.string(f, Array.isArray(rule.from) ? `redirects[${i}].from[${j}]` : `redirects[${i}].from`));
    c.string(rule.to, `redirects[${i}].to`);
    return rule as unknown as RedirectRule;
  });
}

function checkTranslations(c: Checker, raw: unknown, langs: readonly string[], lang: string): ResolvedConfig['translations'] {
  const t = raw === undefined ? {} : c.fields(raw, 'translations', TRANSLATIONS_FIELDS);
  const report = c.oneOf(t.report, ['warn', 'error', 'off'] as const, 'translations.report') ?? 'warn';
  const sourceLang = c.optionalString(t.sourceLang, 'translations.sourceLang') ?? lang;
  if (!langs.includes(sourceLang)) {
    c.fail('translations.sourceLang', `must be one of the locales (${langs.join(', ')}), got "${sourceLang}"`);
  }
  const checks = t.checks === undefined ? [...TRANSLATION_CHECKS] : c.array(t.checks, 'translations.checks');
  checks.forEach((check, i) => {
    if (!TRANSLATION_CHECKS.includes(check as TranslationCheck)) {
      c.fail(`translations.checks[${i}]`, `must be one of ${TRANSLATION_CHECKS.map((x) => `'${x}'`).join(', ')} (got ${JSON.stringify(check)})`);
    }
  });
  const exclude = t.exclude === undefined ? [] : c.array(t.exclude, 'translations.exclude');
  exclude.forEach((g, i) => c.string(g, `translations.exclude[${i}]`));
  return { report, sourceLang, checks: checks as TranslationCheck[], exclude: exclude as string[] };
}

const HOOK_EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'];

function checkSearch(c: Checker, raw: unknown, file: string | undefined): ResolvedSearch {
  if (raw === false) return { mode: 'off' };
  const search = raw === undefined ? {} : c.fields(raw, 'search', SEARCH_FIELDS);
  const mode = c.oneOf(search.mode, ['local', 'remote', 'off'] as const, 'search.mode') ?? 'local';
  let apiUrl: string | undefined;
  if (mode === 'remote') {
    apiUrl = c.string(search.apiUrl, 'search.apiUrl');
    if (!/^(https?:\/\/[^/]+|\/)/.test(apiUrl)) c.fail('search.apiUrl', `must be an http(s) address or a path starting with "/" (got "${apiUrl}")`);
  }
  let searchIndexes: ResolvedSearch['searchIndexes'];
  if (search.searchIndexes !== undefined) {
    if (mode !== 'remote') c.fail('search.searchIndexes', `only applies when search.mode is 'remote' (mode is '${mode}')`);
    const seen = new Set<string>();
    searchIndexes = c.array(search.searchIndexes, 'search.searchIndexes').map((entry, i) => {
      const field = `search.searchIndexes[${i}]`;
      let option: { value: string; label: string };
      if (typeof entry === 'string') option = { value: c.string(entry, field), label: entry };
      else {
        const o = c.fields(entry, field, SEARCH_INDEX_FIELDS);
        option = { value: c.string(o.value, `${field}.value`), label: c.string(o.label, `${field}.label`) };
      }
      // The index names travel comma-separated in the query string.
      if (option.value.includes(',')) c.fail(`${field}`, `must not contain a comma (got "${option.value}")`);
      if (seen.has(option.value)) c.fail(field, `repeats the index "${option.value}"`);
      seen.add(option.value);
      return option;
    });
  }
  let searchHooks: string | undefined;
  if (search.searchHooks !== undefined) {
    const spec = c.string(search.searchHooks, 'search.searchHooks');
    const base = path.resolve(file ? path.dirname(file) : process.cwd(), spec);
    searchHooks = HOOK_EXTENSIONS.map((ext) => base + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
    if (!searchHooks) c.fail('search.searchHooks', `must name a module relative to the config file (nothing at "${base}")`);
  }
  return { mode, apiUrl, searchIndexes, searchHooks };
}

function checkBudget(c: Checker, raw: unknown): ResolvedConfig['budget'] {
  if (raw === undefined) return {};
  const b = c.fields(raw, 'budget', BUDGET_FIELDS);
  const budget: ResolvedConfig['budget'] = {};
  for (const key of BUDGET_FIELDS) {
    const value = c.optionalPositiveNumber(b[key], `budget.${key}`, 'gzip bytes');
    if (value !== undefined) budget[key] = value;
  }
  return budget;
}

/**
 * The path the site is served under. A path without its leading or trailing slash gets them
 * (`docs` → `/docs/`); anything a browser would read as another host or a script is refused.
 */
function checkBase(c: Checker, raw: unknown): string {
  const base = c.optionalString(raw, 'base') ?? '/';
  if (/[?#\s]/.test(base)) c.fail('base', `must be a plain path such as "/docs/" (got "${base}")`);
  // A browser reads `//host/` (and, with a backslash, `/\host/`) as another host, and `scheme:` as an address or a script.
  if (/^\/\/|\\|^[a-z][a-z\d+.-]*:/i.test(base)) {
    c.fail('base', `must be a path on this site such as "/docs/", not an address (got "${base}")`);
  }
  if (/(^|\/)\.\.?(\/|$)/.test(base)) c.fail('base', `must be a path without "." or ".." segments (got "${base}")`);
  return normalizeBase(base);
}

/** `identity`: how the config's functions are told apart (`load.ts` knows what the config imported). */
export function resolveConfig(user: UserConfig, file?: string, identity = new CodeIdentity([], file)): ResolvedConfig {
  const c = new Checker(file);
  const u = c.onlyFields(c.object(user, 'config'), '', USER_FIELDS);
  const lang = c.optionalString(u.lang, 'lang') ?? 'en';
  const locales = (u.locales === undefined ? [{ lang, label: lang }] : c.array(u.locales, 'locales')).map((raw, i) => {
    const l = c.fields(raw, `locales[${i}]`, LOCALE_FIELDS);
    c.string(l.lang, `locales[${i}].lang`);
    c.string(l.label, `locales[${i}].label`);
    c.optionalString(l.title, `locales[${i}].title`);
    c.optionalString(l.description, `locales[${i}].description`);
    if (!/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]+)*$/.test(l.lang as string)) {
      c.fail(`locales[${i}].lang`, `must be a language code such as "en" or "zh" (got "${l.lang}")`);
    }
    return l as unknown as LocaleConfig;
  });
  const langs = locales.map((l) => l.lang);
  if (!langs.includes(lang)) c.fail('lang', `must be one of the locales (${langs.join(', ')}), got "${lang}"`);
  const route = u.route === undefined ? {} : c.fields(u.route, 'route', ROUTE_FIELDS);
  const exclude = route.exclude === undefined ? [] : c.array(route.exclude, 'route.exclude');
  exclude.forEach((g, i) => c.string(g, `route.exclude[${i}]`));
  const mv = u.multiVersion === undefined ? undefined : c.fields(u.multiVersion, 'multiVersion', MULTI_VERSION_FIELDS);
  if (mv) {
    const versions = c.array(mv.versions, 'multiVersion.versions');
    versions.forEach((v, i) => c.string(v, `multiVersion.versions[${i}]`));
    const def = c.string(mv.default, 'multiVersion.default');
    if (!versions.includes(def)) c.fail('multiVersion.default', `must be one of multiVersion.versions (got "${def}")`);
  }
  const markdown = u.markdown === undefined ? {} : c.fields(u.markdown, 'markdown', MARKDOWN_FIELDS);
  const search = checkSearch(c, u.search, file);
  const base = checkBase(c, u.base);
  const head = u.head === undefined ? [] : c.array(u.head, 'head');
  head.forEach((h, i) => c.string(h, `head[${i}]`));
  if (u.logo !== undefined && typeof u.logo !== 'string') {
    const logo = c.fields(u.logo, 'logo', LOGO_FIELDS);
    c.string(logo.light, 'logo.light');
    c.string(logo.dark, 'logo.dark');
  }
  const siteUrl = c.optionalString(u.siteUrl, 'siteUrl');
  if (siteUrl && !/^https?:\/\/[^/]+/.test(siteUrl)) c.fail('siteUrl', `must be an absolute http(s) address (got "${siteUrl}")`);
  const feeds = (u.feeds === undefined ? [] : c.array(u.feeds, 'feeds')).map((raw, i) => {
    const f = c.fields(raw, `feeds[${i}]`, FEED_FIELDS);
    c.string(f.id, `feeds[${i}].id`);
    c.string(f.title, `feeds[${i}].title`);
    c.optionalString(f.description, `feeds[${i}].description`);
    const match = c.string(f.match, `feeds[${i}].match`);
    try {
      new RegExp(match);
    } catch {
      c.fail(`feeds[${i}].match`, `must be a valid regular expression (got "${match}")`);
    }
    return f as unknown as FeedConfig;
  });
  const plugins = checkPlugins(c, u.plugins);
  const extensions = checkExtensions(c, u, markdown, plugins, { base: file ? path.dirname(file) : process.cwd(), identity });
  return {
    extensions,
    linkCheck: c.oneOf(u.linkCheck, ['error', 'warn', 'off'] as const, 'linkCheck') ?? 'error',
    orphanPages: c.oneOf(u.orphanPages, ['error', 'warn', 'off'] as const, 'orphanPages') ?? 'warn',
    cache: c.optionalBoolean(u.cache, 'cache') ?? true,
    budget: checkBudget(c, u.budget),
    translations: checkTranslations(c, u.translations, langs, lang),
    siteUrl,
    feeds,
    title: c.optionalString(u.title, 'title') ?? 'Docs',
    description: c.optionalString(u.description, 'description') ?? '',
    icon: c.optionalString(u.icon, 'icon'),
    logo: u.logo as ResolvedConfig['logo'],
    logoText: c.optionalString(u.logoText, 'logoText'),
    lang,
    locales,
    langs,
    base,
    root: c.optionalString(u.root, 'root') ?? 'docs',
    outDir: c.optionalString(u.outDir, 'outDir') ?? 'dist',
    route: {
      cleanUrls: c.optionalBoolean(route.cleanUrls, 'route.cleanUrls') ?? true,
      exclude: exclude as string[],
    },
    multiVersion: (mv as ResolvedConfig['multiVersion'] | undefined) ?? { default: '', versions: [] },
    ssg: c.optionalBoolean(u.ssg, 'ssg') ?? true,
    renderTimeout: c.optionalPositiveNumber(u.renderTimeout, 'renderTimeout', 'milliseconds') ?? 60_000,
    themeConfig: checkTheme(c, u.themeConfig, langs),
    markdown: {
      showLineNumbers: c.optionalBoolean(markdown.showLineNumbers, 'markdown.showLineNumbers') ?? false,
      defaultWrapCode: c.optionalBoolean(markdown.defaultWrapCode, 'markdown.defaultWrapCode') ?? false,
      allowInlineScripts: c.optionalBoolean(markdown.allowInlineScripts, 'markdown.allowInlineScripts') ?? false,
    },
    redirects: checkRedirects(c, u.redirects),
    search,
    head: head as string[],
    themeDir: c.optionalString(u.themeDir, 'themeDir') ?? 'theme',
  };
}
