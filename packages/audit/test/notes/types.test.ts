import { expect, test } from 'vitest';
import { noteCreatedAtIso, parentAsinKey } from '../../src/notes/types.js';

test('noteCreatedAtIso reads the API timestamp as UTC', () => {
  expect(noteCreatedAtIso('2026-01-15 10:00:00')).toBe('2026-01-15T10:00:00Z');
  expect(noteCreatedAtIso('2026-01-15T10:00:00.123Z')).toBe('2026-01-15T10:00:00Z');
  expect(noteCreatedAtIso('yesterday')).toBeNull();
});

test('parentAsinKey trims and upper-cases', () => {
  expect(parentAsinKey(' b0abc ')).toBe('B0ABC');
});
