/**
 * Dev: the build's checks over every page, run again whenever the content changes, so a dead
 * link or anchor is reported the moment its page or its target changes, not at the next build.
 * Findings are warnings (`DevWarnings`): the page still shows.
 */
import { formatDeadLinks } from '../pages/check-links.js';
import { formatOrphanPage } from '../pages/orphan-pages.js';
import { deadLinksOf, orphanPagesOf } from '../project/page-checks.js';
import type { Project } from '../project/project.js';
import type { DevWarnings } from './dev-warnings.js';

/** How long the content must stay unchanged before a run: a save often comes as several events. */
const QUIET_MS = 300;

export class ContentChecks {
  private timer?: NodeJS.Timeout;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly project: Project,
    private readonly warnings: DevWarnings,
  ) {}

  /** Runs the checks once the content has been quiet for a moment. */
  schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.running.then(() => this.run());
    }, QUIET_MS);
  }

  close(): void {
    clearTimeout(this.timer);
  }

  private async run(): Promise<void> {
    const { linkCheck, orphanPages } = this.project.config;
    if (linkCheck === 'off' && orphanPages === 'off') return;
    try {
      await this.project.compileEvery();
      if (linkCheck !== 'off')
        this.warnings.update(
          'dead link',
          deadLinksOf(this.project).map((dead) => formatDeadLinks([dead]).trim()),
        );
      if (orphanPages !== 'off') this.warnings.update('orphan page', orphanPagesOf(this.project).map(formatOrphanPage));
    } catch (error) {
      console.warn(`[quire] the content checks failed: ${(error as Error).message}`);
    }
  }
}
