/**
 * Byte-level helpers for tokenising SpreadsheetML without building a DOM or decoding the whole
 * document: tag/attribute scanning and rich-text (`<t>` runs) extraction. Text never contains a
 * raw '<' in well-formed XML, so the next '<' always starts the next tag.
 */
import { BANG, DASH, DOUBLE_QUOTE, EQUALS, GT, LETTER_R, LETTER_T, LT, SINGLE_QUOTE, SLASH } from './byte-codes.js';
import { WorkbookError } from './types.js';
import { decodeText } from './xml-text.js';

export { BANG, GT, LT, SLASH } from './byte-codes.js';


export const MALFORMED_XML = 'This workbook is damaged: one of its sheets is not well-formed XML.';
export const FORBIDDEN_XML =
  'This workbook contains XML declarations that are not allowed (DOCTYPE, ENTITY or CDATA) and was refused.';

export function malformed(): WorkbookError {
  return new WorkbookError('malformed', MALFORMED_XML);
}

export function asciiBytes(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/**
 * The same bytes as a plain Uint8Array. Node hands out Buffers (a Uint8Array subclass) and the
 * scanner joins pieces into plain Uint8Arrays: seeing one kind only keeps the scanner's hot
 * functions monomorphic, where a mix makes V8 throw their optimised code away and start again.
 */
export function plainBytes(view: Uint8Array): Uint8Array {
  return Object.getPrototypeOf(view) === Uint8Array.prototype ? view : new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
}

/** Whether `pattern` occurs in `bytes` at `at`. */
export function matchesAt(bytes: Uint8Array, at: number, pattern: Uint8Array): boolean {
  if (at + pattern.length > bytes.length) return false;
  for (let i = 0; i < pattern.length; i++) if (bytes[at + i] !== pattern[i]) return false;
  return true;
}

/** Whether the byte ends a tag name (whitespace, '>' or '/'). */
export function endsName(byte: number): boolean {
  return byte === GT || byte === SLASH || byte === 32 || byte === 9 || byte === 10 || byte === 13;
}

/** Index of the next `byte` at or after `from` and before `limit`; throws 'malformed' if absent. */
export function next(bytes: Uint8Array, byte: number, from: number, limit: number): number {
  let i = from;
  while (i < limit && bytes[i] !== byte) i++;
  if (i >= limit) throw malformed();
  return i;
}

/**
 * Refuses DTDs, entity declarations and CDATA: any `<!` that does not open a comment.
 * Checks `bytes` from `from`; a `<!` in the last byte is re-checked by the caller's next call.
 */
export function assertNoDeclarations(bytes: Uint8Array, from: number): void {
  let i = bytes.indexOf(BANG, Math.max(from, 1));
  while (i >= 0) {
    if (bytes[i - 1] === LT && i + 1 < bytes.length && bytes[i + 1] !== DASH) {
      throw new WorkbookError('forbidden_xml', FORBIDDEN_XML);
    }
    i = bytes.indexOf(BANG, i + 1);
  }
}

/**
 * Reads the attributes of a start tag: records where `r` and `t` values are, whether the tag
 * is self-closing, and where the tag ends. Other attributes are skipped unread.
 */
export class TagAttributes {
  refStart = -1;
  refEnd = -1;
  typeStart = -1;
  typeEnd = -1;
  selfClosing = false;

  /** Scans from just after the tag name; returns the index after the closing '>'. */
  scan(bytes: Uint8Array, from: number, limit: number): number {
    this.refStart = this.typeStart = -1;
    this.selfClosing = false;
    let i = from;
    for (;;) {
      if (i >= limit) throw malformed();
      const byte = bytes[i];
      if (byte === GT) return i + 1;
      if (byte === SLASH) {
        this.selfClosing = true;
        i++;
        continue;
      }
      if (byte === 32 || byte === 9 || byte === 10 || byte === 13) {
        i++;
        continue;
      }
      const nameStart = i;
      while (i < limit && bytes[i] !== EQUALS) i++;
      const nameEnd = i;
      i++;
      const quote = bytes[i];
      if (quote !== DOUBLE_QUOTE && quote !== SINGLE_QUOTE) throw malformed();
      const valueStart = i + 1;
      i = next(bytes, quote, valueStart, limit);
      if (nameEnd - nameStart === 1) {
        const name = bytes[nameStart];
        if (name === LETTER_R) {
          this.refStart = valueStart;
          this.refEnd = i;
        } else if (name === LETTER_T) {
          this.typeStart = valueStart;
          this.typeEnd = i;
        }
      }
      i++;
    }
  }
}

/**
 * Concatenated text of the `<t>` elements inside a rich-text container (`<is>` in a cell, `<si>`
 * in the shared-string table), skipping phonetic runs (`<rPh>`). `from` is just after the
 * container's start tag; the container is named `containerName` ("is" or "si") after `prefix`.
 * Sets `end` to the index after the container's end tag.
 */
export class RichTextScanner {
  end = 0;
  private readonly prefix: Uint8Array;
  private readonly close: Uint8Array;

  constructor(prefix: Uint8Array, containerName: string) {
    this.prefix = prefix;
    this.close = asciiBytes(containerName);
  }

  scan(bytes: Uint8Array, from: number, limit: number): string {
    const prefixLength = this.prefix.length;
    let text: string | null = null;
    let phonetic = false;
    let i = from;
    for (;;) {
      i = next(bytes, LT, i, limit);
      if (bytes[i + 1] === SLASH) {
        const name = i + 2 + prefixLength;
        if (matchesAt(bytes, i + 2, this.prefix) && matchesAt(bytes, name, this.close) && endsName(bytes[name + this.close.length])) {
          this.end = next(bytes, GT, name, limit) + 1;
          return text ?? '';
        }
        if (bytes[name] === LETTER_R && bytes[name + 1] === 80 /* P */ && bytes[name + 2] === 104 /* h */) phonetic = false;
        i = next(bytes, GT, i, limit) + 1;
        continue;
      }
      const name = i + 1 + prefixLength;
      const start = next(bytes, GT, i, limit) + 1;
      if (bytes[name] === LETTER_T && endsName(bytes[name + 1])) {
        if (bytes[start - 2] === SLASH) {
          text ??= '';
        } else {
          const end = next(bytes, LT, start, limit);
          if (!phonetic) {
            const piece = decodeText(bytes, start, end);
            text = text === null ? piece : text + piece;
          }
          i = end;
          continue;
        }
      } else if (bytes[name] === LETTER_R && bytes[name + 1] === 80 && bytes[name + 2] === 104 && bytes[start - 2] !== SLASH) {
        phonetic = true;
      }
      i = start;
    }
  }
}

/**
 * Runs assertNoDeclarations over a stream of chunks without joining them: the last two bytes
 * of the previous chunk are checked together with the first two of the next one.
 */
export class DeclarationGuard {
  private last = new Uint8Array(0);

  check(chunk: Uint8Array): void {
    const seam = new Uint8Array(this.last.length + Math.min(2, chunk.length));
    seam.set(this.last, 0);
    seam.set(chunk.subarray(0, 2), this.last.length);
    assertNoDeclarations(seam, 1);
    assertNoDeclarations(chunk, 1);
    this.last = (chunk.length >= 2 ? chunk : seam).slice(-2);
  }
}
