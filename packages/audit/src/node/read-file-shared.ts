/**
 * Reads a file straight into shared memory, so that auditWorkbookParallel hands it to its worker
 * thread without making a second copy.
 */
import { open } from 'node:fs/promises';

export async function readFileShared(path: string): Promise<Uint8Array> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const bytes = new Uint8Array(new SharedArrayBuffer(size));
    let offset = 0;
    while (offset < size) {
      const { bytesRead } = await file.read(bytes, offset, size - offset, offset);
      if (bytesRead === 0) break;
      offset += bytesRead;
    }
    return offset === size ? bytes : bytes.subarray(0, offset);
  } finally {
    await file.close();
  }
}
