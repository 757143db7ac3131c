/**
 * Warnings the dev server keeps current while the writer works (dead links, pages no sidebar
 * shows): each kind is printed in the terminal when its list changes, and sent to every page
 * open in the browser, and to each page that connects later, whose console shows it. They are
 * not errors: the page still shows.
 */
import { DEV_WARNINGS_EVENT, type DevWarningsMessage } from '@quire/shared';
import { type HotChannel, HotMessages } from './hot-messages.js';

export class DevWarnings {
  private readonly current = new Map<string, string[]>();
  private readonly channel = new HotMessages<DevWarningsMessage>(DEV_WARNINGS_EVENT);

  constructor(private readonly print: (text: string) => void = (text) => console.warn(text)) {}

  connect(hot: HotChannel): void {
    this.channel.connect(hot);
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
    this.channel.send(kind, { kind, lines: [...lines] });
  }

  close(): void {
    this.channel.close();
  }
}
