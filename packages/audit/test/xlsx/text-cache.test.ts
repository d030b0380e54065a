import { describe, expect, test } from 'vitest';
import { TextCache } from '../../src/xlsx/text-cache.js';

const encode = (text: string) => new TextEncoder().encode(text);

describe('TextCache', () => {
  test('hands back the same string for the same bytes', () => {
    const cache = new TextCache();
    const a = encode('xxSponsored Products');
    const b = encode('Sponsored Products!!');
    const first = cache.text(a, 2, a.length);
    expect(first).toBe('Sponsored Products');
    expect(cache.text(b, 0, 18)).toBe(first);
    expect(cache.text(a, 0, 0)).toBe('');
  });

  test('decodes entities, _xHHHH_ escapes, UTF-8 and long texts', () => {
    const cache = new TextCache();
    for (const [xml, text] of [
      ['a &amp; b &lt;c&gt; &#x263A;', 'a & b <c> ☺'],
      ['tab_x0009_here', 'tab\there'],
      ['ünïcødé 日本', 'ünïcødé 日本'],
      ['x'.repeat(500), 'x'.repeat(500)],
    ]) {
      const bytes = encode(xml);
      expect(cache.text(bytes, 0, bytes.length)).toBe(text);
      expect(cache.text(bytes, 0, bytes.length)).toBe(text);
    }
  });

  test('many different texts sharing slots each come back right', () => {
    const cache = new TextCache();
    const texts = Array.from({ length: 50_000 }, (_, i) => `${100000000000000 + i * 7919}`);
    for (let round = 0; round < 2; round++) {
      for (const text of texts) {
        const bytes = encode(text);
        expect(cache.text(bytes, 0, bytes.length)).toBe(text);
      }
    }
  });
});
