/**
 * The stream React renders a page into. React's server renderer writes a page as many small chunks
 * (4 KB views, plus every long string on its own: ~15 for a business page, ~40 for /search) and calls
 * `flush()` when it has written all it can for now. React Router then writes each chunk to the
 * response and flushes the compression stream after every one: a gzip or brotli block per 4 KB,
 * which cost more CPU than rendering and sent /search as 50 KB of gzip instead of 20 KB. Joined at
 * React's own flushes, a page whose data was loaded before rendering leaves as one chunk; a page that
 * streams (a <Suspense> boundary resolving later) still sends each part as soon as React has it.
 */
import { PassThrough } from "node:stream";

export class CoalescingStream extends PassThrough {
  #pending: Buffer[] = [];

  override write(chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
    if (typeof encoding === "function" || typeof callback === "function" || this.writableEnded) {
      return super.write(chunk as never, encoding as never, callback as never);
    }
    this.#pending.push(
      typeof chunk === "string"
        ? Buffer.from(chunk)
        : Buffer.from((chunk as Uint8Array).buffer, (chunk as Uint8Array).byteOffset, (chunk as Uint8Array).byteLength),
    );
    return true;
  }

  /** What React wrote since the last flush, as one chunk. */
  flush(): void {
    if (this.#pending.length === 0) return;
    const joined = this.#pending.length === 1 ? this.#pending[0]! : Buffer.concat(this.#pending);
    this.#pending = [];
    super.write(joined);
  }

  override end(...args: unknown[]): this {
    this.flush();
    return super.end(...(args as []));
  }
}
