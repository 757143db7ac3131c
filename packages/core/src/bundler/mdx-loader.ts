/**
 * Rspack loader for `.md`/`.mdx`: hands the file to the project's compiler (and cache). With
 * `?quire-page-entry` (a browser build's page entry) it answers with the page's entry module
 * instead, so no entry file is written per page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Rspack } from '@rsbuild/core';
import { PAGE_ENTRY_QUERY, pageEntryModule } from '../project/generate.js';
import { getProject } from './loader-registry.js';
import { stampFile } from './module-stamps.js';
import { codeFrame } from '../utils/code-frame.js';
import { QuireError } from '../utils/errors.js';

export interface MdxLoaderOptions {
  projectId: string;
  /** Folder of the module stamps (a build with Rspack's persistent cache). */
  stampDir?: string;
  /** A production browser build: what the page entries need to name and register a page. */
  pageEntry?: { docsRoot: string };
}

export default function quireMdxLoader(this: Rspack.LoaderContext<MdxLoaderOptions>, source: string): void {
  const { projectId, stampDir, pageEntry } = this.getOptions();
  if (pageEntry && this.resourceQuery === PAGE_ENTRY_QUERY) {
    // The key the runtime finds the page by: its path under the docs folder, as routes have it.
    const relativePath = path.relative(pageEntry.docsRoot, this.resourcePath).split(path.sep).join('/');
    const code = pageEntryModule(this.resourcePath, relativePath);
    // Dev adds a page's entry while pages are open: the hot update that brings it must not reload them.
    this.callback(null, this.hot ? `${code}import.meta.webpackHot.accept();\n` : code);
    return;
  }
  const callback = this.async();
  const project = getProject(projectId);
  if (stampDir) this.addDependency(stampFile(stampDir, this.resourcePath));
  project.pageModule(this.resourcePath, source).then(
    ({ code, dependencies }) => {
      for (const dep of dependencies) this.addDependency(dep);
      callback(null, code);
    },
    (error: Error) => {
      // The message already names file:line:column; a stack would only bury it. The lines around
      // the place follow it, as a compiler shows them.
      if (error instanceof QuireError && error.file && error.position) {
        const frame = codeFrame(readOrEmpty(path.resolve(this.rootContext, error.file)), error.position);
        if (frame) error.message = `${error.message}\n\n${frame}`;
      }
      error.stack = error.message;
      callback(error);
    },
  );
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
