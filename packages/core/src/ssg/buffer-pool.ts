/** How large a reused buffer for `bytes` is made: room for somewhat longer pages, so one is seldom made again. */
export function roomFor(bytes: number): number {
  return Math.max(64 * 1024, Math.ceil(bytes * 1.25));
}

/**
 * Buffers reused from one page's document to the next. A buffer per page, held while its file is
 * written, outlives a young-generation collection, and V8 then collects the whole heap every few
 * seconds for their memory; a few reused buffers cost it nothing.
 */
export class BufferPool {
  private readonly free: Buffer[] = [];

  /** A buffer of at least `bytes`, not in use until it is given back. */
  readonly take = (bytes: number): Buffer => {
    const fits = this.free.findIndex((b) => b.byteLength >= bytes);
    if (fits >= 0) return this.free.splice(fits, 1)[0];
    // One too small is dropped for the larger one, so the pool never holds more buffers than were in use at once.
    this.free.pop();
    return Buffer.allocUnsafeSlow(roomFor(bytes));
  };

  /** Gives back a buffer `take` gave (or a view of its start) once nothing reads it any more. */
  give(buffer: Buffer): void {
    this.free.push(Buffer.from(buffer.buffer, buffer.byteOffset));
  }
}
