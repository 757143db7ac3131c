/**
 * Pure helpers of the dev-server edit measurement (`dev-edit.mjs`): the marker words that the
 * benchmark appends to a page and looks for in the DOM, the paragraph that carries one, and
 * the summary of the stamps taken for each edit.
 */
import { summarize } from './stats.mjs';

/** Every marker starts with this; letters only, so no Markdown or MDX syntax can touch it. */
export const MARKER_PREFIX = 'benchmarker';

/**
 * A word that occurs nowhere else: the prefix, the edit's number and a tag unique to the run,
 * all letters and digits. @param {number} index @param {string} tag letters and digits
 */
export function markerWord(index, tag) {
  if (!/^[a-z0-9]+$/.test(tag)) throw new Error(`marker tag must be lowercase letters and digits, got "${tag}"`);
  return `${MARKER_PREFIX}${tag}x${index}`;
}

/** The text appended to the page's source: a paragraph of its own after whatever ends the file. */
export const editParagraph = (word) => `\n\nAdded by the benchmark: the worker logs ${word} once.\n`;

/**
 * @typedef {{ writtenAt: number, visibleAt: number | undefined, reloaded: boolean }} EditStamp
 *   times in ms on one clock; `visibleAt` is undefined when the marker never showed up
 * @typedef {{ ms: import('./stats.mjs').Summary | undefined, edits: number, missed: number, update: 'hot' | 'reload' | 'mixed' | undefined }} EditSummary
 */

/**
 * Median and spread of write → visible over the edits that showed up, how many never did, and
 * how they were applied: `hot` when no edit reloaded the page, `reload` when every visible
 * one did, else `mixed`.
 * @param {EditStamp[]} stamps
 * @returns {EditSummary}
 */
export function summarizeEdits(stamps) {
  const seen = stamps.filter((s) => s.visibleAt !== undefined && Number.isFinite(s.visibleAt));
  const reloads = seen.filter((s) => s.reloaded).length;
  return {
    // A stamp before the write can only come from clock trouble; it is clamped to 0, not dropped.
    ms: summarize(seen.map((s) => Math.max(0, /** @type {number} */ (s.visibleAt) - s.writtenAt))),
    edits: stamps.length,
    missed: stamps.length - seen.length,
    update: !seen.length ? undefined : reloads === 0 ? 'hot' : reloads === seen.length ? 'reload' : 'mixed',
  };
}
