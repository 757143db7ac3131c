/**
 * What a compile cache page record holds, as bits the compile facts' index keeps beside each key
 * (`compile-facts.ts`): a build then tells which pages inline nothing, have warnings, use components
 * without an import, show images, run without the bundler or stay out of search, without reading their records.
 */
import type { CompiledFacts } from '../markdown/compile.js';
import { pageTypeOf } from '../pages/page-record.js';
import { isSearched } from '../search/build-index.js';

export const SELF_CONTAINED = 1;
export const HAS_WARNINGS = 2;
export const HAS_COMPONENTS = 4;
export const HAS_IMAGES = 8;
export const STANDALONE = 16;
/** The page's frontmatter leaves it out of the search index (`isSearched`, on the data `createPageData` makes of it). */
export const LEFT_OUT_OF_SEARCH = 32;

/** A page record as the traits read it. */
interface TraitSource {
  compiled: Pick<CompiledFacts, 'dependencies' | 'warnings' | 'components' | 'images' | 'frontmatter'>;
  standalone: boolean;
  fragments: Readonly<Record<string, string>>;
  versions?: readonly string[];
}

/** A record's traits: self-contained when it inlines no file and names no version its key left out. */
export function recordTraits({ compiled, standalone, fragments, versions }: TraitSource): number {
  let traits = 0;
  if (compiled.dependencies.length === 0 && Object.keys(fragments).length === 0 && (versions ?? []).length === 0) traits |= SELF_CONTAINED;
  if (compiled.warnings.length > 0) traits |= HAS_WARNINGS;
  if (compiled.components.length > 0) traits |= HAS_COMPONENTS;
  if (compiled.images.length > 0) traits |= HAS_IMAGES;
  if (standalone) traits |= STANDALONE;
  const { frontmatter } = compiled;
  if (!isSearched({ pageType: pageTypeOf(frontmatter), frontmatter })) traits |= LEFT_OUT_OF_SEARCH;
  return traits;
}
