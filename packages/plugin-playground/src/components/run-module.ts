/**
 * Runs compiled playground code as a module: its imports answered from the modules the page
 * declared (each loaded on first use), React in scope for its JSX, its default export returned.
 */
import * as React from 'react';
import type { CompiledCode } from '../compile-code.js';
import type { PlaygroundTexts } from './texts.js';

/** The modules playground code may import, each loaded when code first imports it. */
export type ModuleLoaders = Readonly<Record<string, () => Promise<unknown>>>;

/** A module namespace as `require` gives it to code compiled from `import`: marked ES, its default the module's default or itself. */
function asRequired(namespace: unknown): unknown {
  const record = namespace as Record<string, unknown>;
  return { __esModule: true, ...record, default: record && 'default' in record ? record.default : record };
}

/** The component the code exports by default; throws with a reader's message when there is none. */
export async function runModule(compiled: CompiledCode, loaders: ModuleLoaders, texts: PlaygroundTexts): Promise<React.ElementType> {
  const loaded = new Map<string, unknown>([['react', asRequired(React)]]);
  await Promise.all(
    compiled.imports
      .filter((name) => !loaded.has(name) && Object.hasOwn(loaders, name))
      .map(async (name) => loaded.set(name, asRequired(await loaders[name]?.()))),
  );
  const require = (name: string): unknown => {
    if (!loaded.has(name)) throw new Error(texts.notAvailable(name));
    return loaded.get(name);
  };
  let run: (...args: unknown[]) => void;
  try {
    run = new Function('require', 'exports', 'module', 'React', compiled.code) as typeof run;
  } catch (error) {
    // A Content-Security-Policy without 'unsafe-eval' refuses to make code from text.
    if (error instanceof EvalError) throw new Error(texts.blocked);
    throw error;
  }
  const module = { exports: {} as Record<string, unknown> };
  run(require, module.exports, module, React);
  const found = module.exports.default;
  if (typeof found === 'function' || (typeof found === 'object' && found !== null && '$$typeof' in found)) return found as React.ElementType;
  throw new Error(texts.noDefault);
}
