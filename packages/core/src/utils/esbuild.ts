/** The esbuild that tsx itself runs on (core has no dependency or types of its own for it). */
import { createRequire } from 'node:module';

/** The part of esbuild's API core uses. */
export interface Esbuild {
  version: string;
  build(options: Record<string, unknown>): Promise<{ outputFiles: Array<{ text: string }>; metafile?: { inputs: Record<string, unknown> } }>;
  transformSync(code: string, options: Record<string, unknown>): { code: string };
}

const require = createRequire(import.meta.url);

/** Where that esbuild's entry module is. */
export function esbuildPath(): string {
  return createRequire(require.resolve('tsx/package.json')).resolve('esbuild');
}

export function loadEsbuild(): Esbuild {
  return require(esbuildPath()) as Esbuild;
}
