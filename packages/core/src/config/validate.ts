/**
 * Checks a user config field by field and fills in defaults. Every failure names the field
 * path and the reason, such as `themeConfig.nav[2].link must be a string (got number)`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { normalizeBase } from '@quire/runtime/shared';
import { TRANSLATION_CHECKS, type TranslationCheck } from '../pages/translation-report.js';
import { QuireError } from '../utils/errors.js';
import type { FeedConfig, LocaleConfig, RedirectRule, ThemeConfig, UserConfig } from './types.js';

export class ConfigError extends QuireError {
  readonly field: string;
  constructor(field: string, reason: string, file?: string) {
    super(`invalid config: "${field}" ${reason}`, { file });
    this.name = 'ConfigError';
    this.field = field;
  }
}

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
  markdown: { showLineNumbers: boolean; defaultWrapCode: boolean };
  redirects: RedirectRule[];
  search: ResolvedSearch;
  head: string[];
  themeDir: string;
  siteUrl?: string;
  feeds: FeedConfig[];
  linkCheck: 'error' | 'warn' | 'off';
  cache: boolean;
  renderTimeout: number;
  budget: { js?: number; css?: number; pageJs?: number };
  translations: { report: 'warn' | 'error' | 'off'; sourceLang: string; checks: TranslationCheck[]; exclude: string[] };
}

export interface ResolvedSearch {
  mode: 'local' | 'remote' | 'off';
  apiUrl?: string;
  /** Remote indexes, each with its tab label (a plain string is its own label). */
  searchIndexes?: Array<{ value: string; label: string }>;
  /** Absolute path of the search hooks module. */
  searchHooks?: string;
}

const describe = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

class Checker {
  constructor(private readonly file?: string) {}
  fail(field: string, reason: string): never {
    throw new ConfigError(field, reason, this.file);
  }
  optionalString(value: unknown, field: string): string | undefined {
    if (value === undefined) return undefined;
    if (typeof value !== 'string') this.fail(field, `must be a string (got ${describe(value)})`);
    return value;
  }
  string(value: unknown, field: string): string {
    if (typeof value !== 'string' || !value) this.fail(field, `must be a non-empty string (got ${describe(value)})`);
    return value;
  }
  optionalBoolean(value: unknown, field: string): boolean | undefined {
    if (value === undefined) return undefined;
    if (typeof value !== 'boolean') this.fail(field, `must be true or false (got ${describe(value)})`);
    return value;
  }
  object(value: unknown, field: string): Record<string, unknown> {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      this.fail(field, `must be an object (got ${describe(value)})`);
    }
    return value as Record<string, unknown>;
  }
  array(value: unknown, field: string): unknown[] {
    if (!Array.isArray(value)) this.fail(field, `must be an array (got ${describe(value)})`);
    return value;
  }
  oneOf<T extends string>(value: unknown, options: readonly T[], field: string): T | undefined {
    if (value === undefined) return undefined;
    if (!options.includes(value as T)) {
      this.fail(field, `must be one of ${options.map((o) => `'${o}'`).join(', ')} (got ${JSON.stringify(value)})`);
    }
    return value as T;
  }
}

function checkNav(c: Checker, nav: unknown, field: string): void {
  c.array(nav, field).forEach((raw, i) => {
    const item = c.object(raw, `${field}[${i}]`);
    c.string(item.text, `${field}[${i}].text`);
    if ('items' in item) checkNav(c, item.items, `${field}[${i}].items`);
    else c.string(item.link, `${field}[${i}].link`);
    c.oneOf(item.position, ['left', 'right'] as const, `${field}[${i}].position`);
  });
}

function checkSidebarItems(c: Checker, items: unknown, field: string): void {
  c.array(items, field).forEach((raw, i) => {
    const f = `${field}[${i}]`;
    const item = c.object(raw, f);
    if ('dividerType' in item) c.oneOf(item.dividerType, ['solid', 'dashed'] as const, `${f}.dividerType`);
    else if ('sectionHeaderText' in item) c.string(item.sectionHeaderText, `${f}.sectionHeaderText`);
    else {
      c.string(item.text, `${f}.text`);
      if ('items' in item) checkSidebarItems(c, item.items, `${f}.items`);
      else c.string(item.link, `${f}.link`);
      c.optionalBoolean(item.collapsed, `${f}.collapsed`);
    }
  });
}

function checkSidebar(c: Checker, sidebar: unknown, field: string): void {
  const map = c.object(sidebar, field);
  for (const [key, items] of Object.entries(map)) {
    if (!key.startsWith('/')) c.fail(`${field}["${key}"]`, 'must be a path prefix starting with "/"');
    checkSidebarItems(c, items, `${field}["${key}"]`);
  }
}

function checkTheme(c: Checker, raw: unknown): ThemeConfig {
  if (raw === undefined) return {};
  const t = c.object(raw, 'themeConfig');
  if (t.nav !== undefined) checkNav(c, t.nav, 'themeConfig.nav');
  if (t.sidebar !== undefined) checkSidebar(c, t.sidebar, 'themeConfig.sidebar');
  c.oneOf(t.hideNavbar, ['always', 'auto', 'never'] as const, 'themeConfig.hideNavbar');
  c.oneOf(t.localeRedirect, ['auto', 'never'] as const, 'themeConfig.localeRedirect');
  for (const key of ['lastUpdated', 'enableScrollToTop', 'enableContentAnimation', 'darkMode', 'fallbackHeadingTitle'] as const) {
    c.optionalBoolean(t[key], `themeConfig.${key}`);
  }
  c.optionalString(t.outlineTitle, 'themeConfig.outlineTitle');
  if (t.editLink !== undefined) {
    const e = c.object(t.editLink, 'themeConfig.editLink');
    c.string(e.docRepoBaseUrl, 'themeConfig.editLink.docRepoBaseUrl');
    c.optionalString(e.text, 'themeConfig.editLink.text');
  }
  if (t.socialLinks !== undefined) {
    c.array(t.socialLinks, 'themeConfig.socialLinks').forEach((raw, i) => {
      const s = c.object(raw, `themeConfig.socialLinks[${i}]`);
      c.oneOf(s.mode, ['link', 'text', 'img', 'dom'] as const, `themeConfig.socialLinks[${i}].mode`);
      c.string(s.content, `themeConfig.socialLinks[${i}].content`);
    });
  }
  if (t.locales !== undefined) {
    c.array(t.locales, 'themeConfig.locales').forEach((raw, i) => {
      const l = c.object(raw, `themeConfig.locales[${i}]`);
      c.string(l.lang, `themeConfig.locales[${i}].lang`);
      if (l.nav !== undefined) checkNav(c, l.nav, `themeConfig.locales[${i}].nav`);
      if (l.sidebar !== undefined) checkSidebar(c, l.sidebar, `themeConfig.locales[${i}].sidebar`);
    });
  }
  return t as ThemeConfig;
}

function checkRedirects(c: Checker, raw: unknown): RedirectRule[] {
  if (raw === undefined) return [];
  return c.array(raw, 'redirects').map((r, i) => {
    const rule = c.object(r, `redirects[${i}]`);
    const from = Array.isArray(rule.from) ? rule.from : [rule.from];
    from.forEach((f, j) => c.string(f, Array.isArray(rule.from) ? `redirects[${i}].from[${j}]` : `redirects[${i}].from`));
    c.string(rule.to, `redirects[${i}].to`);
    return rule as unknown as RedirectRule;
  });
}

function checkTranslations(c: Checker, raw: unknown, langs: readonly string[], lang: string): ResolvedConfig['translations'] {
  const t = raw === undefined ? {} : c.object(raw, 'translations');
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
  const search = raw === undefined ? {} : c.object(raw, 'search');
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
        const o = c.object(entry, field);
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
  const b = c.object(raw, 'budget');
  const budget: ResolvedConfig['budget'] = {};
  for (const key of ['js', 'css', 'pageJs'] as const) {
    const value = b[key];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      c.fail(`budget.${key}`, `must be a positive number of gzip bytes (got ${JSON.stringify(value)})`);
    }
    budget[key] = value;
  }
  for (const key of Object.keys(b)) {
    if (!['js', 'css', 'pageJs'].includes(key)) c.fail(`budget.${key}`, `is not a budget figure (use js, css or pageJs)`);
  }
  return budget;
}

function checkRenderTimeout(c: Checker, raw: unknown): number {
  if (raw === undefined) return 60_000;
  if (typeof raw !== 'number' || !Number.isFinite(raw) || raw <= 0) {
    c.fail('renderTimeout', `must be a positive number of milliseconds (got ${JSON.stringify(raw)})`);
  }
  return raw;
}

export function resolveConfig(user: UserConfig, file?: string): ResolvedConfig {
  const c = new Checker(file);
  const u = c.object(user, 'config') as UserConfig & Record<string, unknown>;
  const lang = c.optionalString(u.lang, 'lang') ?? 'en';
  const locales = (u.locales === undefined ? [{ lang, label: lang }] : c.array(u.locales, 'locales')).map((raw, i) => {
    const l = c.object(raw, `locales[${i}]`);
    c.string(l.lang, `locales[${i}].lang`);
    c.string(l.label, `locales[${i}].label`);
    if (!/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]+)*$/.test(l.lang as string)) {
      c.fail(`locales[${i}].lang`, `must be a language code such as "en" or "zh" (got "${l.lang}")`);
    }
    return l as unknown as LocaleConfig;
  });
  const langs = locales.map((l) => l.lang);
  if (!langs.includes(lang)) c.fail('lang', `must be one of the locales (${langs.join(', ')}), got "${lang}"`);
  const route = u.route === undefined ? {} : c.object(u.route, 'route');
  const exclude = route.exclude === undefined ? [] : c.array(route.exclude, 'route.exclude');
  exclude.forEach((g, i) => c.string(g, `route.exclude[${i}]`));
  const mv = u.multiVersion === undefined ? undefined : c.object(u.multiVersion, 'multiVersion');
  if (mv) {
    const versions = c.array(mv.versions, 'multiVersion.versions');
    versions.forEach((v, i) => c.string(v, `multiVersion.versions[${i}]`));
    const def = c.string(mv.default, 'multiVersion.default');
    if (!versions.includes(def)) c.fail('multiVersion.default', `must be one of multiVersion.versions (got "${def}")`);
  }
  const markdown = u.markdown === undefined ? {} : c.object(u.markdown, 'markdown');
  const search = checkSearch(c, u.search, file);
  const base = c.optionalString(u.base, 'base') ?? '/';
  if (/[?#\s]/.test(base)) c.fail('base', `must be a plain path such as "/docs/" (got "${base}")`);
  const head = u.head === undefined ? [] : c.array(u.head, 'head');
  head.forEach((h, i) => c.string(h, `head[${i}]`));
  if (u.logo !== undefined && typeof u.logo !== 'string') {
    const logo = c.object(u.logo, 'logo');
    c.string(logo.light, 'logo.light');
    c.string(logo.dark, 'logo.dark');
  }
  const siteUrl = c.optionalString(u.siteUrl, 'siteUrl');
  if (siteUrl && !/^https?:\/\/[^/]+/.test(siteUrl)) c.fail('siteUrl', `must be an absolute http(s) address (got "${siteUrl}")`);
  const feeds = (u.feeds === undefined ? [] : c.array(u.feeds, 'feeds')).map((raw, i) => {
    const f = c.object(raw, `feeds[${i}]`);
    c.string(f.id, `feeds[${i}].id`);
    c.string(f.title, `feeds[${i}].title`);
    const match = c.string(f.match, `feeds[${i}].match`);
    try {
      new RegExp(match);
    } catch {
      c.fail(`feeds[${i}].match`, `must be a valid regular expression (got "${match}")`);
    }
    return f as unknown as FeedConfig;
  });
  return {
    linkCheck: c.oneOf(u.linkCheck, ['error', 'warn', 'off'] as const, 'linkCheck') ?? 'error',
    cache: c.optionalBoolean(u.cache, 'cache') ?? true,
    renderTimeout: checkRenderTimeout(c, u.renderTimeout),
    budget: checkBudget(c, u.budget),
    translations: checkTranslations(c, u.translations, langs, lang),
    siteUrl,
    feeds,
    title: c.optionalString(u.title, 'title') ?? 'Docs',
    description: c.optionalString(u.description, 'description') ?? '',
    icon: c.optionalString(u.icon, 'icon'),
    logo: u.logo,
    logoText: c.optionalString(u.logoText, 'logoText'),
    lang,
    locales,
    langs,
    base: normalizeBase(base),
    root: c.optionalString(u.root, 'root') ?? 'docs',
    outDir: c.optionalString(u.outDir, 'outDir') ?? 'dist',
    route: {
      cleanUrls: c.optionalBoolean(route.cleanUrls, 'route.cleanUrls') ?? true,
      exclude: exclude as string[],
    },
    multiVersion: (mv as ResolvedConfig['multiVersion'] | undefined) ?? { default: '', versions: [] },
    ssg: c.optionalBoolean(u.ssg, 'ssg') ?? true,
    themeConfig: checkTheme(c, u.themeConfig),
    markdown: {
      showLineNumbers: c.optionalBoolean(markdown.showLineNumbers, 'markdown.showLineNumbers') ?? false,
      defaultWrapCode: c.optionalBoolean(markdown.defaultWrapCode, 'markdown.defaultWrapCode') ?? false,
    },
    redirects: checkRedirects(c, u.redirects),
    search,
    head: head as string[],
    themeDir: c.optionalString(u.themeDir, 'themeDir') ?? 'theme',
  };
}
