/**
 * Warnings the dev server keeps current while the writer works (dead links, pages no sidebar
 * shows): each kind is printed in the terminal when its list changes, and sent to every page
 * open in the browser, and to each page that connects later, whose console shows it. Rsbuild's
 * overlay shows only errors, and these must not stop the page from showing.
 */
import { DEV_WARNINGS_EVENT, type DevWarningsMessage } from '@quire/runtime/shared';

/** The part of an Rsbuild environment's `hot` API used here. */
export interface HotChannel {
  send(type: 'custom', data: { event: string; data?: DevWarningsMessage }): void;
  onConnect(callback: (client: { send: HotChannel['send'] }) => void): () => void;
}

export class DevWarnings {
  private readonly current = new Map<string, string[]>();
  private hot?: HotChannel;
  private stopListening = () => {};

  constructor(private readonly print: (text: string) => void = (text) => console.warn(text)) {}

  /** Sends the warnings to the browser from now on, and to each page when it connects. */
  connect(hot: HotChannel): void {
    this.hot = hot;
    for (const [kind, lines] of this.current) hot.send('custom', { event: DEV_WARNINGS_EVENT, data: { kind, lines } });
    this.stopListening = hot.onConnect((client) => {
      for (const [kind, lines] of this.current) if (lines.length) client.send('custom', { event: DEV_WARNINGS_EVENT, data: { kind, lines } });
    });
  }

  /**
   * The warnings of one kind as they are now, `kind` naming it (`dead link`; an `s` makes the
   * plural); nothing happens when they are as they were.
   */
  update(kind: string, lines: readonly string[]): void {
    const previous = this.current.get(kind) ?? [];
    if (previous.length === lines.length && previous.every((line, i) => line === lines[i])) return;
    this.current.set(kind, [...lines]);
    const count = `${lines.length} ${kind}${lines.length === 1 ? '' : 's'}`;
    this.print(lines.length ? `[quire] ! ${count}:\n${lines.map((l) => `  ${l}`).join('\n')}` : `[quire] ✓ no ${kind}s left`);
    this.hot?.send('custom', { event: DEV_WARNINGS_EVENT, data: { kind, lines: [...lines] } });
  }

  close(): void {
    this.stopListening();
  }
}
