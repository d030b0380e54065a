/**
 * A minimal zip writer (stored or deflated entries, no zip64), environment-neutral: the checksum
 * and the deflate step come from a ZipCodec. zip-writer.ts binds it to node:zlib; storedZipCodec
 * (no compression, CRC-32 in plain TypeScript) runs anywhere, the browser included.
 */
import { crc32 } from './crc32.js';

export interface ZipEntryInput {
  name: string;
  /** Entry content; strings are written as UTF-8. Chunks are joined. */
  data: Uint8Array | string | Uint8Array[];
  /** 8 = deflate (default when the codec can deflate), 0 = stored. Any other value is written as-is with deflated data (for tests). */
  method?: number;
  /** Deflate level, default 6 (what Excel-like writers use). */
  level?: number;
  /** General-purpose flag bits (e.g. 1 = encrypted) written verbatim, for adversarial tests. */
  flags?: number;
  /** Overrides the declared uncompressed size, for tests of lying headers. */
  declaredSize?: number;
}

/** The environment-specific steps of writing a zip. */
export interface ZipCodec {
  crc32(bytes: Uint8Array): number;
  /** Raw deflate; without it every entry is stored. */
  deflateRaw?(bytes: Uint8Array, level: number): Uint8Array;
}

/** Stores every entry uncompressed: no zlib needed (browser exports, small files). */
export const storedZipCodec: ZipCodec = { crc32 };

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Bit 11: file names are UTF-8. */
const UTF8_NAMES = 0x0800;
/** 1980-01-01 00:00 in DOS date/time, so the output is deterministic. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

const utf8 = new TextEncoder();

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function toBytes(data: ZipEntryInput['data']): Uint8Array {
  if (typeof data === 'string') return utf8.encode(data);
  if (Array.isArray(data)) return data.length === 1 ? data[0] : concat(data);
  return data;
}

/** The fields a local header and its central-directory record share, from "version needed" to the name length. */
function writeCommonFields(view: DataView, at: number, fields: { flags: number; method: number; crc: number; compressed: number; size: number; nameLength: number }) {
  view.setUint16(at, 20, true);
  view.setUint16(at + 2, fields.flags, true);
  view.setUint16(at + 4, fields.method, true);
  view.setUint16(at + 6, 0, true);
  view.setUint16(at + 8, DOS_DATE, true);
  view.setUint32(at + 10, fields.crc, true);
  view.setUint32(at + 14, fields.compressed, true);
  view.setUint32(at + 18, fields.size, true);
  view.setUint16(at + 22, fields.nameLength, true);
}

/** Builds a zip archive from the entries, in order, with the codec's checksum and deflate. */
export function zipWith(codec: ZipCodec, entries: readonly ZipEntryInput[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = utf8.encode(entry.name);
    const raw = toBytes(entry.data);
    const method = entry.method ?? (codec.deflateRaw ? 8 : 0);
    if (method !== 0 && !codec.deflateRaw) throw new Error(`This zip writer cannot compress (entry ${entry.name}).`);
    const body = method === 0 ? raw : codec.deflateRaw!(raw, entry.level ?? 6);
    const fields = {
      flags: (entry.flags ?? 0) | UTF8_NAMES,
      method,
      crc: codec.crc32(raw),
      compressed: body.length,
      size: entry.declaredSize ?? raw.length,
      nameLength: name.length,
    };

    const local = new Uint8Array(30);
    const localView = new DataView(local.buffer);
    localView.setUint32(0, LOCAL_HEADER, true);
    writeCommonFields(localView, 4, fields);
    parts.push(local, name, body);

    const header = new Uint8Array(46);
    const headerView = new DataView(header.buffer);
    headerView.setUint32(0, CENTRAL_HEADER, true);
    headerView.setUint16(4, 20, true); // version made by
    writeCommonFields(headerView, 6, fields);
    headerView.setUint32(42, offset, true);
    central.push(header, name);

    offset += local.length + name.length + body.length;
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0);
  const end = new Uint8Array(22);
  const endView = new DataView(end.buffer);
  endView.setUint32(0, END_OF_CENTRAL_DIRECTORY, true);
  endView.setUint16(8, entries.length, true);
  endView.setUint16(10, entries.length, true);
  endView.setUint32(12, centralSize, true);
  endView.setUint32(16, offset, true);
  return concat([...parts, ...central, end]);
}
