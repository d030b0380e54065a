import { describe, expect, test } from 'vitest';
import { cellId, cellNumber, cellNumberOrNull, cellText } from '../../src/bulk/cells.js';

describe('cells', () => {
  test('IDs stay strings; numeric IDs are written without exponent', () => {
    expect(cellId('439333307638946')).toBe('439333307638946');
    expect(cellId(439333307638946)).toBe('439333307638946');
    expect(cellId(12311663632384)).toBe('12311663632384');
    expect(cellId(' 6750712283954 ')).toBe('6750712283954');
    expect(cellId(null)).toBe('');
  });

  test('numbers are read leniently, missing is null or 0', () => {
    expect(cellNumber(8.210000000000001)).toBe(8.210000000000001);
    expect(cellNumberOrNull('1,234.5')).toBe(1234.5);
    expect(cellNumberOrNull('0.0%')).toBe(0);
    expect(cellNumberOrNull('')).toBeNull();
    expect(cellNumberOrNull('abc')).toBeNull();
    expect(cellNumber(null)).toBe(0);
    expect(cellText('  enabled ')).toBe('enabled');
    expect(cellText(true)).toBe('true');
  });
});
