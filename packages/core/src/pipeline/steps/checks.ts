/**
 * The checks on the compiled pages that fail a build before anything is bundled: dead links,
 * pages no sidebar links to, the translation report in strict mode; and, once the theme is
 * loaded, components a page uses that nothing provides.
 */
import path from 'node:path';
import { findUnknownComponents, formatUnknownComponents } from '../../pages/check-components.js';
import { countDeadLinks, formatDeadLinks } from '../../pages/check-links.js';
import { formatOrphanPage } from '../../pages/orphan-pages.js';
import { deadLinksOf, orphanPagesOf } from '../../project/page-checks.js';
import type { Project } from '../../project/project.js';
import { QuireError } from '../../utils/errors.js';
import { keepingFindings, type Reporter } from '../../utils/task.js';
import { checkTranslations, type TranslationCheck } from '../check-translations.js';

/** What the checks found: their warnings as printed, and the translation report to print once the build is done. */
export interface CheckFindings {
  warnings: string[];
  translations?: TranslationCheck;
}

/**
 * Runs the checks the config turns on, or prints what the last build's found when they hold for this one
 * (`last`, `text-edits.ts`). `cacheDir`: where the dead-link check keeps its findings for the next build.
 */
export async function checkPages(project: Project, reporter: Reporter, cacheDir: string | undefined, last?: CheckFindings): Promise<CheckFindings> {
  if (last) return printedAgain(reporter, last);
  const { config } = project;
  const warnings: string[] = [];
  const { task, screenful, warning } = keepingFindings(reporter, warnings);
  const memoFile = cacheDir && path.join(cacheDir, 'link-checks.json');
  if (config.linkCheck !== 'off') await task('check links', () => checkLinks(project, memoFile, warning));
  if (config.orphanPages !== 'off') await task('check orphan pages', () => checkOrphans(project, warning));
  if (config.translations.report === 'off') return { warnings };
  return { warnings, translations: await task('check translations', () => checkTranslations(project, screenful)) };
}

function printedAgain({ info, warning }: Reporter, last: CheckFindings): CheckFindings {
  info('  ✓ checks: the edited pages’ links, headings and titles are as they were, so the last build’s findings stand');
  for (const text of last.warnings) warning(text);
  return last;
}

function checkLinks(project: Project, memoFile: string | undefined, warning: Reporter['warning']): void {
  const dead = deadLinksOf(project, memoFile);
  if (!dead.length) return;
  const message = `${countDeadLinks(dead)}:\n${formatDeadLinks(dead)}`;
  if (project.config.linkCheck === 'warn') warning(`  ! ${message}`);
  else throw new QuireError(`${message}\n(set linkCheck: 'warn' in the site config to build anyway)`);
}

function checkOrphans(project: Project, warning: Reporter['warning']): void {
  const orphans = orphanPagesOf(project);
  if (!orphans.length) return;
  const message = `${orphans.length} page${orphans.length > 1 ? 's' : ''} no sidebar links to:\n${orphans.map((o) => `  ${formatOrphanPage(o)}`).join('\n')}`;
  if (project.config.orphanPages === 'warn') warning(`  ! ${message}`);
  else throw new QuireError(`${message}\n(set orphanPages: 'warn' in the site config to build anyway)`);
}

/** Fails on a component a page uses without an import that the theme does not provide. */
export function checkComponents(project: Project, themeComponents: readonly string[]): void {
  const provided = new Set(themeComponents);
  const unknown = findUnknownComponents(project.componentSources(), provided);
  if (!unknown.length) return;
  throw new QuireError(`${unknown.length} unknown component${unknown.length > 1 ? 's' : ''}:\n${formatUnknownComponents(unknown, provided)}`);
}
