/**
 * Reads a code block's meta as Rspress's playground plugin does: ```tsx playground, ```tsx pure, a
 * block with neither following `defaultRenderMode`; `direction=vertical` lays it out.
 */
export const DIRECTIONS = ['horizontal', 'vertical'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export type PlaygroundChoice = { kind: 'pure' } | { kind: 'playground'; direction?: Direction; file?: string } | { kind: 'error'; reason: string };

const TOKEN = /[^\s=]+(?:=(?:"[^"]*"|'[^']*'|\S*))?/g;

/** The meta's options by name (`direction="vertical"` → `direction: 'vertical'`, `pure` → `pure: ''`). */
export function metaOptions(meta: string | null | undefined): Map<string, string> {
  const options = new Map<string, string>();
  for (const [token] of (meta ?? '').matchAll(TOKEN)) {
    const at = token.indexOf('=');
    if (at === -1) options.set(token, '');
    else options.set(token.slice(0, at), token.slice(at + 1).replace(/^(["'])(.*)\1$/, '$2'));
  }
  return options;
}

export function playgroundChoice(meta: string | null | undefined, defaultRenderMode: 'pure' | 'playground'): PlaygroundChoice {
  const options = metaOptions(meta);
  if (options.has('pure')) return { kind: 'pure' };
  if (!options.has('playground') && defaultRenderMode === 'pure') return { kind: 'pure' };
  const direction = options.get('direction');
  const file = options.get('file') || undefined;
  if (direction === undefined || direction === '') return { kind: 'playground', file };
  if ((DIRECTIONS as readonly string[]).includes(direction)) return { kind: 'playground', direction: direction as Direction, file };
  return {
    kind: 'error',
    reason: `direction="${direction}" is not a playground direction (${DIRECTIONS.map((d) => `direction="${d}"`).join(', ')})`,
  };
}
