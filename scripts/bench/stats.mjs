/** Summaries of repeated measurements: the median as the figure, min–max as its spread. */

/**
 * @typedef {{ median: number, min: number, max: number, runs: number[] }} Summary
 */

/** @param {number[]} values @returns {Summary | undefined} */
export function summarize(values) {
  const runs = values.filter((v) => Number.isFinite(v));
  if (!runs.length) return undefined;
  const sorted = [...runs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1], runs };
}

/** The p-th percentile (0–100) by nearest rank. @param {number[]} values */
export function percentile(values, p) {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
