/**
 * The translation report in the build (strict mode fails before bundling) and on its own as
 * `quire translations`, which prints every entry so a translator has the whole list.
 */
import { loadConfig } from '../config/load.js';
import { formatTranslationReport, reportLines } from '../pages/format-translation-report.js';
import { findingCount } from '../pages/translation-report.js';
import { Project } from '../project/project.js';
import { reportTranslations } from '../project/translations.js';
import { QuireError } from '../utils/errors.js';

/** The report to print once the build is done, and how many findings it has. */
export interface TranslationCheck {
  text: string;
  findings: number;
}

/** The report to print once the build is done, or a thrown error in strict mode. */
export async function checkTranslations(project: Project, maxLines: number): Promise<TranslationCheck | undefined> {
  const report = await reportTranslations(project);
  if (!report) return undefined;
  const findings = findingCount(report);
  if (project.config.translations.report === 'error' && findings) {
    const text = formatTranslationReport(report, { limit: 100 });
    throw new QuireError(`${text}\n(set translations.report: 'warn' in the site config to build anyway)`);
  }
  return { text: `  ${findings ? '!' : '✓'} ${reportLines(report, maxLines).join('\n  ')}`, findings };
}

export interface TranslationsCommandOptions {
  cwd: string;
  configFile?: string;
  /** Leave out the heading comparison, which needs every page compiled. */
  skipHeadings?: boolean;
}

/** The report over the project's pages, compiled first unless the headings are left out. */
async function reportOf(project: Project, options: TranslationsCommandOptions) {
  await project.scan();
  if (!options.skipHeadings) await project.compileAll();
  return reportTranslations(project, { checks: options.skipHeadings ? ['missing', 'stale'] : undefined });
}

/** Prints the full report; true when the build would fail on it (`report: 'error'` with findings). */
export async function translationsCommand(options: TranslationsCommandOptions): Promise<boolean> {
  const { config, projectRoot } = await loadConfig(options.cwd, options.configFile);
  const project = new Project(config, projectRoot, { mode: 'build' });
  // Closed as a build closes it, so the pages compiled here keep their facts and stamps for the next build.
  const report = await reportOf(project, options).finally(() => project.closeCompileCache());
  if (!report) {
    console.log(config.langs.length < 2 ? 'translations: the site has one language' : "translations: report is 'off' in the site config");
    return false;
  }
  console.log(formatTranslationReport(report, { limit: Number.POSITIVE_INFINITY }));
  return config.translations.report === 'error' && findingCount(report) > 0;
}
