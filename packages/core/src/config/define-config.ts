import type { UserConfig } from './types.js';

/** Typed identity helper for `site.config.ts`. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}

export type * from './types.js';
