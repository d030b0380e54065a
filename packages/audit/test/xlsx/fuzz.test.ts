import { describe, expect, test } from 'vitest';
import { readWorkbook, writeWorkbook, WorkbookError, type CellValue } from '@ads-auditor/audit/node';

/** Deterministic pseudo-random numbers (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rows: CellValue[][] = [['Product', 'Entity', 'Spend', 'Note']];
for (let i = 0; i < 60; i++) rows.push(['Sponsored Products', i % 2 ? 'Keyword' : 'Campaign', i * 1.25, i % 3 ? `n&${i}` : null]);

async function outcome(bytes: Uint8Array): Promise<unknown> {
  try {
    await readWorkbook(bytes, {
      limits: { maxDecompressedBytes: 4 << 20 },
      selectSheet: () => ({ onHeader: () => undefined, onRow: () => {} }),
    });
    return null;
  } catch (error) {
    return error;
  }
}

describe('garbage input only ever produces WorkbookError', () => {
  for (const strings of ['inline', 'shared'] as const) {
    const valid = writeWorkbook([{ name: 'A', rows }, { name: 'B', rows: rows.slice(0, 10) }], { strings });

    test(`truncated at every few bytes (${strings} strings)`, async () => {
      for (let length = 0; length < valid.length; length += 7) {
        const error = await outcome(valid.subarray(0, length));
        expect(error, `length ${length}`).toBeInstanceOf(WorkbookError);
      }
    });

    test(`with random bytes flipped (${strings} strings)`, async () => {
      const next = random(strings === 'inline' ? 1 : 2);
      for (let round = 0; round < 400; round++) {
        const damaged = Uint8Array.from(valid);
        const flips = 1 + Math.floor(next() * 4);
        for (let f = 0; f < flips; f++) damaged[Math.floor(next() * damaged.length)] ^= 1 + Math.floor(next() * 255);
        const error = await outcome(damaged);
        if (error !== null) expect(error, `round ${round}`).toBeInstanceOf(WorkbookError);
      }
    });
  }

  test('uncompressed (stored) parts with random bytes flipped reach the XML scanner', async () => {
    const { workbookEntries, zip } = await import('@ads-auditor/audit/node');
    const stored = zip(workbookEntries([{ name: 'A', rows }]).map((entry) => ({ ...entry, method: 0 })));
    const next = random(3);
    for (let round = 0; round < 400; round++) {
      const damaged = Uint8Array.from(stored);
      damaged[Math.floor(next() * damaged.length)] = Math.floor(next() * 256);
      const error = await outcome(damaged);
      if (error !== null) expect(error, `round ${round}`).toBeInstanceOf(WorkbookError);
    }
  });
});
