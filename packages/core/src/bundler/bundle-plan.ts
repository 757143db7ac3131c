/**
 * How a production build bundles, by the size of the site.
 *
 * A site of a few hundred pages bundles both environments in one process, with Rspack's
 * persistent cache (an edit then rebuilds only what changed). Past `LARGE_SITE_PAGES` one
 * process building both environments, with the persistent cache holding much of its memory,
 * would not fit in 2 GB, while each environment alone in a fresh process does (figures in
 * docs/perf-notes.md). So a large site bundles in several processes one after the other,
 * without the persistent cache (the bundle cache still serves builds where nothing changed):
 * the server, then the browser's page entries in parts of at most `PAGES_PER_RUN`. Each
 * browser part builds the app entry again (the same files, by content hash) and only its own
 * pages' entries, which depend on nothing but the app entry.
 */

/** Pages (all languages) above which a site bundles as a large one. */
export const LARGE_SITE_PAGES = 2000;
/** Page entries per browser run in a large site. */
export const PAGES_PER_RUN = 2000;

export interface BundleRun {
  /** The Rsbuild environments built; all when undefined. */
  environments?: string[];
  /** Browser runs of a large site: the pages `[start, end)` whose entries this run builds. */
  pages?: [number, number];
}

export interface BundlePlan {
  /** One Rsbuild run per item, each in a fresh process. */
  runs: BundleRun[];
  persistentCache: boolean;
}

/** How to bundle instead of by the page count: the large-site way tested, and measured, on a small site, or a large site in one process. */
export interface BundlingOptions {
  /** Several processes (`true`) or one (`false`), whatever the page count. */
  split?: boolean;
  /** Page entries per browser run when split. @default PAGES_PER_RUN */
  pagesPerRun?: number;
}

export function planBundling(pages: number, ssg: boolean, { split, pagesPerRun = PAGES_PER_RUN }: BundlingOptions = {}): BundlePlan {
  const large = split ?? pages > LARGE_SITE_PAGES;
  if (!large) return { runs: [{}], persistentCache: true };
  // The server first, as in one process (see `rsbuild-config.ts`).
  const runs: BundleRun[] = ssg ? [{ environments: ['node'] }] : [];
  const parts = Math.max(1, Math.ceil(pages / pagesPerRun));
  for (let i = 0; i < parts; i++) {
    // Even parts, in route order, so a section's pages (and what they share) mostly stay together.
    runs.push({ environments: ['web'], pages: [Math.round((i * pages) / parts), Math.round(((i + 1) * pages) / parts)] });
  }
  return { runs, persistentCache: false };
}
