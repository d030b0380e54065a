import { deflateRawSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { browserInflater } from '../../src/xlsx/browser-inflater.js';
import { DAMAGED_PART_MESSAGE, InflateBudget } from '../../src/xlsx/inflater.js';
import { WorkbookError } from '../../src/xlsx/types.js';

/** 3 MB of varied text: inflated in several chunks. */
const original = new TextEncoder().encode(Array.from({ length: 120_000 }, (_, i) => `<row r="${i}">${i * 7919}</row>`).join(''));
const deflated = deflateRawSync(original);

describe('browserInflater.inflateChunks (DecompressionStream)', () => {
  test('hands over every byte, in order, in several chunks', async () => {
    const chunks: Uint8Array[] = [];
    await browserInflater.inflateChunks(deflated, new InflateBudget(1 << 30), (chunk) => chunks.push(chunk.slice()));
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).equals(Buffer.from(original))).toBe(true);
  });

  test('an error thrown by onChunk stops inflating and rejects with that error', async () => {
    let seen = 0;
    const failure = new Error('visitor failed');
    const result = browserInflater.inflateChunks(deflated, new InflateBudget(1 << 30), () => {
      seen++;
      throw failure;
    });
    await expect(result).rejects.toBe(failure);
    expect(seen).toBe(1);
  });

  test('a zip bomb stops at the budget with too_large, long before its end', async () => {
    const bomb = deflateRawSync(new Uint8Array(64 << 20));
    let handed = 0;
    const error = await browserInflater.inflateChunks(bomb, new InflateBudget(1 << 20), (chunk) => {
      handed += chunk.length;
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkbookError);
    expect(error).toMatchObject({ code: 'too_large' });
    expect(handed).toBeLessThanOrEqual(1 << 20);
  });

  test('damaged data rejects with the damaged-part message', async () => {
    const damaged = deflated.slice(0, 1000);
    damaged.fill(0xff, 10, 200);
    await expect(browserInflater.inflateChunks(damaged, new InflateBudget(1 << 30), () => undefined))
      .rejects.toEqual(new WorkbookError('malformed', DAMAGED_PART_MESSAGE));
  });
});
