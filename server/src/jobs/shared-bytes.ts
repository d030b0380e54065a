/**
 * Copies chunks into one SharedArrayBuffer: every job of an upload (each on its own worker
 * thread) then reads the same memory, with no copy per job. Dropped when the jobs end.
 */
export function toSharedBytes(chunks: readonly Uint8Array[]): Uint8Array {
  let total = 0;
  for (const chunk of chunks) total += chunk.byteLength;
  const bytes = new Uint8Array(new SharedArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
