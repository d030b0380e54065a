import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressJsonWithArray, decompressResult } from '../../src/jobs/compress-result.js';

describe('compressJsonWithArray', () => {
  it('writes the JSON of the head with the array added, brotli-compressed, in a buffer of its own', async () => {
    const campaigns = Array.from({ length: 3000 }, (_, i) => ({ id: String(i), name: `Campaign ${i} ${'x'.repeat(400)}` }));
    const bytes = await compressJsonWithArray({ upload_id: 7, file_name: 'a "b".xlsx' }, 'campaigns', campaigns);
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.byteLength).toBe(bytes.buffer.byteLength);
    expect(JSON.parse(brotliDecompressSync(bytes).toString('utf8'))).toEqual({ upload_id: 7, file_name: 'a "b".xlsx', campaigns });
  });

  it('handles an empty head and an empty array', async () => {
    expect(JSON.parse(decompressResult(await compressJsonWithArray({}, 'items', []), 'br'))).toEqual({ items: [] });
  });
});

describe('decompressResult', () => {
  it('reads gzip results too', () => {
    expect(decompressResult(gzipSync('{"a":1}'), 'gzip')).toBe('{"a":1}');
  });
});
