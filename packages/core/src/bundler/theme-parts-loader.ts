/**
 * Rspack loader for the site theme's entry (`theme/index.tsx`): exports each component the theme
 * exports under an Rspress part name also under Quire's name for that part (`PrevNextPage` →
 * `PrevNext`), and fails on an Rspress part Quire has no place for (`theme-parts.ts`). It runs on
 * every compile of the entry, so an edit in dev takes effect as a build's would.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Rspack } from '@rsbuild/core';
import { QuireError } from '../utils/errors.js';
import { siteThemeExports } from './theme-exports.js';
import { aliasStatements, planThemeParts } from './theme-parts.js';

export default function themePartsLoader(this: Rspack.LoaderContext, source: string): void {
  const shown = (file: string) => path.relative(this.rootContext, file).split(path.sep).join('/');
  try {
    const read = (file: string) => (file === this.resourcePath ? source : fs.readFileSync(file, 'utf8'));
    const { exports, files } = siteThemeExports(this.resourcePath, { displayFile: shown, read });
    for (const file of files) if (file !== this.resourcePath) this.addDependency(file);
    const { aliases, problems } = planThemeParts(exports);
    if (problems.length) {
      const [first, ...rest] = problems;
      const more = rest.map((p) => `\n${new QuireError(p.reason, { file: p.file, position: p.position }).message}`).join('');
      throw new QuireError(`${first.reason}${more}`, { file: first.file, position: first.position });
    }
    this.callback(null, aliases.length ? `${source}\n${aliasStatements(aliases)}` : source);
  } catch (error) {
    // The message already names file:line:column; a stack would only bury it.
    if (error instanceof Error) error.stack = error.message;
    this.callback(error as Error);
  }
}
