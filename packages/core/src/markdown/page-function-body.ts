/**
 * How a compiled page runs without the bundler (`build/standalone-pages.ts`): its module turned
 * into a function body, and the script that hands that body to the app. Kept beside the compiler
 * so its fingerprint covers them: the compile cache records whether each page is standalone, and
 * the build keeps each script's hash, without reading the code again.
 */
import { PAGE_QUEUE, type PageData } from '@quire/shared';
import { jsonExpression } from '../utils/escape.js';
import type { CompiledPage } from './compile.js';

/** What the app provides a page's body with: the one argument it destructures its imports from. */
const PROVIDED = new Set(['react/jsx-runtime', '@mdx-js/react']);
const IMPORT_LINE = /^import \{([^}]*)\} from "([^"]+)";$/;
const SPECIFIER = /^([\w$]+)(?: as ([\w$]+))?$/;
const EXPORT_LAST = /^export default ([\w$]+);\s*$/;
const MODULE_SYNTAX = /^(?:import|export)\b/m;

/**
 * The body of a function that runs a compiled page: its leading imports of what the app provides
 * become destructurings of `arguments[0]`, and its closing `export default X;` (the last statement
 * of every compiled page, `recma-export-last.ts`) becomes `return {default: X};`. Undefined for
 * any other shape, which keeps the page bundled.
 */
export function pageFunctionBody(code: string): string | undefined {
  // Found from the end: a pattern anchored there would be tried at every line of the page.
  const lastLine = code.lastIndexOf('\nexport default ');
  const tail = lastLine < 0 ? null : EXPORT_LAST.exec(code.slice(lastLine + 1));
  if (!tail) return undefined;
  const head: string[] = [];
  let at = 0;
  while (code.startsWith('import ', at)) {
    const end = code.indexOf('\n', at);
    const line = IMPORT_LINE.exec(code.slice(at, end));
    if (!line || !PROVIDED.has(line[2])) return undefined;
    const names: string[] = [];
    for (const specifier of line[1].split(',')) {
      const parts = SPECIFIER.exec(specifier.trim());
      if (!parts) return undefined;
      names.push(parts[2] ? `${parts[1]}: ${parts[2]}` : parts[1]);
    }
    head.push(`const {${names.join(', ')}} = arguments[0];`);
    at = end + 1;
  }
  const rest = code.slice(at, Math.max(at, lastLine));
  // Any other module syntax left (none is expected of a page that uses no modules) keeps it bundled.
  if (MODULE_SYNTAX.test(rest)) return undefined;
  return `"use strict";\n${head.join('\n')}\n${rest}\nreturn {default: ${tail[1]}};`;
}

/** Whether a compiled page can skip the bundler. */
export function isStandalone(compiled: Pick<CompiledPage, 'code' | 'usesModules'>): boolean {
  // Strictly false: a record compiled before the flag existed says nothing.
  return compiled.usesModules === false && pageFunctionBody(compiled.code) !== undefined;
}

/** A page's script: pushes its key, its body as a function and its data for the app to take. */
export function standaloneScript(key: string, body: string, pageData: PageData): string {
  return `(self.${PAGE_QUEUE}=self.${PAGE_QUEUE}||[]).push([${JSON.stringify(key)},function(){${body}\n},${jsonExpression(pageData)}]);\n`;
}
