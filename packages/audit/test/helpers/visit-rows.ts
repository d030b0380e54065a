/** Feeds row arrays to SheetVisitors the way a workbook reader does (tests without .xlsx bytes). */
import type { CellValue, SheetVisitor } from '../../src/xlsx/types.js';

export interface RowSheet {
  name: string;
  rows: Iterable<CellValue[]>;
}

export function visitSheets(sheets: RowSheet[], selectSheet: (name: string) => SheetVisitor | null): string[] {
  for (const sheet of sheets) {
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
      visitor.onRow(wanted ? row.map((v, i) => (wanted!.has(i) ? v : null)) : row, rowNumber);
    }
  }
  return sheets.map((s) => s.name);
}
