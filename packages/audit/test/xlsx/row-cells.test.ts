import { describe, expect, test } from 'vitest';
import { KEPT_INLINE_STRING, KEPT_NUMBER, KEPT_SHARED_STRING, RowCells } from '../../src/xlsx/row-cells.js';
import { TextCache } from '../../src/xlsx/text-cache.js';

describe('RowCells', () => {
  test('is reused from row to row: written slots are reset and extra columns dropped', () => {
    const row = new RowCells({ sharedString: () => '' }, new TextCache());
    row.setWidth(3);
    const cells = row.cells;
    row.set(1, 'a');
    row.set(5, 7);
    expect(row.cells).toEqual([null, 'a', null, null, null, 7]);
    row.clear();
    expect(row.cells).toBe(cells);
    expect(row.cells).toEqual([null, null, null]);
  });

  test('kept cells are decoded when read, from the bytes of their row, and forgotten with the row', () => {
    const bytes = new TextEncoder().encode('12.5|hello|3');
    const row = new RowCells({ sharedString: (i) => `shared ${i}` }, new TextCache());
    row.setWidth(2);
    row.keep(0, KEPT_NUMBER, bytes, 0, 4);
    row.keep(1, KEPT_INLINE_STRING, bytes, 5, 10);
    row.keep(6, KEPT_SHARED_STRING, bytes, 11, 12);
    row.set(2, 'decoded');
    expect([row.value(0), row.value(1), row.value(6), row.value(2), row.value(3), row.value(-1)]).toEqual([12.5, 'hello', 'shared 3', 'decoded', null, null]);
    row.clear();
    expect([row.value(0), row.value(1), row.value(6), row.value(2)]).toEqual([null, null, null, null]);
    expect(row.cells).toEqual([null, null]);
  });
});
