/**
 * Runs Lighthouse against pages of a served site in Debian's Chromium (headless, offline flags),
 * returning category scores and the audits that did not pass. Shared by `scripts/lighthouse.ts`
 * and the e2e test that holds the accessibility score at 100.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import lighthouse, { desktopConfig, type RunnerResult } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export type Category = 'accessibility' | 'performance' | 'best-practices' | 'seo';

export interface PageScores {
  url: string;
  /** 0–100 per category asked for (`null` when Lighthouse could not score it). */
  scores: Partial<Record<Category, number | null>>;
  /** `id: title` of each scored audit below 1 in the categories asked for. */
  failing: string[];
}

interface LaunchedChrome {
  port: number;
  kill(): void;
}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** chrome-launcher comes with lighthouse; it is resolved from there rather than made a dependency of ours. */
async function launchChrome(): Promise<LaunchedChrome> {
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
  const launcher = (await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href)) as {
    launch(options: { chromePath: string; chromeFlags: string[]; logLevel: 'silent' }): Promise<LaunchedChrome>;
  };
  return launcher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
}

export interface AuditOptions {
  categories: Category[];
  /** Lighthouse's desktop preset instead of its default (an emulated, throttled phone). */
  desktop?: boolean;
}

type AuditResult = RunnerResult['lhr']['audits'][string];

/** `id: title`, plus the explanation, the measured value or the first offending elements. */
function describeFailure(id: string, audit: AuditResult): string {
  const details = audit.details as { items?: Array<{ node?: { selector?: string; snippet?: string }; source?: { url?: string } }> } | undefined;
  const where = (details?.items ?? [])
    .slice(0, 3)
    .map((item) => item.node?.selector ?? item.node?.snippet)
    .filter(Boolean);
  const extra = audit.explanation ?? audit.displayValue ?? (where.length ? where.join(', ') : '');
  return `${id}: ${audit.title}${extra ? ` (${extra})` : ''}`;
}

/** Audits each URL in turn in one Chromium, handing each result to `onResult` as soon as it is known. */
export async function auditPages(urls: string[], options: AuditOptions, onResult: (result: PageScores) => void = () => {}): Promise<PageScores[]> {
  const chrome = await launchChrome();
  try {
    const results: PageScores[] = [];
    for (const url of urls) {
      const run = await lighthouse(
        url,
        { port: chrome.port, onlyCategories: options.categories, logLevel: 'error', output: 'json' },
        options.desktop ? desktopConfig : undefined,
      );
      if (!run) throw new Error(`lighthouse returned no result for ${url}`);
      const { lhr } = run;
      if (lhr.runtimeError) throw new Error(`lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
      const scores: PageScores['scores'] = {};
      const failing = new Set<string>();
      for (const category of options.categories) {
        const result = lhr.categories[category];
        scores[category] = result?.score == null ? null : Math.round(result.score * 100);
        for (const ref of result?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.add(describeFailure(ref.id, audit));
        }
      }
      const result = { url, scores, failing: [...failing] };
      onResult(result);
      results.push(result);
    }
    return results;
  } finally {
    chrome.kill();
  }
}
