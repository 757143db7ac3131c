/** The "did you mean" of an error message: the known name a misspelled one is closest to. */
import { editDistance } from '@quire/shared';

/**
 * The candidate nearest to `name` (case aside), or undefined when none is near enough to be
 * a likely typo: within one edit per three letters of `name`, at least one.
 */
export function closestName(name: string, candidates: readonly string[]): string | undefined {
  const wanted = name.toLowerCase();
  const max = Math.max(1, Math.floor(wanted.length / 3));
  let best: string | undefined;
  let bestDistance = max + 1;
  for (const candidate of candidates) {
    const distance = editDistance(wanted, candidate.toLowerCase(), max);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Up to `count` candidates near `name` by the same measure, nearest first (ties in the candidates' order). */
export function closestNames(name: string, candidates: readonly string[], count: number): string[] {
  const wanted = name.toLowerCase();
  const max = Math.max(1, Math.floor(wanted.length / 3));
  return candidates
    .map((candidate) => ({ candidate, distance: editDistance(wanted, candidate.toLowerCase(), max) }))
    .filter(({ distance }) => distance <= max)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, count)
    .map(({ candidate }) => candidate);
}
