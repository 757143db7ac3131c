/**
 * Rspack loads loaders by path and passes them only serializable options, so the loader
 * finds where page modules come from through this registry, keyed by a string id: the
 * `Project` itself (dev), or, in the bundler's child process, a client that asks the build
 * process's `Project` (`bundle-child.ts`).
 */
import type { Project } from '../project/project.js';

export type PageModuleSource = Pick<Project, 'pageModule'>;

const KEY = Symbol.for('quire.projects');
type Registry = Map<string, PageModuleSource>;

function registry(): Registry {
  const g = globalThis as typeof globalThis & { [KEY]?: Registry };
  g[KEY] ??= new Map();
  return g[KEY];
}

export function registerProject(id: string, source: PageModuleSource): () => void {
  registry().set(id, source);
  return () => registry().delete(id);
}

export function getProject(id: string): PageModuleSource {
  const source = registry().get(id);
  if (!source) throw new Error(`[quire] no project registered under "${id}"`);
  return source;
}
