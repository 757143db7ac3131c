/** The Markdown/MDX parser shared by page compilation and fragment inlining. */
import type { Root } from 'mdast';
import { remarkFrontmatter, remarkGfm, remarkMdx, remarkParse, unified, VFile } from './libraries.js';
import { toQuireError } from '../utils/errors.js';
import { escapeHeadingIds } from './heading-ids.js';
import { escapeContainerAttributes } from './remark-containers.js';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter, ['yaml']).use(remarkGfm).freeze();

/** Source as the MDX compiler should see it (explicit heading ids and container attributes escaped). */
export function prepareSource(source: string): string {
  return escapeContainerAttributes(escapeHeadingIds(source.replace(/^\uFEFF/, '')));
}

export function parseMdx(source: string, filePath: string): Root {
  try {
    return parser.parse(new VFile({ path: filePath, value: prepareSource(source) }));
  } catch (error) {
    throw toQuireError(error, filePath);
  }
}
