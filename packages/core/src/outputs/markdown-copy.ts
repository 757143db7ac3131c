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
const IMPORTS_FRAGMENT = new RegExp(IMPORT_LINE.source, 'm');
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
  /** Where an image address as written is published (an image beside the page), or undefined to keep it. */
  imageUrl?: (url: string) => string | undefined;
}

const FENCE = /^[ \t]*(`{3,}|~{3,})[\s\S]*?^[ \t]*\1[ \t]*$/gm;
const MARKDOWN_IMAGE = /(!\[[^\]\n]*\]\(\s*<?)([^\s)>]+)/g;
const IMG_SRC = /(<img\b[^>]*?\ssrc=)(["'])([^"'\n]*)\2/g;
const DEFINITION = /^([ \t]{0,3}\[[^\]\n]+\]:[ \t]*<?)([^\s>]+)/gm;

/** Image addresses outside code blocks replaced by where the images are published, so the copy's images load. */
function publishedImages(text: string, imageUrl: (url: string) => string | undefined): string {
  const swap = (whole: string, before: string, url: string, after = '') => {
    const published = imageUrl(url);
    return published ? before + published + after : whole;
  };
  const rewrite = (part: string) =>
    part
      .replace(MARKDOWN_IMAGE, (m, head: string, url: string) => swap(m, head, url))
      .replace(IMG_SRC, (m, head: string, quote: string, url: string) => swap(m, head + quote, url, quote))
      .replace(DEFINITION, (m, head: string, url: string) => swap(m, head, url));
  let out = '';
  let at = 0;
  for (const fence of text.matchAll(FENCE)) {
    out += rewrite(text.slice(at, fence.index)) + fence[0];
    at = fence.index + fence[0].length;
  }
  return out + rewrite(text.slice(at));
}

/** Whether a page's copy inlines fragments, read from disk as it is made. */
export function importsFragments(source: string): boolean {
  return IMPORTS_FRAGMENT.test(source);
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
  if (options.imageUrl) text = publishedImages(text, options.imageUrl);
  return `${text.trim()}\n`;
}
