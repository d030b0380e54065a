/** Feeds row arrays to SheetVisitors the way a workbook reader does (tests without .xlsx bytes). */
import { cellsReader, type CellValue, type SheetVisitor } from '../../src/xlsx/types.js';

export interface RowSheet {
  name: string;
  rows: Iterable<CellValue[]>;
}

/** Visits in the reader's order: by `sheetRank` when given (ties in workbook order). Returns every name in workbook order. */
export function visitSheets(
  sheets: RowSheet[],
  selectSheet: (name: string) => SheetVisitor | null,
  sheetRank: (name: string) => number = () => 0,
): string[] {
  const order = [...sheets].sort((a, b) => sheetRank(a.name) - sheetRank(b.name));
  for (const sheet of order) {
    const visitor = selectSheet(sheet.name);
    if (!visitor) continue;
    let rowNumber = 0;
    let wanted: Set<number> | null = null;
    for (const row of sheet.rows) {
      rowNumber++;
      if (rowNumber === 1) {
        const indexes = visitor.onHeader(row);
        wanted = indexes ? new Set(indexes) : null;
        continue;
      }
      // Like the reader, columns the visitor did not ask for arrive as null.
      const cells = wanted ? row.map((v, i) => (wanted!.has(i) ? v : null)) : row;
      visitor.onRow(cells, rowNumber, cellsReader(cells));
    }
  }
  return sheets.map((s) => s.name);
}
