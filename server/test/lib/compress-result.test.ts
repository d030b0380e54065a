import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressJsonWithArray, compressJsonWithArrays, decompressResult, readResultHead } from '../../src/lib/compress-result.js';

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

describe('compressJsonWithArrays', () => {
  it('appends every array after the head, empty ones included, across compressor chunks', async () => {
    const targets = Array.from({ length: 4000 }, (_, i) => ({ id: String(i), text: `term ${i} ${'y'.repeat(300)}` }));
    const value = { sheet_names: { sp: 'Sponsored Products Campaigns' }, campaigns: [{ id: '1' }], placements: [], targets };
    const { sheet_names, ...arrays } = value;
    expect(JSON.parse(decompressResult(await compressJsonWithArrays({ sheet_names }, arrays), 'br'))).toEqual(value);
    expect(JSON.parse(decompressResult(await compressJsonWithArrays({}, { a: [], b: [1] }), 'br'))).toEqual({ a: [], b: [1] });
  });
});

describe('decompressResult', () => {
  it('reads gzip results too', () => {
    expect(decompressResult(gzipSync('{"a":1}'), 'gzip')).toBe('{"a":1}');
  });
});

describe('readResultHead', () => {
  it('answers the head without the campaigns, even when a string of the head spells the marker', async () => {
    const head = { upload_id: 7, file_name: 'tricky "campaigns":[ name.xlsx', summary: { top_campaigns: [{ n: 5 }] }, report: { warnings: [] } };
    const campaigns = Array.from({ length: 3000 }, (_, i) => ({ id: String(i), name: `Campaign ${i} ${'x'.repeat(400)}` }));
    const bytes = await compressJsonWithArray(head, 'campaigns', campaigns);
    expect(await readResultHead(bytes, 'br')).toEqual(head);
  });

  it('reads gzip results and a result without campaigns', async () => {
    expect(await readResultHead(gzipSync('{"upload_id":1,"summary":{"a":1}}'), 'gzip')).toEqual({ upload_id: 1, summary: { a: 1 } });
  });
});
