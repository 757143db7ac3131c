/**
 * Texts an Rspress project keeps in files beside its content: `i18n.json` at the project's root
 * (`{ key: { lang: text } }`, for `useI18n()` and `_meta.json` labels) and `docs/{lang}/_nav.json`
 * (the navbar of a language whose config has none).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { NavItem } from '../config/types.js';
import { QuireError } from '../utils/errors.js';

export type I18nTexts = Record<string, Record<string, string>>;

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    throw new QuireError(`invalid JSON: ${(error as Error).message}`, { file });
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The project's `i18n.json`, or an empty set when there is none. */
export function readI18nTexts(projectRoot: string): I18nTexts {
  const file = path.join(projectRoot, 'i18n.json');
  if (!fs.existsSync(file)) return {};
  const data = readJson(file);
  if (!isRecord(data)) throw new QuireError('i18n.json must be an object of { key: { lang: text } }', { file });
  for (const [key, texts] of Object.entries(data)) {
    if (!isRecord(texts) || Object.values(texts).some((t) => typeof t !== 'string')) {
      throw new QuireError(`i18n.json: "${key}" must map each language to a text, such as { "en": "Guide", "zh": "指南" }`, { file });
    }
  }
  return data as I18nTexts;
}

/** A `_meta.json` label that is a key of `i18n.json` reads as that key's text in the folder's language. */
export function translateLabel(label: string, lang: string, texts: I18nTexts): string {
  return texts[label]?.[lang] ?? label;
}

function checkNavItem(item: unknown, file: string, at: string): void {
  if (!isRecord(item) || typeof item.text !== 'string') throw new QuireError(`_nav.json: ${at} must be an object with a "text"`, { file });
  if (item.items !== undefined) {
    if (!Array.isArray(item.items)) throw new QuireError(`_nav.json: ${at}.items must be an array`, { file });
    item.items.forEach((child, i) => checkNavItem(child, file, `${at}.items[${i}]`));
  } else if (typeof item.link !== 'string') {
    throw new QuireError(`_nav.json: ${at} needs a "link" or "items"`, { file });
  }
}

/** `docs/{lang}/_nav.json`, or undefined when the language has none. */
export function readNavFile(langRoot: string): NavItem[] | undefined {
  const file = path.join(langRoot, '_nav.json');
  if (!fs.existsSync(file)) return undefined;
  const data = readJson(file);
  if (!Array.isArray(data)) throw new QuireError('_nav.json must be an array of nav items', { file });
  data.forEach((item, i) => checkNavItem(item, file, `[${i}]`));
  return data as NavItem[];
}

type Locale = { lang: string; nav?: NavItem[] };

/**
 * The theme config with each language's `_nav.json` as its nav, for the languages whose config
 * sets none (neither `themeConfig.nav` nor the locale's `nav`): the config always wins.
 */
export function withFolderNav(themeConfig: Record<string, unknown>, navByLang: ReadonlyMap<string, NavItem[]>): Record<string, unknown> {
  if (themeConfig.nav !== undefined || navByLang.size === 0) return themeConfig;
  const locales = [...((themeConfig.locales as Locale[] | undefined) ?? [])];
  for (const [lang, nav] of navByLang) {
    const index = locales.findIndex((l) => l.lang === lang);
    if (index === -1) locales.push({ lang, nav });
    else if (locales[index].nav === undefined) locales[index] = { ...locales[index], nav };
  }
  return { ...themeConfig, locales };
}
