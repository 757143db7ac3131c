/**
 * Every component a page uses without importing it must be one the theme provides; otherwise
 * the page would only fail when rendered, far from its source. Checked against the names the
 * server bundle exports from the theme.
 */
import type { ComponentReference } from '../markdown/remark-component-refs.js';
import { formatLocation } from '../utils/errors.js';

export interface ComponentSource {
  file: string;
  components: readonly ComponentReference[];
}

export interface UnknownComponent {
  file: string;
  reference: ComponentReference;
}

export function findUnknownComponents(sources: readonly ComponentSource[], provided: ReadonlySet<string>): UnknownComponent[] {
  return sources.flatMap((source) => source.components.filter((c) => !provided.has(c.name)).map((reference) => ({ file: source.file, reference })));
}

export function formatUnknownComponents(unknown: readonly UnknownComponent[], provided: ReadonlySet<string>): string {
  const lines = unknown.map(
    ({ file, reference }) =>
      `  ${formatLocation(file, reference.position)}unknown component <${reference.name}>: not imported and not provided by the theme`,
  );
  const known = [...provided].filter((n) => /^[A-Z]/.test(n)).sort();
  return `${lines.join('\n')}\n(import it in the page, or use one of the theme's components: ${known.join(', ')})`;
}
