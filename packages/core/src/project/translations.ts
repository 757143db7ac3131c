/**
 * Feeds the translation report from a project: each routed page and `shared/` fragment with its
 * outline (when compiled), its text's hash, the `sourceHash` it records, and its git history.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addSpacePrefix, contentSpaces, normalizeRoutePath, removeSpacePrefix, spaceFolder, spaceOfFile } from '@quire/shared';
import { spaceLayout } from '../config/space-layout.js';
import picomatch from 'picomatch';
import { parseYaml } from '../utils/lazy-yaml.js';
import { readGitHistory } from '../pages/git-history.js';
import {
  type FileHistory,
  sourceHashOf,
  type TranslationCheck,
  type TranslationPage,
  type TranslationReport,
  translationReport,
} from '../pages/translation-report.js';
import { pathFromRoot } from './path-from-root.js';
import type { Project } from './project.js';

/** `sourceHash` from a page's frontmatter without compiling it (the dev server compiles lazily). */
export function recordedSourceHash(text: string): string | undefined {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  // Most front matter records no hash: no YAML parse for it (half the report's time at 10,000 pages per language).
  if (!block?.[1].includes('sourceHash')) return undefined;
  try {
    const data = parseYaml(block[1]) as { sourceHash?: unknown } | null;
    return typeof data?.sourceHash === 'string' ? data.sourceHash : undefined;
  } catch {
    return undefined; // the compiler reports bad YAML with its position
  }
}

/** The name a source-language page's hash is kept under beside its stamp (`CompileService.sourceFact`). */
const TRANSLATION_HASH_FACT = 'translation-hash';

/** Pages the report reads between two turns of the event loop (dev). */
const PAGES_PER_TURN = 32;

interface ReportedFile {
  lang: string;
  key: string;
  absolutePath: string;
  /** Path inside the language folder, which `translations.exclude` globs are matched against. */
  inLang: string;
}

/** A fragment's path inside its language folder. */
const isFragment = picomatch('**/shared/**/*.{md,mdx}');

/**
 * Fragments in `shared/` are translated like pages, so they are checked for missing twins and
 * staleness too; their headings are compared as part of the pages that include them. Taken from the
 * scan's walk of the docs folder, which a second walk would only repeat.
 */
function fragmentFiles(project: Project): ReportedFile[] {
  const layout = spaceLayout(project.config);
  return contentSpaces(layout).flatMap(({ version, lang }) => {
    const folder = spaceFolder({ version, lang }, layout);
    const prefix = folder ? `${folder}/` : '';
    return project.docsFiles.flatMap((file) => {
      const inLang = file.slice(prefix.length);
      if (!file.startsWith(prefix) || !isFragment(inLang)) return [];
      // Twins are looked for in the same version.
      return [{ lang, key: [version, inLang].filter(Boolean).join('/'), absolutePath: path.join(project.docsRoot, folder, inLang), inLang }];
    });
  });
}

export async function translationPages(project: Project, checks: readonly TranslationCheck[]): Promise<TranslationPage[]> {
  const { config } = project;
  const sourceLang = config.translations.sourceLang;
  const history = checks.includes('stale') ? await readGitHistory(project.docsRoot) : new Map<string, FileHistory>();
  // Pages plugins add from code have no file in a language folder to translate.
  const layout = spaceLayout(config);
  const pages: ReportedFile[] = project.routes
    .filter((r) => !r.addedBy)
    .map((r) => ({
      lang: r.lang,
      // Route keys start with "/", fragment keys do not, so the two never pair up; a page's key is its route in the source language of its version.
      key: addSpacePrefix(removeSpacePrefix(normalizeRoutePath(r.routePath), r, layout), { version: r.version, lang: config.lang }, layout),
      absolutePath: r.absolutePath,
      inLang: spaceOfFile(r.relativePath, layout)?.rest ?? r.relativePath,
    }));
  const fragments = checks.some((c) => c !== 'structure') ? fragmentFiles(project) : [];
  // Matched inside each language folder, so a glob leaves out a page and all its twins.
  const excluded = picomatch(config.translations.exclude);
  const files = [...pages, ...fragments].filter((f) => !excluded(f.inLang));
  const found: TranslationPage[] = [];
  for (let i = 0; i < files.length; i++) {
    // Read synchronously (a quarter of the CPU of a promise's read), and in dev in short runs between turns of the event
    // loop, not while the bundler builds an edit: the dev server's edits are not held behind 20,000 reads.
    if (project.dev && i % PAGES_PER_TURN === 0) {
      await new Promise(setImmediate);
      await project.stepAside();
    }
    const f = files[i];
    // A compiled page's text is read only for its hash, which is kept with its stamp between builds.
    const text = async () => (await project.compiledSource(f.absolutePath)?.text()) ?? readFileSync(f.absolutePath, 'utf8');
    const compiled = project.compiledPageData(f.absolutePath);
    const recorded = compiled ? compiled.frontmatter.sourceHash : recordedSourceHash(await text());
    const contentHash = async () =>
      (await project.compiler.sourceFact(f.absolutePath, TRANSLATION_HASH_FACT, sourceHashOf)) ?? sourceHashOf(await text());
    // A build takes a source page's kept hash without a promise; dev, and a text this build does not know, the long way.
    const keptHash = f.lang === sourceLang ? project.compiler.sourceFactNow(f.absolutePath, TRANSLATION_HASH_FACT, sourceHashOf) : undefined;
    const file = pathFromRoot(project.projectRoot, f.absolutePath);
    found.push({
      lang: f.lang,
      key: f.key,
      file: path.sep === '/' ? file : file.split(path.sep).join('/'),
      // The outline itself, not a copy per page: the report keeps only a differing heading's depth and id.
      headings: compiled?.toc,
      recordedHash: f.lang === sourceLang || typeof recorded !== 'string' ? undefined : recorded,
      contentHash: f.lang === sourceLang ? (keptHash ?? (await contentHash())) : undefined,
      history: history.get(f.absolutePath),
    });
  }
  return found;
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
