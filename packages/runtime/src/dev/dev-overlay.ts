/**
 * Dev: the build's errors over the page, as the compiler reports them (`file:line:column: reason`
 * and the lines around it), logged once in the console; gone when the next build has none.
 */
import { messageText, removeDevPanel, showDevPanel } from './dev-panel';
import { BUILD_ERRORS_EVENT, type BuildErrorsMessage } from '@quire/shared/dev-events';

const OVERLAY_ID = 'quire-error-overlay';

const remove = () => removeDevPanel(OVERLAY_ID);

function show(messages: readonly string[]): void {
  showDevPanel({
    id: OVERLAY_ID,
    // Inline styles: no <style> text comes before the message in the overlay's text.
    hostStyle: 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.66);overflow:auto;',
    closeLabel: 'Close',
    closeStyle: 'position:absolute;top:4px;right:8px;background:none;border:0;color:inherit;font-size:22px;cursor:pointer;',
    content: (close) => {
      const panel = document.createElement('div');
      panel.setAttribute('role', 'alert');
      panel.style.cssText =
        'position:relative;max-width:960px;margin:48px auto;padding:16px 20px;background:#1b1b1f;color:#f3f3f3;border-top:4px solid #e5484d;border-radius:6px;';
      panel.append(
        messageText(messages.join('\n\n'), 'margin:0;white-space:pre-wrap;font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;'),
        close,
      );
      return [panel];
    },
  });
}

/** Starts listening (dev's browser entry calls it once). */
export function showBuildErrors(): void {
  const bySource = new Map<string, string[]>();
  let shown = '';
  import.meta.webpackHot?.on?.(BUILD_ERRORS_EVENT, (data) => {
    const { source, messages } = data as BuildErrorsMessage;
    const before = (bySource.get(source) ?? []).join('\n\n');
    bySource.set(source, messages);
    const all = [...bySource.values()].flat();
    const text = all.join('\n\n');
    if (text === shown) return;
    shown = text;
    if (!all.length) return remove();
    if (messages.length && messages.join('\n\n') !== before) console.error(messages.join('\n\n'));
    show(all);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') remove();
  });
}
