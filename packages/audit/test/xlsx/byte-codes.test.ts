import { expect, test } from 'vitest';
import * as codes from '../../src/xlsx/byte-codes.js';

const CHARACTERS: Record<keyof typeof codes, string> = {
  LT: '<', GT: '>', SLASH: '/', BANG: '!', EQUALS: '=', DOUBLE_QUOTE: '"', SINGLE_QUOTE: "'", DASH: '-',
  AMP: '&', UNDERSCORE: '_', LETTER_C: 'c', LETTER_I: 'i', LETTER_R: 'r', LETTER_S: 's', LETTER_T: 't', LETTER_V: 'v',
};

test('each code is the byte of the character the tokenisers look for', () => {
  for (const [name, character] of Object.entries(CHARACTERS)) {
    expect(codes[name as keyof typeof codes], name).toBe(character.charCodeAt(0));
  }
  expect(Object.keys(codes).sort()).toEqual(Object.keys(CHARACTERS).sort());
});
