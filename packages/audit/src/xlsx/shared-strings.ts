/** Parses sharedStrings.xml (plain, rich-text and phonetic runs) into an array of strings. */
import { WorkbookError } from './types.js';
import { LT, RichTextScanner, assertNoDeclarations, endsName, next } from './xml-scan.js';

/** Real 20 MB workbooks hold ~200k unique strings; far more is a hostile file. */
export const MAX_SHARED_STRINGS = 5_000_000;
export const MAX_SHARED_STRING_CHARS = 200_000_000;

const TOO_MANY_STRINGS = 'The workbook has too much text in its shared-string table and was refused.';

export function parseSharedStrings(bytes: Uint8Array): string[] {
  assertNoDeclarations(bytes, 0);
  const strings: string[] = [];
  let chars = 0;
  let scanner: RichTextScanner | null = null;
  let i = bytes.indexOf(LT);
  while (i >= 0) {
    let nameEnd = i + 1;
    while (nameEnd < bytes.length && !endsName(bytes[nameEnd])) nameEnd++;
    // `<si>` or `<x:si>`: the prefix is whatever precedes "si".
    const isItem = nameEnd - i >= 3 && bytes[nameEnd - 2] === 115 /* s */ && bytes[nameEnd - 1] === 105 /* i */ &&
      (nameEnd - i === 3 || bytes[nameEnd - 3] === 58 /* : */);
    if (!isItem) {
      i = bytes.indexOf(LT, nameEnd);
      continue;
    }
    const tagEnd = next(bytes, 62 /* > */, nameEnd, bytes.length) + 1;
    let text = '';
    if (bytes[tagEnd - 2] === 47 /* / */) {
      i = bytes.indexOf(LT, tagEnd);
    } else {
      scanner ??= new RichTextScanner(bytes.slice(i + 1, nameEnd - 2), 'si');
      text = scanner.scan(bytes, tagEnd, bytes.length);
      i = bytes.indexOf(LT, scanner.end);
    }
    chars += text.length;
    if (strings.length >= MAX_SHARED_STRINGS || chars > MAX_SHARED_STRING_CHARS) {
      throw new WorkbookError('too_large', TOO_MANY_STRINGS);
    }
    strings.push(text);
  }
  return strings;
}
