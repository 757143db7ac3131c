/**
 * A clean Markdown copy of a page for readers who paste docs into AI assistants: no
 * frontmatter, no imports, fragments inlined, components turned into plain Markdown.
 */
import fs from 'node:fs';
import path from 'node:path';
import { QuireError } from '../utils/errors.js';
import { outsideProject } from '../utils/project-boundary.js';

const FRONTMATTER = /^---\n[\s\S]*?\n---\n/;
const IMPORT_LINE = /^import\s+(\w+)\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"];?[ \t]*$/gm;
const OTHER_IMPORT = /^import\s.+?from\s+['"][^'"]+['"];?[ \t]*$/gm;

function packageManagerBlock(attr: string): string {
  const single = /command="([^"]+)"/.exec(attr);
  if (single) return ['npm', 'yarn', 'pnpm', 'bun'].map((pm) => `${pm} ${single[1]}`).join('\n');
  const entries = [...attr.matchAll(/(npm|yarn|pnpm|bun):\s*['"]([^'"]+)['"]/g)].map((m) => m[2]);
  return entries.join('\n');
}

export interface MarkdownCopyOptions {
  /** Fragments are read from inside it only, as the compiler does. */
  projectRoot: string;
  /** The `<SourceCode>` link's text in the page's language (`sourceCodeText`). */
  sourceText: string;
}

/** `seen`: the fragments being inlined, so a cycle stops. */
export function markdownCopy(source: string, file: string, options: MarkdownCopyOptions, seen: readonly string[] = []): string {
  let text = source.replace(/\r\n/g, '\n').replace(FRONTMATTER, '');
  const fragments = new Map<string, string>();
  text = text.replace(IMPORT_LINE, (_m, name: string, rel: string) => {
    fragments.set(name, path.resolve(path.dirname(file), rel));
    return '';
  });
  text = text.replace(OTHER_IMPORT, '');
  for (const [name, target] of fragments) {
    const outside = outsideProject(target, options.projectRoot);
    if (outside) throw new QuireError(`imported fragment ${outside}`, { file });
    const usage = new RegExp(`^[ \\t]*<${name}\\s*/>[ \\t]*$`, 'gm');
    const inlined =
      !seen.includes(target) && fs.existsSync(target) ? markdownCopy(fs.readFileSync(target, 'utf8'), target, options, [...seen, file]).trim() : '';
    text = text.replace(usage, inlined);
  }
  text = text
    .replace(/^(#{1,6}[ \t].*?)[ \t]*\\?\{#[^}\s]+\}[ \t]*$/gm, '$1')
    .replace(/^[ \t]*<PackageManagerTabs\s+([\s\S]*?)\/>[ \t]*$/gm, (_m, attr: string) => `\`\`\`bash\n${packageManagerBlock(attr)}\n\`\`\``)
    .replace(/^[ \t]*<SourceCode\s[^>]*?href="([^"]+)"[^>]*\/>[ \t]*$/gm, (_m, href: string) => `[${options.sourceText}](${href})`)
    .replace(/^[ \t]*<[A-Z]\w*(\s[^>]*)?\/>[ \t]*$/gm, '')
    .replace(/\n{3,}/g, '\n\n');
  return `${text.trim()}\n`;
}
