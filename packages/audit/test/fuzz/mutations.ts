/**
 * Arbitraries that damage a real file the way uploads get damaged or forged: bytes flipped or
 * overwritten with extreme 32-bit values, the file cut at a random length or exactly at a zip
 * structure boundary, ranges deleted, repeated or filled with random bytes.
 */
import fc from 'fast-check';

const SIGNATURES = [0x04034b50, 0x02014b50, 0x06054b50];
/** Values a forged size or offset field likes to hold. */
const EXTREME_U32 = [0, 1, 0x7fffffff, 0x80000000, 0xfffffffe, 0xffffffff, 0xffff, 0x10000];

/** Offsets where zip structures start or their data begins (and one byte either side). */
export function zipBoundaries(bytes: Uint8Array): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found = new Set<number>();
  for (let at = 0; at + 4 <= bytes.length; at++) {
    const word = view.getUint32(at, true);
    if (!SIGNATURES.includes(word)) continue;
    found.add(at);
    if (word === SIGNATURES[0] && at + 30 <= bytes.length) found.add(at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true));
  }
  const all = [...found].flatMap((at) => [at - 1, at, at + 1]).filter((at) => at >= 0 && at <= bytes.length);
  return [...new Set(all)].sort((a, b) => a - b);
}

export type Mutation =
  | { kind: 'flip'; flips: [number, number][] }
  | { kind: 'overwrite32'; at: number; value: number }
  | { kind: 'truncate'; length: number }
  | { kind: 'cutAtBoundary'; boundary: number; keep: 'head' | 'tail' }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'repeat'; at: number; length: number }
  | { kind: 'insert'; at: number; bytes: Uint8Array };

/** A description of a mutation (positions are reduced modulo the file's length when applied). */
export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('flip' as const), flips: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })), { minLength: 1, maxLength: 8 }) }),
  fc.record({ kind: fc.constant('overwrite32' as const), at: fc.nat(), value: fc.oneof(fc.constantFrom(...EXTREME_U32), fc.nat({ max: 0xffffffff })) }),
  fc.record({ kind: fc.constant('truncate' as const), length: fc.nat() }),
  fc.record({ kind: fc.constant('cutAtBoundary' as const), boundary: fc.nat(), keep: fc.constantFrom('head' as const, 'tail' as const) }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 4096 }) }),
  fc.record({ kind: fc.constant('repeat' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 4096 }) }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), bytes: fc.uint8Array({ minLength: 1, maxLength: 64 }) }),
);

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A damaged copy of `bytes` (never `bytes` itself, which stays intact). */
export function applyMutation(bytes: Uint8Array, mutation: Mutation): Uint8Array {
  const n = Math.max(1, bytes.length);
  switch (mutation.kind) {
    case 'flip': {
      const out = Uint8Array.from(bytes);
      for (const [at, mask] of mutation.flips) out[at % n] ^= mask;
      return out;
    }
    case 'overwrite32': {
      const out = Uint8Array.from(bytes);
      if (out.length < 4) return out;
      const at = mutation.at % Math.max(1, bytes.length - 3);
      new DataView(out.buffer).setUint32(at, mutation.value >>> 0, true);
      return out;
    }
    case 'truncate':
      return bytes.slice(0, mutation.length % n);
    case 'cutAtBoundary': {
      const boundaries = zipBoundaries(bytes);
      const at = boundaries.length === 0 ? 0 : boundaries[mutation.boundary % boundaries.length];
      return mutation.keep === 'head' ? bytes.slice(0, at) : bytes.slice(at);
    }
    case 'delete': {
      const at = mutation.at % n;
      return concat(bytes.subarray(0, at), bytes.subarray(at + mutation.length));
    }
    case 'repeat': {
      const at = mutation.at % n;
      return concat(bytes.subarray(0, at + mutation.length), bytes.subarray(at));
    }
    case 'insert': {
      const at = mutation.at % n;
      return concat(bytes.subarray(0, at), mutation.bytes, bytes.subarray(at));
    }
  }
}
