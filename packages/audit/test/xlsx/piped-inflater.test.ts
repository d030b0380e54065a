// The two ends of the piped inflater beyond the Inflater contract (inflater-contract.test.ts):
// the inflating end posts its pieces in batches and runs only a few batches ahead of the reader, and
// a lost thread fails the jobs.
import { deflateRawSync } from 'node:zlib';
import { describe, expect, test, vi } from 'vitest';
import { InflateBudget } from '../../src/xlsx/inflater.js';
import { BATCH_BYTES, INFLATED_AHEAD_BYTES, pipedInflater, serveInflating, type InflatePort, type InflateReply, type InflateRequest } from '../../src/xlsx/piped-inflater.js';

/** 64 MB of zeros, once inflated. */
const bomb = deflateRawSync(new Uint8Array(64 << 20));

/** The inflating end on a port whose replies are kept, and a way to send it requests. */
function servedPort() {
  const replies: InflateReply[] = [];
  const port: InflatePort = { onmessage: null, postMessage: (reply) => replies.push(reply as InflateReply) };
  serveInflating(port);
  const send = (request: InflateRequest) => port.onmessage!({ data: request });
  return { replies, send };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
/** Waits until the batches posted after the first `from` fill the window, then a little more (it must go no further). */
async function windowFilled(replies: InflateReply[], from = 0) {
  await vi.waitFor(() => expect(sum(batchesOf(replies).slice(from))).toBeGreaterThanOrEqual(INFLATED_AHEAD_BYTES), { timeout: 10_000 });
  await settle();
  return batchesOf(replies).slice(from);
}
/** The bytes of each batch posted. */
const batchesOf = (replies: InflateReply[]) => replies.flatMap((r) => (r.kind === 'pieces' ? [sum(r.pieces.map((piece) => piece.byteLength))] : []));
const sum = (sizes: number[]) => sizes.reduce((a, b) => a + b, 0);

describe('serveInflating', () => {
  test('inflates no more than INFLATED_AHEAD_BYTES ahead of the reader', async () => {
    const { replies, send } = servedPort();
    send({ kind: 'inflate', id: 1, data: new Uint8Array(bomb).buffer });
    const first = await windowFilled(replies);
    // It stops at the first batch that reaches the window.
    expect(sum(first.slice(0, -1))).toBeLessThan(INFLATED_AHEAD_BYTES);
    send({ kind: 'more', id: 1, bytes: sum(first) });
    const then = await windowFilled(replies, first.length);
    expect(sum(then.slice(0, -1))).toBeLessThan(INFLATED_AHEAD_BYTES);
    expect(replies.some((r) => r.kind === 'done')).toBe(false);
  });

  test('posts the stream\'s pieces in batches of BATCH_BYTES, the last one shorter, then the end', async () => {
    const { replies, send } = servedPort();
    const size = 5 * BATCH_BYTES + 123;
    send({ kind: 'inflate', id: 3, data: new Uint8Array(deflateRawSync(new Uint8Array(size).fill(7))).buffer });
    for (let taken = 0; !replies.some((r) => r.kind === 'done'); ) {
      await vi.waitFor(() => expect(sum(batchesOf(replies))).toBeGreaterThan(taken), { timeout: 10_000 });
      const posted = sum(batchesOf(replies));
      send({ kind: 'more', id: 3, bytes: posted - taken });
      taken = posted;
      await settle();
    }
    const batches = batchesOf(replies);
    expect(sum(batches)).toBe(size);
    // Each batch but the last holds at least BATCH_BYTES; many pieces make a batch.
    for (const bytes of batches.slice(0, -1)) expect(bytes).toBeGreaterThanOrEqual(BATCH_BYTES);
    expect(batches.at(-1)).toBeLessThan(BATCH_BYTES);
    const first = replies.find((r) => r.kind === 'pieces')!;
    expect(first.kind === 'pieces' && first.pieces.length).toBeGreaterThan(1);
    expect(replies.at(-1)).toEqual({ kind: 'done', id: 3 });
  });

  test('stops a job the reader stopped: no piece after it, and no end', async () => {
    const { replies, send } = servedPort();
    send({ kind: 'inflate', id: 7, data: new Uint8Array(bomb).buffer });
    await windowFilled(replies);
    const before = batchesOf(replies).length;
    send({ kind: 'stop', id: 7 });
    send({ kind: 'more', id: 7, bytes: 64 << 20 });
    await settle();
    expect(batchesOf(replies)).toHaveLength(before);
    expect(replies.some((r) => r.kind !== 'pieces')).toBe(false);
  });
});

describe('pipedInflater', () => {
  test('when the inflating thread is lost, the jobs under way reject with the reason', async () => {
    const posted: unknown[] = [];
    const inflater = pipedInflater({ onmessage: null, postMessage: (request) => posted.push(request) });
    const job = inflater.inflateChunks(bomb, new InflateBudget(1 << 30), () => undefined);
    expect(posted).toMatchObject([{ kind: 'inflate', id: 1 }]);
    const gone = new Error('the inflating thread failed');
    inflater.lose(gone);
    await expect(job).rejects.toBe(gone);
  });

  test('hands the other end a copy: the caller keeps its bytes', async () => {
    const channel = new MessageChannel();
    serveInflating(channel.port2 as unknown as InflatePort);
    try {
      const input = deflateRawSync(new TextEncoder().encode('kept'));
      const chunks: string[] = [];
      await pipedInflater(channel.port1 as unknown as InflatePort).inflateChunks(input, new InflateBudget(1 << 20), (chunk) => chunks.push(new TextDecoder().decode(chunk)));
      expect(chunks.join('')).toBe('kept');
      // A transferred buffer is detached: its views read as empty.
      expect(input.byteLength).toBeGreaterThan(0);
    } finally {
      channel.port1.close();
    }
  });
});
