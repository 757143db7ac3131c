/**
 * Dev: the dev server's warnings (dead links, missing images, orphan pages) in the browser
 * console and in a small panel in the window's corner, each list once when it changes. Errors
 * cover the page (`dev-overlay.ts`); warnings must not, so the panel is a corner one that closes.
 */
import { messageText, removeDevPanel, showDevPanel } from './dev-panel';
import { DEV_WARNINGS_EVENT, type DevWarningsMessage } from '@quire/shared/dev-events';

const PANEL_ID = 'quire-warnings';

function plural(count: number, kind: string): string {
  return `${count} ${kind}${count === 1 ? '' : 's'}`;
}

function showPanel(lists: ReadonlyMap<string, readonly string[]>): void {
  const entries = [...lists].filter(([, lines]) => lines.length);
  if (!entries.length) {
    removeDevPanel(PANEL_ID);
    return;
  }
  showDevPanel({
    id: PANEL_ID,
    hostStyle: 'position:fixed;right:12px;bottom:12px;z-index:2147483646;max-width:min(640px,calc(100vw - 24px));',
    closeLabel: 'Close the warnings',
    closeStyle: 'position:absolute;top:2px;right:6px;background:none;border:0;color:inherit;font-size:20px;cursor:pointer;',
    content: (close) => {
      const panel = document.createElement('details');
      panel.setAttribute('role', 'status');
      panel.style.cssText =
        'background:#1b1b1f;color:#f3f3f3;border-left:4px solid #f5a524;border-radius:6px;padding:8px 36px 8px 12px;font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;box-shadow:0 4px 16px rgba(0,0,0,.3);';
      const summary = document.createElement('summary');
      summary.style.cssText = 'cursor:pointer;';
      summary.textContent = `[quire] ${entries.map(([kind, lines]) => plural(lines.length, kind)).join(', ')}`;
      const text = entries.map(([, lines]) => lines.join('\n')).join('\n\n');
      panel.append(summary, messageText(text, 'margin:8px 0 0;white-space:pre-wrap;max-height:40vh;overflow:auto;'));
      // Beside the box, not in it: a closed <details> hides what is not its summary.
      return [panel, close];
    },
  });
}

/** Starts listening (dev's browser entry calls it once). */
export function showDevWarnings(): void {
  const shown = new Map<string, readonly string[]>();
  import.meta.webpackHot?.on?.(DEV_WARNINGS_EVENT, (data) => {
    const { kind, lines } = data as DevWarningsMessage;
    const text = lines.join('\n');
    if ((shown.get(kind) ?? []).join('\n') === text) return;
    shown.set(kind, lines);
    if (lines.length) console.warn(`[quire] ${plural(lines.length, kind)}:\n${text}`);
    else console.info(`[quire] no ${kind}s left`);
    showPanel(shown);
  });
}
