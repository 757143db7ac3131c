/**
 * Rspack loads loaders by path and passes them only serializable options, so the loader
 * finds its project through this registry, keyed by a string id.
 */
import type { Project } from '../project/project.js';

const KEY = Symbol.for('quire.projects');
type Registry = Map<string, Project>;

function registry(): Registry {
  const g = globalThis as typeof globalThis & { [KEY]?: Registry };
  g[KEY] ??= new Map();
  return g[KEY];
}

export function registerProject(id: string, project: Project): () => void {
  registry().set(id, project);
  return () => registry().delete(id);
}

export function getProject(id: string): Project {
  const project = registry().get(id);
  if (!project) throw new Error(`[quire] no project registered under "${id}"`);
  return project;
}
