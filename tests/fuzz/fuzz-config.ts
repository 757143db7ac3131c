/**
 * Shared settings of the property-based tests: a run count that keeps the whole fuzz suite
 * around a minute on a loaded CI machine, and a seed to replay a failure. fast-check prints
 * the seed and the counterexample's path when a property fails; set FUZZ_SEED (and FUZZ_PATH)
 * to run exactly that case again, FUZZ_RUNS to search longer.
 */
import type { Parameters } from 'fast-check';

export function fuzzParameters<T>(defaultRuns: number): Parameters<T> {
  const env = process.env;
  return {
    numRuns: env.FUZZ_RUNS ? Number(env.FUZZ_RUNS) : defaultRuns,
    seed: env.FUZZ_SEED ? Number(env.FUZZ_SEED) : undefined,
    path: env.FUZZ_PATH || undefined,
    endOnFailure: true,
  };
}
