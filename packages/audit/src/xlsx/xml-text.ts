/**
 * Turning byte ranges of SpreadsheetML into JS values without decoding whole documents:
 * text (UTF-8 or the ASCII fast path, entities, _xHHHH_ escapes) and numbers.
 */

import { AMP, UNDERSCORE } from './byte-codes.js';
import { WorkbookError } from './types.js';

const utf8 = new TextDecoder('utf-8');

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g;
const OOXML_ESCAPE = /_x([0-9a-fA-F]{4})_/g;

function decodeEntity(match: string, body: string): string {
  if (body.charCodeAt(0) === 35 /* # */) {
    const code = body.charCodeAt(1) === 120 ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : match;
  }
  return NAMED_ENTITIES[body] ?? match;
}

/** Replaces XML entities and numeric character references. */
export function decodeEntities(text: string): string {
  return text.indexOf('&') < 0 ? text : text.replace(ENTITY, decodeEntity);
}

/** Undoes SpreadsheetML's _xHHHH_ escapes (how Excel and POI store control characters). */
export function decodeOoxmlEscapes(text: string): string {
  return text.indexOf('_x') < 0 ? text : text.replace(OOXML_ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Bytes per String.fromCharCode.apply call: far more arguments overflow the call stack. */
const APPLY_CHUNK = 8192;

/** An ASCII byte range as a string; short ranges avoid the cost of a native call. */
export function asciiString(bytes: Uint8Array, start: number, end: number): string {
  const length = end - start;
  if (length <= 24) {
    let text = '';
    for (let i = start; i < end; i++) text += String.fromCharCode(bytes[i]);
    return text;
  }
  if (length <= APPLY_CHUNK) return String.fromCharCode.apply(null, bytes.subarray(start, end) as unknown as number[]);
  let text = '';
  for (let at = start; at < end; at += APPLY_CHUNK) {
    text += String.fromCharCode.apply(null, bytes.subarray(at, Math.min(at + APPLY_CHUNK, end)) as unknown as number[]);
  }
  return text;
}

/**
 * Excel and Apache POI hold at most 32,767 characters in a cell (at most 4 bytes each, or an
 * entity of up to 10 bytes): text far longer is refused before it is decoded into memory.
 */
export const MAX_CELL_TEXT_BYTES = 1 << 20;

/** Throws 'too_large' when an element's text is longer than any spreadsheet cell can hold. */
export function checkTextLength(length: number): void {
  if (length > MAX_CELL_TEXT_BYTES) {
    throw new WorkbookError('too_large', 'A cell of this workbook holds more than 1 MB of text (a cell holds at most 32,767 characters) and the workbook was refused.');
  }
}

/** The text of an element's content bytes, with entities and escapes decoded. */
export function decodeText(bytes: Uint8Array, start: number, end: number): string {
  checkTextLength(end - start);
  let high = 0;
  let amp = false;
  let underscore = false;
  for (let i = start; i < end; i++) {
    const byte = bytes[i];
    high |= byte;
    if (byte === AMP) amp = true;
    else if (byte === UNDERSCORE) underscore = true;
  }
  let text = high < 0x80 ? asciiString(bytes, start, end) : utf8.decode(bytes.subarray(start, end));
  if (amp) text = decodeEntities(text);
  if (underscore) text = decodeOoxmlEscapes(text);
  return text;
}

/** The decimal number written in bytes[start..end) (non-digits ignored). */
export function digitsValue(bytes: Uint8Array, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = bytes[i] - 48;
    if (digit >= 0 && digit <= 9) value = value * 10 + digit;
  }
  return value;
}

const POWERS_OF_TEN = Array.from({ length: 23 }, (_, i) => 10 ** i);

/**
 * The number in `<v>` bytes. Up to 15 significant digits with a plain decimal point are
 * computed directly (exact: integer / 10^k is correctly rounded); anything else goes through
 * Number(). Returns null for empty, non-numeric or non-finite content.
 */
export function parseNumber(bytes: Uint8Array, start: number, end: number): number | null {
  let i = start;
  const negative = bytes[i] === 45; /* - */
  if (negative) i++;
  let mantissa = 0;
  let digits = 0;
  let scale = 0;
  let afterPoint = false;
  for (; i < end; i++) {
    const byte = bytes[i];
    if (byte >= 48 && byte <= 57) {
      mantissa = mantissa * 10 + (byte - 48);
      digits++;
      if (afterPoint) scale++;
    } else if (byte === 46 && !afterPoint) {
      afterPoint = true;
    } else {
      break;
    }
  }
  if (i === end && digits > 0 && digits <= 15) {
    const value = scale === 0 ? mantissa : mantissa / POWERS_OF_TEN[scale];
    return negative ? -value : value;
  }
  if (end === start) return null;
  const value = Number(asciiString(bytes, start, end));
  // "Infinity" or "1e999" is no figure a spreadsheet holds: read it as no number, like other text.
  return Number.isFinite(value) ? value : null;
}
