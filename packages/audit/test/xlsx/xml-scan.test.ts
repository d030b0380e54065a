import { describe, expect, test } from 'vitest';
import { DeclarationGuard, plainBytes } from '../../src/xlsx/xml-scan.js';

const bytes = (text: string) => new TextEncoder().encode(text);

/** Feeds `text` to a fresh guard, cut at `cuts`. */
function check(text: string, cuts: number[]): void {
  const guard = new DeclarationGuard();
  const data = bytes(text);
  let from = 0;
  for (const cut of [...cuts, data.length]) {
    guard.check(data.subarray(from, cut));
    from = cut;
  }
}

describe('DeclarationGuard', () => {
  const doctype = '<a>text</a><!DOCTYPE a><b/>';
  const comment = '<a>text</a><!-- note --><b/>';

  test('refuses a declaration cut anywhere, even into one-byte pieces', () => {
    for (let cut = 0; cut <= doctype.length; cut++) {
      expect(() => check(doctype, [cut])).toThrow(/not allowed/);
      expect(() => check(doctype, [cut, Math.min(doctype.length, cut + 1)])).toThrow(/not allowed/);
    }
    expect(() => check(doctype, Array.from({ length: doctype.length }, (_, i) => i))).toThrow(/not allowed/);
    expect(() => check('<a><![CDATA[x]]></a>', [2, 3])).toThrow(/not allowed/);
  });

  test('lets comments and exclamation marks in text through', () => {
    for (let cut = 0; cut <= comment.length; cut++) expect(() => check(comment, [cut])).not.toThrow();
    expect(() => check('<t>Wow!</t><t>!</t>', [5, 6, 13])).not.toThrow();
  });
});

describe('plainBytes', () => {
  test('a Buffer becomes a plain Uint8Array over the same memory; a plain one is kept', () => {
    const buffer = Buffer.from('abcdef').subarray(1, 4);
    const plain = plainBytes(buffer);
    expect(Object.getPrototypeOf(plain)).toBe(Uint8Array.prototype);
    expect([plain.buffer, plain.byteOffset, plain.length]).toEqual([buffer.buffer, buffer.byteOffset, 3]);
    expect(plainBytes(plain)).toBe(plain);
  });
});
