/** The translation report as terminal text: one summary line, then a short list per finding. */
import {
  findingCount,
  type HeadingDifference,
  type HeadingShape,
  type StaleTranslation,
  type StructureMismatch,
  type TranslationReport,
} from './translation-report.js';

export interface FormatOptions {
  /** Entries shown per list before "… and N more". @default 10 */
  limit?: number;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function translationSummary(report: TranslationReport): string {
  const pairs = `${report.sourceLang} → ${report.targetLangs.join(', ')}`;
  const parts: string[] = [];
  if (report.checks.includes('missing')) parts.push(`${report.missing.length} missing`);
  if (report.checks.includes('structure')) parts.push(`${report.structure.length} with different headings`);
  if (report.checks.includes('stale')) parts.push(`${report.stale.length} stale`);
  const counts = Object.entries(report.pageCounts)
    .map(([lang, n]) => `${n} ${lang}`)
    .join(', ');
  return `translations ${pairs} (${counts} files): ${parts.join(', ')}`;
}

export function formatTranslationReport(report: TranslationReport, options: FormatOptions = {}): string {
  const limit = options.limit ?? 10;
  const lines = [translationSummary(report)];
  const section = <T>(title: string, items: readonly T[], line: (item: T) => string) => {
    if (!items.length) return;
    lines.push(`  ${title} (${items.length}):`);
    for (const item of items.slice(0, limit)) lines.push(`    ${line(item)}`);
    if (items.length > limit) lines.push(`    … and ${items.length - limit} more`);
  };
  for (const lang of report.targetLangs) {
    section(
      `missing in ${lang}`,
      report.missing.filter((m) => m.missingLang === lang),
      (m) => m.file,
    );
  }
  section(
    `no ${report.sourceLang} page to translate from`,
    report.missing.filter((m) => m.missingLang === report.sourceLang),
    (m) => m.file,
  );
  section(`headings differ from ${report.sourceLang}`, report.structure, (m) => describeStructure(m, report.sourceLang));
  section(`stale (${report.sourceLang} changed since)`, report.stale, describeStale);
  return lines.join('\n');
}

/**
 * The report's lines at the end of a build or the dev server's first compile: a report longer
 * than `maxLines` (a screenful) is cut to its summary line, so a large site's report does not
 * bury the rest of the output; `Infinity` (`--verbose`) lists every entry.
 */
export function reportLines(report: TranslationReport, maxLines: number): string[] {
  const lines = formatTranslationReport(report, { limit: maxLines === Number.POSITIVE_INFINITY ? maxLines : 10 }).split('\n');
  if (lines.length <= maxLines) return lines;
  return [lines[0], `  (${plural(findingCount(report), 'finding')} not listed: \`--verbose\` or \`quire translations\` lists them)`];
}

const shape = (h?: HeadingShape) => (h ? `#${h.id} (h${h.depth})` : 'nothing');

function describeDifference(d: HeadingDifference, sourceLang: string): string {
  return `heading ${d.position} is ${shape(d.translation)}, ${sourceLang} has ${shape(d.source)}`;
}

export function describeStructure(m: StructureMismatch, sourceLang: string): string {
  const counts =
    m.sourceCount === m.translationCount ? '' : `${plural(m.translationCount, 'heading')}, ${sourceLang} has ${m.sourceCount}; first difference: `;
  const shown = m.differences.slice(0, 3).map((d) => describeDifference(d, sourceLang));
  const more = m.differences.length > 3 ? `; and ${m.differences.length - 3} more` : '';
  return `${m.file}: ${counts}${shown.join('; ')}${more}`;
}

export function describeStale(s: StaleTranslation): string {
  if (s.by === 'hash') return `${s.file}: sourceHash is ${s.recordedHash}, ${s.sourceFile} is now ${s.currentHash}`;
  const what: string[] = [];
  if (s.commitsBehind) what.push(`changed in ${plural(s.commitsBehind, 'commit')} since`);
  if (s.uncommittedSource) what.push('has uncommitted changes');
  const days = s.daysBehind ? ` (${plural(s.daysBehind, 'day')} newer)` : '';
  return `${s.file}: ${s.sourceFile} ${what.join(' and ')}${days}`;
}
