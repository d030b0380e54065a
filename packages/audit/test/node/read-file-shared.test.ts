import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { readFileShared } from '../../src/node/read-file-shared.js';

test('reads a whole file into shared memory', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'read-shared-'));
  try {
    const content = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    writeFileSync(join(dir, 'f.bin'), content);
    const bytes = await readFileShared(join(dir, 'f.bin'));
    expect(bytes.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(Buffer.from(bytes).equals(content)).toBe(true);
    await expect(readFileShared(join(dir, 'none'))).rejects.toMatchObject({ code: 'ENOENT' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
