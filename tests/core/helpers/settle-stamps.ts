import { CLOCK_GRANULARITY_NS } from '#core/project/source-stamps.ts';

/** Waits until files changed before it are past the clock's granularity: a build then records their stamps. */
export const settleStamps = () => new Promise((resolve) => setTimeout(resolve, Number(CLOCK_GRANULARITY_NS / 1_000_000n) + 200));
