/**
 * Bytes in one SharedArrayBuffer: every job of an upload (each on its own worker thread) reads
 * the same memory, with no copy per job. Dropped when the jobs end.
 */
export function toSharedBytes(chunks: readonly Uint8Array[]): Uint8Array {
  const builder = new SharedBytesBuilder(chunks.reduce((total, chunk) => total + chunk.byteLength, 0));
  for (const chunk of chunks) builder.append(chunk);
  return builder.bytes();
}

/**
 * Collects streamed chunks straight into shared memory. Given the expected size (an upload's
 * Content-Length bounds its file), no chunk is kept and nothing is copied twice; a larger
 * stream still fits, by growing.
 */
export class SharedBytesBuilder {
  private buffer: Uint8Array;
  private length = 0;

  constructor(expectedBytes = 64 * 1024) {
    this.buffer = new Uint8Array(new SharedArrayBuffer(Math.max(0, expectedBytes)));
  }

  get byteLength(): number {
    return this.length;
  }

  append(chunk: Uint8Array): void {
    if (this.length + chunk.byteLength > this.buffer.byteLength) {
      const grown = new Uint8Array(new SharedArrayBuffer(Math.max(this.length + chunk.byteLength, this.buffer.byteLength * 2)));
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    this.buffer.set(chunk, this.length);
    this.length += chunk.byteLength;
  }

  /** The bytes appended so far (a view of the shared buffer). */
  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}
