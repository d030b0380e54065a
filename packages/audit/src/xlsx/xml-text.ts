/**
 * Turning byte ranges of SpreadsheetML into JS values without decoding whole documents:
 * text (UTF-8 or the ASCII fast path, entities, _xHHHH_ escapes) and numbers.
 */

import { AMP, UNDERSCORE } from './byte-codes.js';

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

/** An ASCII byte range as a string; short ranges avoid the cost of a native call. */
export function asciiString(bytes: Uint8Array, start: number, end: number): string {
  const length = end - start;
  if (length <= 24) {
    let text = '';
    for (let i = start; i < end; i++) text += String.fromCharCode(bytes[i]);
    return text;
  }
  return String.fromCharCode.apply(null, bytes.subarray(start, end) as unknown as number[]);
}

/** The text of an element's content bytes, with entities and escapes decoded. */
export function decodeText(bytes: Uint8Array, start: number, end: number): string {
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
 * Number(). Returns null for empty or non-numeric content.
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
  return Number.isNaN(value) ? null : value;
}
