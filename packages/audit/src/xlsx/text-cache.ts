/**
 * Cell text with few allocations. Bulk files repeat the same short strings on every row
 * (entity names, states, campaign IDs and names, match types, targeting expressions): a small
 * direct-mapped cache keyed by a hash of the raw bytes hands back the text already decoded
 * from the same bytes.
 */
import { AMP, UNDERSCORE } from './byte-codes.js';
import { checkTextLength, decodeText } from './xml-text.js';

const SLOTS = 1 << 14;
/** Longer texts (long names, search terms) rarely repeat often enough to be worth keeping. */
const MAX_CACHED_LENGTH = 96;

type Latin1Slice = (bytes: Uint8Array, start: number, end: number) => string;

/** Node's native one-byte string maker when there is one (it accepts any Uint8Array), else a loop. */
const latin1Slice: Latin1Slice = (() => {
  const native = (globalThis as { Buffer?: { prototype: { latin1Slice?: (start: number, end: number) => string } } }).Buffer
    ?.prototype.latin1Slice;
  if (typeof native === 'function') return (bytes, start, end) => native.call(bytes, start, end);
  return (bytes, start, end) => String.fromCharCode.apply(null, bytes.subarray(start, end) as unknown as number[]);
})();

export class TextCache {
  /** The bytes of each cached text (as a one-byte string), and the text they decode to. */
  private readonly keys: string[] = new Array<string>(SLOTS).fill('');
  private readonly values: string[] = new Array<string>(SLOTS).fill('');

  /** The text of bytes[start..end) (an element's content), entities and escapes decoded. */
  text(bytes: Uint8Array, start: number, end: number): string {
    const length = end - start;
    if (length === 0) return '';
    if (length > MAX_CACHED_LENGTH) return plainOrDecoded(bytes, start, end);
    // A few bytes are enough to spread the slots; a hit is confirmed byte by byte.
    const last = end - 1;
    let hash = Math.imul(length, 0x9e3779b1) ^ bytes[start];
    hash = Math.imul(hash, 31) + bytes[last];
    hash = Math.imul(hash, 31) + bytes[last - (length >> 1)];
    hash = Math.imul(hash, 31) + bytes[last - (length > 1 ? 1 : 0)];
    hash = Math.imul(hash, 31) + bytes[last - (length > 2 ? 2 : 0)];
    const slot = (hash ^ (hash >>> 15)) & (SLOTS - 1);
    const key = this.keys[slot];
    if (key.length === length && sameBytes(key, bytes, start)) return this.values[slot];
    const raw = latin1Slice(bytes, start, end);
    const text = isPlainAscii(bytes, start, end) ? raw : decodeText(bytes, start, end);
    this.keys[slot] = raw;
    this.values[slot] = text;
    return text;
  }
}

/** Whether the one-byte string `key` holds exactly the bytes at `start` (its length already checked). */
function sameBytes(key: string, bytes: Uint8Array, start: number): boolean {
  const length = key.length;
  let i = 0;
  while (i < length && key.charCodeAt(i) === bytes[start + i]) i++;
  return i === length;
}

/** ASCII without '&' (entities) or '_' (_xHHHH_ escapes): the bytes are the text. */
function isPlainAscii(bytes: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const byte = bytes[i];
    if (byte >= 0x80 || byte === AMP || byte === UNDERSCORE) return false;
  }
  return true;
}

function plainOrDecoded(bytes: Uint8Array, start: number, end: number): string {
  checkTextLength(end - start);
  return isPlainAscii(bytes, start, end) ? latin1Slice(bytes, start, end) : decodeText(bytes, start, end);
}
