import path from 'node:path';
import { resolveConfig } from '#core/config/validate.ts';
import { CompileService, type CompileServiceOptions } from '#core/project/compile-service.ts';
import { routeOfFile } from '#core/project/content-scan.ts';

/**
 * The routes of `docs/<name>.md` under `root` (one language, no versions), and a build's compile
 * service for them with its caches in `.quire/cache`: a new one stands for the next build.
 */
export function docsPages(root: string, names: readonly string[]) {
  const layout = { docsRoot: path.join(root, 'docs'), langs: ['en'], defaultLang: 'en', versions: [], defaultVersion: '' };
  const routes = names.map((name) => routeOfFile([], layout, path.join(root, `docs/${name}.md`))).filter((r) => r !== undefined);
  const service = (options: Partial<CompileServiceOptions> = {}) =>
    new CompileService({
      config: resolveConfig({ lang: 'en', cache: true }),
      projectRoot: root,
      mode: 'build',
      packFile: path.join(root, '.quire/cache/compile.pack'),
      stampFile: path.join(root, '.quire/cache/source-stamps.json'),
      routeOf: (absolutePath) => routeOfFile([], layout, absolutePath),
      lastUpdated: () => undefined,
      ...options,
    });
  return { routes, service };
}
