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
import type { Reporter } from '../../utils/task.js';
import { checkTranslations, type TranslationCheck } from '../check-translations.js';

/**
 * Runs the checks the config turns on; returns the translation report to print once the build is done.
 * `cacheDir`: where the dead-link check keeps its findings for the next build.
 */
export async function checkPages(
  project: Project,
  { task, screenful, warning }: Reporter,
  cacheDir: string | undefined,
): Promise<TranslationCheck | undefined> {
  const { config } = project;
  const memoFile = cacheDir && path.join(cacheDir, 'link-checks.json');
  if (config.linkCheck !== 'off') await task('check links', () => checkLinks(project, memoFile, warning));
  if (config.orphanPages !== 'off') await task('check orphan pages', () => checkOrphans(project, warning));
  if (config.translations.report === 'off') return undefined;
  return task('check translations', () => checkTranslations(project, screenful));
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
