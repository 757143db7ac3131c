/**
 * State the dev server keeps in every open page through Rsbuild's hot-update socket: the latest
 * message of each key is sent when it changes and again to each page that connects later.
 */

/** The part of an Rsbuild environment's `hot` API used here. */
export interface HotChannel {
  send(type: 'custom', data: { event: string; data?: unknown }): void;
  onConnect(callback: (client: { send: HotChannel['send'] }) => void): () => void;
}

export class HotMessages<T> {
  private readonly latest = new Map<string, T>();
  private hot?: HotChannel;
  private stopListening = () => {};

  constructor(private readonly event: string) {}

  /** Sends from now on; what was sent before the server listened goes out now. */
  connect(hot: HotChannel): void {
    this.hot = hot;
    for (const data of this.latest.values()) hot.send('custom', { event: this.event, data });
    this.stopListening = hot.onConnect((client) => {
      for (const data of this.latest.values()) client.send('custom', { event: this.event, data });
    });
  }

  send(key: string, data: T): void {
    this.latest.set(key, data);
    this.hot?.send('custom', { event: this.event, data });
  }

  close(): void {
    this.stopListening();
  }
}
