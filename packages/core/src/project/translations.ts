/**
 * Feeds the translation report from a project: each routed page with its outline (when
 * compiled), its text's hash, the `sourceHash` it records, and its git history.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { normalizeRoutePath, removeLangPrefix } from '@quire/runtime/shared';
import picomatch from 'picomatch';
import { parse as parseYaml } from 'yaml';
import { readGitHistory } from '../pages/git-history.js';
import {
  type FileHistory,
  sourceHashOf,
  type TranslationCheck,
  type TranslationPage,
  type TranslationReport,
  translationReport,
} from '../pages/translation-report.js';
import type { Project } from './project.js';

/** `sourceHash` from a page's frontmatter without compiling it (the dev server compiles lazily). */
export function recordedSourceHash(text: string): string | undefined {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!block) return undefined;
  try {
    const data = parseYaml(block[1]) as { sourceHash?: unknown } | null;
    return typeof data?.sourceHash === 'string' ? data.sourceHash : undefined;
  } catch {
    return undefined; // the compiler reports bad YAML with its position
  }
}

export async function translationPages(project: Project, checks: readonly TranslationCheck[]): Promise<TranslationPage[]> {
  const { config } = project;
  const sourceLang = config.translations.sourceLang;
  const history = checks.includes('stale') ? await readGitHistory(project.docsRoot) : new Map<string, FileHistory>();
  // Matched inside each language folder, so a glob leaves out a page and all its twins.
  const excluded = picomatch(config.translations.exclude);
  const routes = project.routes.filter((r) => !excluded(r.relativePath.slice(r.lang.length + 1)));
  return Promise.all(
    routes.map(async (route): Promise<TranslationPage> => {
      const text = await fs.readFile(route.absolutePath, 'utf8');
      const compiled = project.compiledPageData(route.absolutePath);
      const recorded = compiled ? compiled.frontmatter.sourceHash : recordedSourceHash(text);
      return {
        lang: route.lang,
        key: removeLangPrefix(normalizeRoutePath(route.routePath), route.lang, config.lang),
        file: path.relative(project.projectRoot, route.absolutePath).split(path.sep).join('/'),
        headings: compiled?.toc.map((h) => ({ depth: h.depth, id: h.id })),
        recordedHash: route.lang === sourceLang || typeof recorded !== 'string' ? undefined : recorded,
        contentHash: route.lang === sourceLang ? sourceHashOf(text) : undefined,
        history: history.get(route.absolutePath),
      };
    }),
  );
}

/**
 * The report for the project as it stands; undefined when it is off or there is one language.
 * `checks` narrows the configured ones (the dev server has no outlines before pages compile).
 */
export async function reportTranslations(
  project: Project,
  options: { now?: number; checks?: readonly TranslationCheck[] } = {},
): Promise<TranslationReport | undefined> {
  const { config } = project;
  if (config.translations.report === 'off' || config.langs.length < 2) return undefined;
  const checks = config.translations.checks.filter((c) => !options.checks || options.checks.includes(c));
  return translationReport(await translationPages(project, checks), {
    sourceLang: config.translations.sourceLang,
    langs: config.langs,
    checks,
    now: options.now ?? Date.now(),
  });
}
