/**
 * A minimal zip writer (stored or deflated entries, no zip64) for the .xlsx writer and for tests
 * that need hand-made archives, including deliberately broken ones (see ZipEntryInput overrides).
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntryInput {
  name: string;
  /** Entry content; strings are written as UTF-8. Chunks are joined. */
  data: Uint8Array | string | Uint8Array[];
  /** 8 = deflate (default), 0 = stored. Any other value is written as-is with deflated data (for tests). */
  method?: number;
  /** Deflate level, default 6 (what Excel-like writers use). */
  level?: number;
  /** General-purpose flag bits (e.g. 1 = encrypted) written verbatim, for adversarial tests. */
  flags?: number;
  /** Overrides the declared uncompressed size, for tests of lying headers. */
  declaredSize?: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Bit 11: file names are UTF-8. */
const UTF8_NAMES = 0x0800;
/** 1980-01-01 00:00 in DOS date/time, so the output is deterministic. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

function toBytes(data: ZipEntryInput['data']): Uint8Array {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (Array.isArray(data)) return data.length === 1 ? data[0] : Buffer.concat(data);
  return data;
}

/** Builds a zip archive from the entries, in order. */
export function zip(entries: ZipEntryInput[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = toBytes(entry.data);
    const method = entry.method ?? 8;
    const body = method === 0 ? raw : deflateRawSync(raw, { level: entry.level ?? 6 });
    const crc = crc32(raw);
    const size = entry.declaredSize ?? raw.length;
    const flags = (entry.flags ?? 0) | UTF8_NAMES;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    parts.push(local, name, body);

    const header = Buffer.alloc(46);
    header.writeUInt32LE(CENTRAL_HEADER, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(flags, 8);
    header.writeUInt16LE(method, 10);
    header.writeUInt16LE(0, 12);
    header.writeUInt16LE(DOS_DATE, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(body.length, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);

    offset += local.length + name.length + body.length;
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...central, end]);
}
