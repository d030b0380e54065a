/**
 * The zip writer bound to node:zlib (deflated entries by default), for the .xlsx writer and for
 * tests that need hand-made archives, including deliberately broken ones (see ZipEntryInput).
 */
import { crc32, deflateRawSync } from 'node:zlib';
import { zipWith, type ZipCodec, type ZipEntryInput } from './zip-archive.js';

export type { ZipEntryInput } from './zip-archive.js';

export const nodeZipCodec: ZipCodec = {
  crc32: (bytes) => crc32(bytes),
  deflateRaw: (bytes, level) => deflateRawSync(bytes, { level }),
};

/** Builds a zip archive from the entries, in order. */
export function zip(entries: ZipEntryInput[]): Uint8Array {
  return zipWith(nodeZipCodec, entries);
}
