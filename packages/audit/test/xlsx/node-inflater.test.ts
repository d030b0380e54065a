import { deflateRawSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { InflateBudget } from '../../src/xlsx/inflater.js';
import { nodeInflater } from '../../src/xlsx/node-inflater.js';
import { WorkbookError } from '../../src/xlsx/types.js';

/** 3 MB of varied text: inflated in several chunks. */
const original = new TextEncoder().encode(Array.from({ length: 120_000 }, (_, i) => `<row r="${i}">${i * 7919}</row>`).join(''));
const deflated = deflateRawSync(original);

describe('nodeInflater.inflateChunks', () => {
  test('hands over every chunk, in order', async () => {
    const chunks: Uint8Array[] = [];
    await nodeInflater.inflateChunks(deflated, new InflateBudget(1 << 30), (chunk) => chunks.push(chunk));
    expect(chunks.length).toBeGreaterThan(2);
    expect(Buffer.concat(chunks).equals(Buffer.from(original))).toBe(true);
  });

  test('an error thrown by onChunk stops inflating and rejects with that error', async () => {
    let seen = 0;
    const failure = new Error('visitor failed');
    const result = nodeInflater.inflateChunks(deflated, new InflateBudget(1 << 30), () => {
      seen++;
      throw failure;
    });
    await expect(result).rejects.toBe(failure);
    expect(seen).toBe(1);
  });

  test('past the budget it rejects with too_large', async () => {
    const error = await nodeInflater.inflateChunks(deflated, new InflateBudget(1 << 20), () => undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkbookError);
    expect(error).toMatchObject({ code: 'too_large' });
  });
});
