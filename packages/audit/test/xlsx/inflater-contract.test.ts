// The Inflater contract, held by every implementation alike: node:zlib on the server and the CLI,
// DecompressionStream in the browser's private audit, on the reading thread or on another one
// (here the two ends of a MessageChannel).
import { deflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { browserInflater } from '../../src/xlsx/browser-inflater.js';
import { DAMAGED_PART_MESSAGE, InflateBudget, type Inflater } from '../../src/xlsx/inflater.js';
import { nodeInflater } from '../../src/xlsx/node-inflater.js';
import { pipedInflater, serveInflating, type InflatePort } from '../../src/xlsx/piped-inflater.js';
import { WorkbookError } from '../../src/xlsx/types.js';

/** 3 MB of varied text: inflated in several chunks. */
const original = new TextEncoder().encode(Array.from({ length: 120_000 }, (_, i) => `<row r="${i}">${i * 7919}</row>`).join(''));
const deflated = deflateRawSync(original);

const channel = new MessageChannel();
serveInflating(channel.port2 as unknown as InflatePort);
afterAll(() => channel.port1.close());

describe.each<[string, Inflater]>([
  ['nodeInflater (node:zlib)', nodeInflater],
  ['browserInflater (DecompressionStream)', browserInflater],
  ['pipedInflater (DecompressionStream at the other end of a port)', pipedInflater(channel.port1 as unknown as InflatePort)],
])('%s.inflateChunks', (_name, inflater) => {
  test('hands over every byte, in order, in several chunks', async () => {
    const chunks: Uint8Array[] = [];
    await inflater.inflateChunks(deflated, new InflateBudget(1 << 30), (chunk) => chunks.push(chunk.slice()));
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).equals(Buffer.from(original))).toBe(true);
  });

  test('an error thrown by onChunk stops inflating and rejects with that error', async () => {
    let seen = 0;
    const failure = new Error('visitor failed');
    const result = inflater.inflateChunks(deflated, new InflateBudget(1 << 30), () => {
      seen++;
      throw failure;
    });
    await expect(result).rejects.toBe(failure);
    expect(seen).toBe(1);
  });

  test('a zip bomb stops at the budget with too_large, long before its end', async () => {
    const bomb = deflateRawSync(new Uint8Array(64 << 20));
    let handed = 0;
    const error = await inflater.inflateChunks(bomb, new InflateBudget(1 << 20), (chunk) => {
      handed += chunk.length;
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkbookError);
    expect(error).toMatchObject({ code: 'too_large' });
    expect(handed).toBeLessThanOrEqual(1 << 20);
  });

  test('damaged data rejects with the damaged-part message', async () => {
    // A copy: Buffer's slice is a view, and filling it would damage `deflated` for the tests after.
    const damaged = Uint8Array.from(deflated.subarray(0, 1000));
    damaged.fill(0xff, 10, 200);
    await expect(inflater.inflateChunks(damaged, new InflateBudget(1 << 30), () => undefined))
      .rejects.toEqual(new WorkbookError('malformed', DAMAGED_PART_MESSAGE));
  });
});
