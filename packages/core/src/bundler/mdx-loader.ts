/** Rspack loader for `.md`/`.mdx`: hands the file to the project's compiler (and cache). */
import type { Rspack } from '@rsbuild/core';
import { getProject } from './loader-registry.js';
import { stampFile } from './module-stamps.js';

export interface MdxLoaderOptions {
  projectId: string;
  /** Folder of the module stamps (a build with Rspack's persistent cache). */
  stampDir?: string;
}

export default function quireMdxLoader(this: Rspack.LoaderContext<MdxLoaderOptions>, source: string): void {
  const callback = this.async();
  const { projectId, stampDir } = this.getOptions();
  const project = getProject(projectId);
  if (stampDir) this.addDependency(stampFile(stampDir, this.resourcePath));
  project.pageModule(this.resourcePath, source).then(
    ({ code, dependencies }) => {
      for (const dep of dependencies) this.addDependency(dep);
      callback(null, code);
    },
    (error: Error) => {
      // The message already names file:line:column; a stack would only bury it.
      error.stack = error.message;
      callback(error);
    },
  );
}
