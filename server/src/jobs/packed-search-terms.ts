// Search terms as a worker hands them over: their JSON as UTF-8 bytes in a few large buffers
// (moved to the main thread without a copy), plus flat columns, instead of tens of thousands
// of objects or strings whose copy and deserialisation would hold the event loop. Rows are
// decoded one at a time while they are stored.
import type { SearchTermRecord } from '@ads-auditor/audit';
import type { SearchTermRow } from '../repositories/search-terms.js';

export interface PackedSearchTerms {
  count: number;
  /** One value per line. */
  adGroupIds: string;
  campaignIds: string;
  spends: Float64Array;
  /** The JSON of the terms, back to back; a term never spans two chunks. */
  chunks: Uint8Array[];
  /** For each term: its chunk, and where its JSON ends there (it starts where the previous one ended, or at 0). */
  chunkOf: Uint32Array;
  ends: Uint32Array;
}

const CHUNK_BYTES = 4 * 1024 * 1024;
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

export function packSearchTerms(terms: readonly SearchTermRecord[]): PackedSearchTerms {
  const encoder = new TextEncoder();
  const spends = new Float64Array(terms.length);
  const chunkOf = new Uint32Array(terms.length);
  const ends = new Uint32Array(terms.length);
  const chunks: Uint8Array[] = [];
  let chunk = new Uint8Array(0);
  let used = 0;
  terms.forEach((term, i) => {
    const json = JSON.stringify(term);
    const room = json.length * 3; // UTF-8 needs at most 3 bytes per UTF-16 unit
    if (used + room > chunk.length) {
      if (used > 0) chunks.push(chunk.subarray(0, used));
      chunk = new Uint8Array(Math.max(CHUNK_BYTES, room));
      used = 0;
    }
    used += encoder.encodeInto(json, chunk.subarray(used)).written;
    spends[i] = term.metrics.spend;
    chunkOf[i] = chunks.length;
    ends[i] = used;
  });
  if (used > 0) chunks.push(chunk.subarray(0, used));
  return {
    count: terms.length,
    adGroupIds: terms.map((term) => oneLine(String(term.ad_group_id))).join('\n'),
    campaignIds: terms.map((term) => oneLine(String(term.campaign_id))).join('\n'),
    spends,
    chunks,
    chunkOf,
    ends,
  };
}

/** The buffers to move to the other thread along with the packed terms. */
export function packedBuffers(packed: PackedSearchTerms): ArrayBuffer[] {
  return [packed.spends, packed.chunkOf, packed.ends, ...packed.chunks].map((array) => array.buffer as ArrayBuffer);
}

/** Reads one line after another from a long text without splitting it all at once. */
function lines(text: string): () => string {
  let start = 0;
  return () => {
    const end = text.indexOf('\n', start);
    const line = end < 0 ? text.slice(start) : text.slice(start, end);
    start = end < 0 ? text.length : end + 1;
    return line;
  };
}

export function* unpackSearchTerms(packed: PackedSearchTerms): Generator<SearchTermRow> {
  const adGroupId = lines(packed.adGroupIds);
  const campaignId = lines(packed.campaignIds);
  const buffers = packed.chunks.map((chunk) => Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  let current = -1;
  let start = 0;
  for (let i = 0; i < packed.count; i += 1) {
    if (packed.chunkOf[i] !== current) {
      current = packed.chunkOf[i];
      start = 0;
    }
    const data = buffers[current].toString('utf8', start, packed.ends[i]);
    start = packed.ends[i];
    yield { ad_group_id: adGroupId(), campaign_id: campaignId(), spend: packed.spends[i], data };
  }
}
