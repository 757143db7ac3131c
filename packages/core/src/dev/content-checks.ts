/**
 * Dev: the build's checks over every page, run again whenever the content changes, so a dead
 * link or anchor is reported the moment its page or its target changes, not at the next build.
 * Findings are warnings (`DevWarnings`): the page still shows. The first run compiles every page
 * (or takes it from the caches); after that, an edit of pages compiles only those pages, while
 * any other change (a page added or removed, an included file) looks at every page again.
 */
import { formatDeadLinks } from '../pages/check-links.js';
import { formatOrphanPage } from '../pages/orphan-pages.js';
import { deadLinksOf, orphanPagesOf } from '../project/page-checks.js';
import type { Project } from '../project/project.js';
import type { DevWarnings } from './dev-warnings.js';

/** How long the content must stay unchanged before a run: a save often comes as several events. */
const QUIET_MS = 300;

/** What the next run compiles: every page, or only the pages edited since the last run. */
type Pending = { every: true } | { every: false; edited: Set<string> };

export class ContentChecks {
  private timer?: NodeJS.Timeout;
  private running: Promise<void> = Promise.resolve();
  private pending: Pending = { every: true };

  constructor(
    private readonly project: Project,
    private readonly warnings: DevWarnings,
  ) {}

  /**
   * Runs the checks once the content has been quiet for a moment. `editedPage`: the one file that
   * changed is a routed page, so the other pages' compiles still hold.
   */
  schedule(editedPage?: string): void {
    if (this.pending.every || editedPage === undefined) this.pending = { every: true };
    else this.pending.edited.add(editedPage);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const pending = this.pending;
      this.pending = { every: false, edited: new Set() };
      this.running = this.running.then(() => this.run(pending));
    }, QUIET_MS);
  }

  close(): void {
    clearTimeout(this.timer);
  }

  private async run(pending: Pending): Promise<void> {
    const { linkCheck, orphanPages } = this.project.config;
    if (linkCheck === 'off' && orphanPages === 'off') return;
    try {
      if (pending.every) await this.project.compileEvery();
      else await this.project.compileEdited([...pending.edited]);
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
