/** YAML frontmatter: parsed with `yaml`, errors mapped back to the file's own line numbers. */
import type { Root } from 'mdast';
import { parseDocument } from 'yaml';
import { QuireError } from '../utils/errors.js';

export type Frontmatter = Record<string, unknown>;

export const PAGE_TYPES = ['home', 'doc', 'doc-wide', '404', 'custom', 'blank'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export function parseFrontmatter(tree: Root, file: string): Frontmatter {
  const node = tree.children.find((c) => c.type === 'yaml');
  if (node?.type !== 'yaml') return {};
  // The YAML block starts on the line after the opening `---`.
  const firstLine = (node.position?.start.line ?? 1) + 1;
  const doc = parseDocument(node.value, { prettyErrors: false });
  if (doc.errors.length) {
    const err = doc.errors[0];
    // With `prettyErrors: false` the error has no `linePos`, only offsets into the YAML text.
    const before = node.value.slice(0, err.pos[0]);
    const line = before.split('\n').length;
    const column = err.pos[0] - before.lastIndexOf('\n');
    throw new QuireError(`invalid YAML frontmatter: ${err.message.split('\n')[0]}`, {
      file,
      position: { line: firstLine + line - 1, column },
    });
  }
  const data = doc.toJS() as unknown;
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new QuireError('frontmatter must be a YAML mapping (key: value pairs)', {
      file,
      position: { line: firstLine, column: 1 },
    });
  }
  const fm = data as Frontmatter;
  validateFrontmatter(fm, file, (key) => {
    const pair =
      doc.contents && 'items' in doc.contents
        ? (doc.contents.items as Array<{ key: { value?: unknown; range?: number[] } }>).find((p) => p.key?.value === key)
        : undefined;
    const offset = pair?.key?.range?.[0];
    if (offset === undefined) return { line: firstLine, column: 1 };
    const before = node.value.slice(0, offset);
    const line = before.split('\n').length;
    return { line: firstLine + line - 1, column: offset - before.lastIndexOf('\n') };
  });
  return fm;
}

type Where = (key: string) => { line: number; column: number };

function validateFrontmatter(fm: Frontmatter, file: string, where: Where): void {
  const fail = (key: string, reason: string) => {
    throw new QuireError(`frontmatter field "${key}" ${reason}`, { file, position: where(key) });
  };
  for (const key of ['title', 'description', 'titleSuffix'] as const) {
    if (key in fm && typeof fm[key] !== 'string') fail(key, 'must be a string');
  }
  if ('pageType' in fm && !PAGE_TYPES.includes(fm.pageType as PageType)) {
    fail('pageType', `must be one of ${PAGE_TYPES.join(', ')} (got ${JSON.stringify(fm.pageType)})`);
  }
  // Unquoted, a hash made only of digits would be read as a number and lose its leading zeros.
  if ('sourceHash' in fm && (typeof fm.sourceHash !== 'string' || !/^[0-9a-f]{8,64}$/i.test(fm.sourceHash))) {
    fail('sourceHash', `must be a quoted string of 8 to 64 hex digits, such as sourceHash: '3f9a02c1' (got ${JSON.stringify(fm.sourceHash)})`);
  }
  for (const key of ['navbar', 'sidebar', 'outline', 'footer', 'overview', 'orphan'] as const) {
    if (key in fm && typeof fm[key] !== 'boolean') fail(key, 'must be true or false');
  }
}
