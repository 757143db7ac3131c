/**
 * Rspress's code block `file="…"`: the block shows a file's text instead of its own. `./x` and
 * `../x` are relative to the page, `/x` to the docs folder, `<root>/x` to the project; the file
 * must lie inside the project, as fragments must, or in a folder `markdown.allowCodeFilesFrom` lists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { locationOutside, outsideProject } from '../utils/project-boundary.js';
import { decodeUtf8 } from '../utils/read-text.js';

export interface CodeFileContext {
  /** The page's absolute path. */
  pageFile: string;
  docsRoot: string;
  projectRoot: string;
  /** Absolute folders outside the project whose files a block may show (`markdown.allowCodeFilesFrom`). */
  allowedFolders: readonly string[];
}

export function resolveCodeFile(spec: string, ctx: CodeFileContext): string {
  if (spec.startsWith('<root>/')) return path.resolve(ctx.projectRoot, spec.slice('<root>/'.length));
  if (spec.startsWith('/')) return path.resolve(ctx.docsRoot, spec.slice(1));
  return path.resolve(path.dirname(ctx.pageFile), spec);
}

/** Why `file` may not be shown, when it lies outside the project and every allowed folder (links followed). */
function refusal(file: string, ctx: CodeFileContext): string | undefined {
  const outside = outsideProject(file, ctx.projectRoot);
  if (!outside) return undefined;
  if (ctx.allowedFolders.some((folder) => locationOutside(file, folder) === undefined)) return undefined;
  const listed = ctx.allowedFolders.length ? ' and the folders markdown.allowCodeFilesFrom lists' : '';
  return `${outside}${listed}; to show it, add its folder (relative to the config file) to markdown.allowCodeFilesFrom`;
}

/** The file's text without its final newline, or why it cannot be read. */
export function readCodeFile(spec: string, ctx: CodeFileContext): { file: string; text: string } | { error: string } {
  const file = resolveCodeFile(spec, ctx);
  const refused = refusal(file, ctx);
  if (refused) return { error: `code block file="${spec}": ${refused}` };
  if (!fs.existsSync(file) || !fs.statSync(file).isFile())
    return { error: `code block file="${spec}": no file ${path.relative(ctx.projectRoot, file)}` };
  return { file, text: decodeUtf8(fs.readFileSync(file), file).replace(/\r?\n$/, '') };
}
