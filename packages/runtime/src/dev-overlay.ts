/**
 * Dev: the build's errors over the page, as the compiler reports them (`file:line:column: reason`
 * and the lines around it), logged once in the console; gone when the next build has none.
 */
import { BUILD_ERRORS_EVENT, type BuildErrorsMessage } from './shared/dev-events';

const OVERLAY_ID = 'quire-error-overlay';

function remove(): void {
  document.getElementById(OVERLAY_ID)?.remove();
}

function show(messages: readonly string[]): void {
  remove();
  const host = document.createElement('div');
  host.id = OVERLAY_ID;
  // Inline styles: the page's own CSS does not reach into the shadow root, and no <style> text
  // comes before the message in the overlay's text.
  host.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.66);overflow:auto;';
  const root = host.attachShadow({ mode: 'open' });
  const panel = document.createElement('div');
  panel.setAttribute('role', 'alert');
  panel.style.cssText =
    'position:relative;max-width:960px;margin:48px auto;padding:16px 20px;background:#1b1b1f;color:#f3f3f3;border-top:4px solid #e5484d;border-radius:6px;';
  const text = document.createElement('pre');
  text.style.cssText = 'margin:0;white-space:pre-wrap;font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;';
  // Text, never HTML: the message quotes the writer's source.
  text.textContent = messages.join('\n\n');
  const close = document.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', 'Close');
  close.textContent = '×';
  close.style.cssText = 'position:absolute;top:4px;right:8px;background:none;border:0;color:inherit;font-size:22px;cursor:pointer;';
  close.addEventListener('click', remove);
  panel.append(text, close);
  root.append(panel);
  document.body.append(host);
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
