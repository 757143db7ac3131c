/** Results of the last queries, by limit and query text; the least recently used goes first. */
export class QueryCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly capacity: number) {}

  static key(query: string, limit: number): string {
    return `${limit}\u0000${query}`;
  }

  get(key: string): T | undefined {
    const found = this.entries.get(key);
    if (found !== undefined) {
      // Refreshed: it is now the most recently used.
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  set(key: string, value: T): void {
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
