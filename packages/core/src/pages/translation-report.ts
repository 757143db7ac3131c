/**
 * The translation report: which pages lack a twin in another language, which twins disagree on
 * their headings (depths or anchor ids, so a link with `#id` works in every language), and which
 * translations fell behind their source page. Pure: page records and file history in, findings out.
 */
import { createHash } from 'node:crypto';
import { compareText } from '../utils/compare-text.js';

export type TranslationCheck = 'missing' | 'structure' | 'stale';
export const TRANSLATION_CHECKS: readonly TranslationCheck[] = ['missing', 'structure', 'stale'];

/** What git knows about one file. */
export interface FileHistory {
  /**
   * Commits that touched the file, newest first. `seq` orders commits across files (higher is
   * later in history); times alone cannot, since several commits often share one second.
   */
  commits: ReadonlyArray<{ seq: number; time: number }>;
  /** The working tree differs from the last commit, or the file was never committed. */
  uncommitted: boolean;
}

export interface HeadingShape {
  depth: number;
  id: string;
}

export interface TranslationPage {
  lang: string;
  /** Route path without the language prefix: pages with the same key are twins. */
  key: string;
  /** Path shown in the report, relative to the project. */
  file: string;
  /** The outline (h2–h4) in order; absent when the page was not compiled, so it is not compared. */
  headings?: readonly HeadingShape[];
  /** The `sourceHash` a translated page records in its frontmatter. */
  recordedHash?: string;
  /** `sourceHashOf` the page's own text; needed for source-language pages. */
  contentHash?: string;
  /** Absent outside git, or for an ignored file. */
  history?: FileHistory;
}

export interface ReportOptions {
  sourceLang: string;
  /** Every language of the site. */
  langs: readonly string[];
  checks?: readonly TranslationCheck[];
  /** Milliseconds since the epoch: the time of uncommitted changes. */
  now: number;
}

export interface MissingTwin {
  /** The page that exists. */
  file: string;
  lang: string;
  /** The language without a twin. */
  missingLang: string;
}

export interface HeadingDifference {
  /** 1-based position in the outline. */
  position: number;
  source?: HeadingShape;
  translation?: HeadingShape;
}

export interface StructureMismatch {
  file: string;
  sourceFile: string;
  lang: string;
  sourceCount: number;
  translationCount: number;
  /** Every differing position when both outlines have the same length, else the first one. */
  differences: HeadingDifference[];
}

export type StaleTranslation = {
  file: string;
  sourceFile: string;
  lang: string;
} & (
  | { by: 'hash'; recordedHash: string; currentHash: string }
  | { by: 'git'; commitsBehind: number; uncommittedSource: boolean; daysBehind: number }
);

export interface TranslationReport {
  sourceLang: string;
  /** Languages compared with the source. */
  targetLangs: string[];
  /** Files compared per language (pages and fragments). */
  pageCounts: Record<string, number>;
  checks: TranslationCheck[];
  missing: MissingTwin[];
  structure: StructureMismatch[];
  stale: StaleTranslation[];
}

const DAY = 24 * 60 * 60 * 1000;

/** The hash a translation records as `sourceHash`: hex SHA-256 of the text with LF line ends. */
export function sourceHashOf(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('hex');
}

export function translationReport(pages: readonly TranslationPage[], options: ReportOptions): TranslationReport {
  const checks = [...(options.checks ?? TRANSLATION_CHECKS)];
  const { sourceLang } = options;
  const targetLangs = options.langs.filter((l) => l !== sourceLang);
  const byLang = new Map<string, Map<string, TranslationPage>>(options.langs.map((l) => [l, new Map()]));
  for (const page of pages) byLang.get(page.lang)?.set(page.key, page);
  const sources = byLang.get(sourceLang) ?? new Map<string, TranslationPage>();
  const report: TranslationReport = {
    sourceLang,
    targetLangs,
    pageCounts: Object.fromEntries([...byLang].map(([lang, m]) => [lang, m.size])),
    checks,
    missing: [],
    structure: [],
    stale: [],
  };
  for (const lang of targetLangs) {
    const translations = byLang.get(lang) ?? new Map<string, TranslationPage>();
    if (checks.includes('missing')) {
      for (const [key, source] of sources) {
        if (!translations.has(key)) report.missing.push({ file: source.file, lang: sourceLang, missingLang: lang });
      }
      for (const [key, page] of translations) {
        if (!sources.has(key)) report.missing.push({ file: page.file, lang, missingLang: sourceLang });
      }
    }
    for (const [key, page] of translations) {
      const source = sources.get(key);
      if (!source) continue;
      if (checks.includes('structure')) {
        const mismatch = compareHeadings(source, page);
        if (mismatch) report.structure.push(mismatch);
      }
      if (checks.includes('stale')) {
        const stale = staleness(source, page, options.now);
        if (stale) report.stale.push(stale);
      }
    }
  }
  const byFile = (a: { file: string }, b: { file: string }) => compareText(a.file, b.file);
  report.missing.sort(byFile);
  report.structure.sort(byFile);
  report.stale.sort(byFile);
  return report;
}

export function findingCount(report: TranslationReport): number {
  return report.missing.length + report.structure.length + report.stale.length;
}

const sameHeading = (a?: HeadingShape, b?: HeadingShape) => a?.depth === b?.depth && a?.id === b?.id;

/** A heading as the report names it: an outline's entry carries its text too. */
const shapeOf = (h?: HeadingShape): HeadingShape | undefined => h && { depth: h.depth, id: h.id };

export function compareHeadings(source: TranslationPage, translation: TranslationPage): StructureMismatch | undefined {
  if (!source.headings || !translation.headings) return undefined;
  const s = source.headings;
  const t = translation.headings;
  const differences: HeadingDifference[] = [];
  if (s.length === t.length) {
    s.forEach((h, i) => {
      if (!sameHeading(h, t[i])) differences.push({ position: i + 1, source: shapeOf(h), translation: shapeOf(t[i]) });
    });
  } else {
    // A heading added or dropped shifts every later one; only the first difference says anything.
    let i = 0;
    while (i < Math.min(s.length, t.length) && sameHeading(s[i], t[i])) i++;
    differences.push({ position: i + 1, source: shapeOf(s[i]), translation: shapeOf(t[i]) });
  }
  if (!differences.length) return undefined;
  return {
    file: translation.file,
    sourceFile: source.file,
    lang: translation.lang,
    sourceCount: s.length,
    translationCount: t.length,
    differences,
  };
}

/**
 * A recorded `sourceHash` is the translator's own statement of what they translated, so it wins
 * over history; without one, the source's last change is compared with the translation's.
 */
export function staleness(source: TranslationPage, translation: TranslationPage, now: number): StaleTranslation | undefined {
  const where = { file: translation.file, sourceFile: source.file, lang: translation.lang };
  if (translation.recordedHash !== undefined) {
    const recorded = translation.recordedHash.toLowerCase();
    const current = source.contentHash;
    if (current === undefined || current.startsWith(recorded)) return undefined;
    return { ...where, by: 'hash', recordedHash: recorded, currentHash: current.slice(0, Math.max(8, recorded.length)) };
  }
  const s = source.history;
  const t = translation.history;
  // Unknown history, or a translation being edited right now: nothing to say.
  if (!s || !t || t.uncommitted) return undefined;
  const twinLast = t.commits[0];
  if (!twinLast) return undefined;
  const newer = s.commits.filter((c) => c.seq > twinLast.seq);
  if (!newer.length && !s.uncommitted) return undefined;
  const sourceTime = s.uncommitted ? now : newer[0].time;
  return {
    ...where,
    by: 'git',
    commitsBehind: newer.length,
    uncommittedSource: s.uncommitted,
    daysBehind: Math.max(0, Math.floor((sourceTime - twinLast.time) / DAY)),
  };
}
