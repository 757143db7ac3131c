/** The build's first steps on the content: find every page, then compile each (or take it from the compile cache). */
import type { CompileSummary, Project } from '../../project/project.js';
import type { Reporter } from '../../utils/task.js';

export async function scanContent(project: Project, { task }: Reporter): Promise<void> {
  await task('scan content', async () => {
    await Promise.all([project.scan(), project.readHistory()]);
  });
}

export async function compileContent(project: Project, { task, info, warning }: Reporter): Promise<CompileSummary> {
  const pages = project.routes.length;
  const summary = await task(`compile ${pages} pages`, (progress) => project.compileAll(progress.tick));
  const { compiled, threads } = summary;
  const fromCache = project.config.cache ? `, ${pages - compiled} from .quire/cache/compile.pack` : '';
  info(`    ${compiled} compiled${threads ? ` in ${threads} worker threads` : ''}${fromCache}`);
  // Every build, cached pages included, so a warning lasts until its cause is fixed.
  for (const text of project.compileWarnings()) warning(`  ! ${text}`);
  return summary;
}
