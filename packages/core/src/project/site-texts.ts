/**
 * The texts of `useI18n()` and `_meta.json` labels, gathered as Rspress 2 gathers them: the
 * plugins' `i18nSource` hooks, then the project's `i18n.json` merged over them key by key, then
 * the site's `i18nSource` (an object merged the same way, or a function that returns the texts).
 */
import { QuireError } from '../utils/errors.js';
import type { PluginDriver } from '../config/plugin-driver.js';
import { notTexts } from '../config/plugin-driver.js';
import type { I18nTexts, I18nTextsHook } from '../config/types.js';
import { readI18nTexts } from './folder-texts.js';

/** `over` merged over `base`, key by key and language by language. */
export function mergeTexts(base: I18nTexts, over: I18nTexts): I18nTexts {
  const merged: I18nTexts = { ...base };
  for (const [key, texts] of Object.entries(over)) merged[key] = { ...merged[key], ...texts };
  return merged;
}

export async function siteTexts(projectRoot: string, source: I18nTexts | I18nTextsHook | undefined, plugins: PluginDriver): Promise<I18nTexts> {
  const texts = mergeTexts(await plugins.i18nSource({}), readI18nTexts(projectRoot));
  if (source === undefined) return texts;
  if (typeof source !== 'function') return mergeTexts(texts, source);
  let returned: I18nTexts;
  try {
    returned = await source(texts);
  } catch (error) {
    throw new QuireError(`i18nSource failed: ${(error as Error).message}`, { cause: error });
  }
  const bad = notTexts(returned);
  if (bad) throw new QuireError(`i18nSource must return { key: { lang: text } } (${bad})`);
  return returned;
}
