import { describe, expect, test } from 'vitest';
import { closeVariantKey, variantKeyOfWord, wordsText } from '../../src/insights/term-text.js';

/**
 * The rule as first written (split, map, join, a regular expression per word): the fast key, which
 * makes no new string for a word that is its own key, must answer exactly the same.
 */
function referenceWordKey(word: string): string {
  const n = word.length;
  if (n <= 3 || !word.endsWith('s')) return word;
  if (word.endsWith("'s")) return word.slice(0, -2);
  if (word.endsWith('ies') && n > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses') || /(?:x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  return word.slice(0, -1);
}
const referenceKey = (text: string) => {
  const words = wordsText(text);
  return words === '' ? '' : words.split(' ').map(referenceWordKey).join(' ');
};

describe('close-variant keys', () => {
  test.each([
    ['devices', 'device'], ['batteries', 'battery'], ['ties', 'tie'], ['boxes', 'box'], ['buzzes', 'buzz'],
    ['churches', 'church'], ['dishes', 'dish'], ['glasses', 'glass'], ['glass', 'glass'], ['status', 'status'],
    ['analysis', 'analysis'], ["men's", 'men'], ['gas', 'gas'], ['axes', 'ax'], ['shoes', 'shoe'], ['valve', 'valve'],
  ])('the word %s has the key %s', (word, key) => {
    expect(variantKeyOfWord(word)).toBe(key);
  });

  test('a text keys each of its words: plurals anywhere, punctuation split, a text already its own key unchanged', () => {
    expect(closeVariantKey('red valves for boxes')).toBe('red valve for box');
    expect(closeVariantKey('valves red')).toBe('valve red');
    expect(closeVariantKey('red valve kit')).toBe('red valve kit');
    expect(closeVariantKey("men\u2019s anti-snoring devices")).toBe('men anti snoring device');
    expect(closeVariantKey('- & +')).toBe('');
    expect(closeVariantKey('')).toBe('');
  });

  test('the key is the rule word by word on every kind of word', () => {
    const endings = ['', 's', 'es', 'ies', "'s", '\u2019s', 'sses', 'ss', 'us', 'is', 'xes', 'zes', 'ches', 'shes', 'hes', 'ees', '-kit', '.5s', ' & '];
    const stems = ['a', 'ab', 'abc', 'valv', 'box', 'w3s', '3.5', 'caf\u00e9'];
    const words = stems.flatMap((stem) => endings.map((ending) => `${stem}${ending}`));
    for (const [i, word] of words.entries()) {
      expect(closeVariantKey(word)).toBe(referenceKey(word));
      const text = `${word} ${words[(i * 7) % words.length]} ${words[(i * 13) % words.length]}`;
      expect(closeVariantKey(text)).toBe(referenceKey(text));
    }
  });
});
