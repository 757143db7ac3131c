import { CLOCK_GRANULARITY_MS } from '#core/project/source-stamps.ts';

/** Waits until files changed before it are past the clock's granularity: a build then records their stamps. */
export const settleStamps = () => new Promise((resolve) => setTimeout(resolve, CLOCK_GRANULARITY_MS + 200));
