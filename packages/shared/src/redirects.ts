/**
 * Redirect rules: `from` holds regular expressions matched against the whole path (the
 * language prefix aside, so one rule serves every language); `to` is a route or an external
 * address. Shared by the build (static redirect pages), the dev server and the browser.
 */
import { addLangPrefix, normalizeRoutePath, removeLangPrefix } from './route-path';

export interface RedirectRuleData {
  from: string[];
  to: string;
}

export interface CompiledRedirect {
  patterns: RegExp[];
  to: string;
}

const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

export function isExternalUrl(url: string): boolean {
  return EXTERNAL.test(url);
}

/** Compiles the rules; a pattern that is not a valid regular expression is reported and skipped. */
export function compileRedirects(
  rules: readonly RedirectRuleData[],
  onInvalid: (pattern: string, error: Error) => void = (pattern, error) =>
    console.warn(`[quire] redirect rule skipped: "${pattern}" is not a valid regular expression (${error.message})`),
): CompiledRedirect[] {
  return rules.flatMap((rule) => {
    const patterns: RegExp[] = [];
    for (const source of rule.from) {
      try {
        patterns.push(new RegExp(`^(?:${source})/?$`));
      } catch (error) {
        onInvalid(source, error as Error);
      }
    }
    return patterns.length ? [{ patterns, to: rule.to }] : [];
  });
}

/** Where `path` should go, or undefined. Internal targets keep the language of the path. */
export function findRedirect(
  path: string,
  redirects: readonly CompiledRedirect[],
  langs: readonly string[],
  defaultLang: string,
): string | undefined {
  const normalized = normalizeRoutePath(path);
  const first = normalized.split('/')[1] ?? '';
  const lang = langs.includes(first) && first !== defaultLang ? first : defaultLang;
  const bare = removeLangPrefix(normalized, lang, defaultLang);
  for (const rule of redirects) {
    if (rule.patterns.some((p) => p.test(bare) || p.test(normalized))) {
      return isExternalUrl(rule.to) ? rule.to : addLangPrefix(rule.to, lang, defaultLang);
    }
  }
  return undefined;
}

/** A pattern that is a plain path (no regular-expression syntax) names one concrete page. */
export function literalPath(pattern: string): string | undefined {
  const unescaped = pattern.replace(/\\([./-])/g, '$1');
  return /^\/[\w/.-]*$/.test(unescaped) ? unescaped : undefined;
}
