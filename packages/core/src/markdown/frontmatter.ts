/** YAML frontmatter: parsed with `yaml`, errors mapped back to the file's own line numbers. */
import type { Root } from 'mdast';
import { isMap, isNode, isScalar, isSeq, parseDocument } from './libraries.js';
import type { Node, Scalar } from 'yaml';
import { QuireError } from '../utils/errors.js';
import { type FieldPath, fieldName, homeFrontmatterProblem } from './home-frontmatter.js';

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
  validateFrontmatter(fm, file, (path) => {
    const offset = offsetOf(doc.contents, path);
    if (offset === undefined) return { line: firstLine, column: 1 };
    const before = node.value.slice(0, offset);
    const line = before.split('\n').length;
    return { line: firstLine + line - 1, column: offset - before.lastIndexOf('\n') };
  });
  return fm;
}

/** Where in the YAML text the value at `path` is named: its key in a mapping, or its item in a list. */
function offsetOf(root: unknown, path: FieldPath): number | undefined {
  let node = root;
  let offset: number | undefined;
  for (const part of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && p.key.value === part);
      if (!pair) break;
      offset = (pair.key as Scalar).range?.[0];
      node = pair.value;
    } else if (isSeq(node) && typeof part === 'number' && isNode(node.items[part])) {
      node = node.items[part];
      offset = (node as Node).range?.[0];
    } else {
      break;
    }
  }
  return offset;
}

type Where = (path: FieldPath) => { line: number; column: number };

function validateFrontmatter(fm: Frontmatter, file: string, where: Where): void {
  const fail = (key: string | FieldPath, reason: string) => {
    const path = typeof key === 'string' ? [key] : key;
    throw new QuireError(`frontmatter field "${fieldName(path)}" ${reason}`, { file, position: where(path) });
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
  const home = homeFrontmatterProblem(fm);
  if (home) fail(home.path, home.reason);
}
