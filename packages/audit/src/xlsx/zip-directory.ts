/**
 * Reads a zip archive's central directory straight from the upload buffer, so any part can be
 * opened in any order, and refuses archives we will not read (encrypted, zip64, multi-disk,
 * exotic compression, absurd sizes) before inflating a single byte.
 */
import { TOO_LARGE_MESSAGE } from './inflater.js';
import { WorkbookError } from './types.js';

export interface ZipEntry {
  name: string;
  /** 0 = stored, 8 = deflated. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX_COMMENT = 0xffff;
/** Real workbooks have a few dozen parts; thousands means a hostile or broken archive. */
export const MAX_ENTRIES = 10_000;
/** Deflate cannot compress better than about 1032:1, so a larger declared ratio is a lie. */
const MAX_DECLARED_RATIO = 1100;

const NOT_A_ZIP = 'This file is not a valid .xlsx workbook (it is not a zip archive).';
const TRUNCATED = 'This workbook is incomplete or damaged (it may have been cut off during upload or download).';
const OLE_FILE =
  'This file is a password-protected workbook or an old .xls file. Save it in Excel as .xlsx without a password and upload it again.';
const ENCRYPTED = 'This workbook is encrypted. Remove the password in Excel and upload it again.';

const utf8 = new TextDecoder('utf-8');

function u16(bytes: Uint8Array, at: number): number {
  return bytes[at] | (bytes[at + 1] << 8);
}

function u32(bytes: Uint8Array, at: number): number {
  return (bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24)) >>> 0;
}

function findEndOfCentralDirectory(bytes: Uint8Array): number {
  const lowest = Math.max(0, bytes.length - 22 - MAX_COMMENT);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (bytes[at] === 0x50 && u32(bytes, at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  return -1;
}

function zip64(): WorkbookError {
  return new WorkbookError('unsupported_zip', 'This workbook uses the zip64 format, which is not supported here.');
}

function looksLikeOleDocument(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && u32(bytes, 0) === 0xe011cfd0 && u32(bytes, 4) === 0xe11ab1a1;
}

/** Parses the central directory; throws WorkbookError for anything we refuse to read. */
export function readZipDirectory(bytes: Uint8Array): Map<string, ZipEntry> {
  if (looksLikeOleDocument(bytes)) throw new WorkbookError('unsupported_zip', OLE_FILE);
  const startsLikeZip = bytes.length >= 4 && u32(bytes, 0) === LOCAL_HEADER;
  const eocd = bytes.length >= 22 ? findEndOfCentralDirectory(bytes) : -1;
  if (eocd < 0) throw new WorkbookError(startsLikeZip ? 'malformed' : 'not_a_zip', startsLikeZip ? TRUNCATED : NOT_A_ZIP);

  const disk = u16(bytes, eocd + 4);
  const directoryDisk = u16(bytes, eocd + 6);
  const entriesOnDisk = u16(bytes, eocd + 8);
  const entryCount = u16(bytes, eocd + 10);
  const directorySize = u32(bytes, eocd + 12);
  const directoryOffset = u32(bytes, eocd + 16);
  if (entryCount === 0xffff || directoryOffset === 0xffffffff || directorySize === 0xffffffff) throw zip64();
  if (disk !== 0 || directoryDisk !== 0 || entriesOnDisk !== entryCount) {
    throw new WorkbookError('unsupported_zip', 'This workbook is split across several files (multi-disk zip), which is not supported.');
  }
  if (entryCount > MAX_ENTRIES) {
    throw new WorkbookError('unsupported_zip', `This workbook has more than ${MAX_ENTRIES.toLocaleString('en-US')} parts and was refused.`);
  }
  if (directoryOffset + directorySize > eocd) throw new WorkbookError('malformed', TRUNCATED);

  const entries = new Map<string, ZipEntry>();
  let at = directoryOffset;
  for (let i = 0; i < entryCount; i++) {
    if (at + 46 > eocd || u32(bytes, at) !== CENTRAL_HEADER) throw new WorkbookError('malformed', TRUNCATED);
    const flags = u16(bytes, at + 8);
    const method = u16(bytes, at + 10);
    const compressedSize = u32(bytes, at + 20);
    const uncompressedSize = u32(bytes, at + 24);
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    const localHeaderOffset = u32(bytes, at + 42);
    if (at + 46 + nameLength > eocd) throw new WorkbookError('malformed', TRUNCATED);
    const name = utf8.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    // Bit 0 = traditional encryption, bit 6 = strong encryption.
    if (flags & 0x41) throw new WorkbookError('unsupported_zip', ENCRYPTED);
    if (method !== 0 && method !== 8) {
      throw new WorkbookError('unsupported_zip', `This workbook uses an unsupported compression method (${method}).`);
    }
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localHeaderOffset === 0xffffffff) throw zip64();
    entries.set(name, { name, method, compressedSize, uncompressedSize, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The entry's stored bytes (still compressed), after checking its local header and declared sizes. */
export function entryData(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): Uint8Array {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || u32(bytes, at) !== LOCAL_HEADER) throw new WorkbookError('malformed', TRUNCATED);
  const start = at + 30 + u16(bytes, at + 26) + u16(bytes, at + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new WorkbookError('malformed', TRUNCATED);
  const tooLarge = entry.uncompressedSize > maxBytes;
  const impossibleRatio = entry.uncompressedSize > MAX_DECLARED_RATIO * Math.max(entry.compressedSize, 1);
  if (tooLarge || impossibleRatio) {
    throw new WorkbookError('too_large', TOO_LARGE_MESSAGE(maxBytes));
  }
  if (entry.method === 0 && entry.compressedSize !== entry.uncompressedSize) throw new WorkbookError('malformed', TRUNCATED);
  return bytes.subarray(start, end);
}
