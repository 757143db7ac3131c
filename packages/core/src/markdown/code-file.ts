/**
 * Rspress's code block `file="…"`: the block shows a file's text instead of its own. `./x` and
 * `../x` are relative to the page, `/x` to the docs folder, `<root>/x` to the project; the file
 * must lie inside the project, as fragments must.
 */
import fs from 'node:fs';
import path from 'node:path';
import { outsideProject } from '../utils/project-boundary.js';
import { decodeUtf8 } from '../utils/read-text.js';

export interface CodeFileContext {
  /** The page's absolute path. */
  pageFile: string;
  docsRoot: string;
  projectRoot: string;
}

export function resolveCodeFile(spec: string, ctx: CodeFileContext): string {
  if (spec.startsWith('<root>/')) return path.resolve(ctx.projectRoot, spec.slice('<root>/'.length));
  if (spec.startsWith('/')) return path.resolve(ctx.docsRoot, spec.slice(1));
  return path.resolve(path.dirname(ctx.pageFile), spec);
}

/** The file's text without its final newline, or why it cannot be read. */
export function readCodeFile(spec: string, ctx: CodeFileContext): { file: string; text: string } | { error: string } {
  const file = resolveCodeFile(spec, ctx);
  const outside = outsideProject(file, ctx.projectRoot);
  if (outside) return { error: `code block file="${spec}": ${outside}` };
  if (!fs.existsSync(file) || !fs.statSync(file).isFile())
    return { error: `code block file="${spec}": no file ${path.relative(ctx.projectRoot, file)}` };
  return { file, text: decodeUtf8(fs.readFileSync(file), file).replace(/\r?\n$/, '') };
}
