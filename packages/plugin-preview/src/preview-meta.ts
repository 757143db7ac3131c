/**
 * Reads a code block's meta as Rspress's preview plugin does: ```tsx preview, ```tsx
 * preview="iframe-follow", ```tsx pure; a block with neither follows `defaultRenderMode`.
 */
export const PREVIEW_MODES = ['internal', 'iframe-follow', 'iframe-fixed'] as const;
export type PreviewMode = (typeof PREVIEW_MODES)[number];

export interface PreviewMetaDefaults {
  defaultRenderMode: 'pure' | 'preview';
  defaultPreviewMode: PreviewMode;
}

/** How a block is shown: as code only, or previewed in a mode; `error` for a mode Rspress does not have. */
export type PreviewChoice = { kind: 'pure' } | { kind: 'preview'; mode: PreviewMode } | { kind: 'error'; reason: string };

const TOKEN = /[^\s=]+(?:=(?:"[^"]*"|'[^']*'|\S*))?/g;

/** The meta's options by name (`preview="iframe-fixed"` → `preview: 'iframe-fixed'`, `pure` → `pure: ''`). */
export function metaOptions(meta: string | null | undefined): Map<string, string> {
  const options = new Map<string, string>();
  for (const [token] of (meta ?? '').matchAll(TOKEN)) {
    const at = token.indexOf('=');
    if (at === -1) options.set(token, '');
    else options.set(token.slice(0, at), token.slice(at + 1).replace(/^(["'])(.*)\1$/, '$2'));
  }
  return options;
}

export function previewChoice(meta: string | null | undefined, defaults: PreviewMetaDefaults): PreviewChoice {
  const options = metaOptions(meta);
  if (options.has('pure')) return { kind: 'pure' };
  const mode = options.get('preview');
  if (mode === undefined) return defaults.defaultRenderMode === 'preview' ? { kind: 'preview', mode: defaults.defaultPreviewMode } : { kind: 'pure' };
  if (mode === '') return { kind: 'preview', mode: defaults.defaultPreviewMode };
  if ((PREVIEW_MODES as readonly string[]).includes(mode)) return { kind: 'preview', mode: mode as PreviewMode };
  return {
    kind: 'error',
    reason: `preview="${mode}" is not a preview mode (${PREVIEW_MODES.map((m) => `preview="${m}"`).join(', ')}, or preview alone)`,
  };
}
