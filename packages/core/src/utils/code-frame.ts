/** The lines around a place in a source file, the place marked, as compilers print them under an error. */
import type { SourcePosition } from './errors.js';

/**
 * `around` lines before and after the line of `position`, each with its number, and a caret
 * under the column (tabs kept, so it lines up however the terminal shows them); empty when the
 * line is not in the text.
 */
export function codeFrame(text: string, position: SourcePosition, around = 2): string {
  const lines = text.split(/\r?\n/);
  if (position.line < 1 || position.line > lines.length) return '';
  const first = Math.max(1, position.line - around);
  const last = Math.min(lines.length, position.line + around);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const line = lines[n - 1];
    out.push(`${n === position.line ? '>' : ' '} ${String(n).padStart(width)} | ${line}`.trimEnd());
    if (n === position.line) {
      const before = line.slice(0, Math.max(0, position.column - 1)).replace(/[^\t]/g, ' ');
      out.push(`  ${' '.repeat(width)} | ${before}^`);
    }
  }
  return out.join('\n');
}
