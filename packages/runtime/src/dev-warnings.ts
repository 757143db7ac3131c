/**
 * Dev: the dev server's warnings (dead links and the like) in the browser console, each list once
 * when it changes. Rsbuild's overlay shows only errors, and these must not hide the page.
 */
import { DEV_WARNINGS_EVENT, type DevWarningsMessage } from './shared/dev-events';

/** Starts listening (dev's browser entry calls it once). */
export function showDevWarnings(): void {
  const shown = new Map<string, string>();
  import.meta.webpackHot?.on?.(DEV_WARNINGS_EVENT, (data) => {
    const { kind, lines } = data as DevWarningsMessage;
    const text = lines.join('\n');
    if ((shown.get(kind) ?? '') === text) return;
    shown.set(kind, text);
    if (lines.length) console.warn(`[quire] ${lines.length} ${kind}${lines.length === 1 ? '' : 's'}:\n${text}`);
    else console.info(`[quire] no ${kind}s left`);
  });
}
