/**
 * Dev: a box of the dev server's messages in a shadow root, so the page's CSS neither styles nor
 * hides it, with a close button. The error overlay and the warnings panel differ only in where
 * the box sits and what it holds.
 */

export interface DevPanelParts {
  /** The host element's id: showing a panel again replaces the last one. */
  id: string;
  /** Inline styles of the host (where the box sits). */
  hostStyle: string;
  /** What the shadow root holds, given the close button to place. */
  content: (close: HTMLButtonElement) => Node[];
  closeLabel: string;
  closeStyle: string;
}

export function removeDevPanel(id: string): void {
  document.getElementById(id)?.remove();
}

export function showDevPanel({ id, hostStyle, content, closeLabel, closeStyle }: DevPanelParts): void {
  removeDevPanel(id);
  const host = document.createElement('div');
  host.id = id;
  host.style.cssText = hostStyle;
  const root = host.attachShadow({ mode: 'open' });
  const close = document.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', closeLabel);
  close.textContent = '×';
  close.style.cssText = closeStyle;
  close.addEventListener('click', () => removeDevPanel(id));
  root.append(...content(close));
  document.body.append(host);
}

/** A `<pre>` of the messages as text, never HTML: they quote the writer's source. */
export function messageText(text: string, style: string): HTMLPreElement {
  const pre = document.createElement('pre');
  pre.style.cssText = style;
  pre.textContent = text;
  return pre;
}
