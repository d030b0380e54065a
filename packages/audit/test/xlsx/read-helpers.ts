import { readWorkbook, type CellValue, type ReadLimits, type ReadProgress, type ZipEntryInput } from '@ads-auditor/audit/node';

export interface ReadSheet {
  header: CellValue[];
  rows: { cells: CellValue[]; rowNumber: number }[];
}

/** Reads every sheet (all columns unless `columns` says otherwise) into memory, for assertions. */
export async function readAll(
  bytes: Uint8Array,
  options: { columns?: number[]; limits?: Partial<ReadLimits>; progress?: ReadProgress[]; only?: string[] } = {},
) {
  const sheets = new Map<string, ReadSheet>();
  const result = await readWorkbook(bytes, {
    limits: options.limits,
    onProgress: options.progress ? (progress) => options.progress!.push(progress) : undefined,
    selectSheet(name) {
      if (options.only && !options.only.includes(name)) return null;
      const sheet: ReadSheet = { header: [], rows: [] };
      sheets.set(name, sheet);
      return {
        onHeader(header) {
          sheet.header = header;
          return options.columns;
        },
        onRow(cells, rowNumber) {
          // The reader reuses the array for the next row: keep a copy.
          sheet.rows.push({ cells: [...cells], rowNumber });
        },
      };
    },
  });
  return { sheetNames: result.sheetNames, sheets };
}

/** Header plus rows as plain arrays, trailing nulls trimmed (to compare with what was written). */
export function asRows(sheet: ReadSheet | undefined): CellValue[][] {
  if (!sheet) return [];
  const trim = (cells: CellValue[]) => {
    let end = cells.length;
    while (end > 0 && cells[end - 1] === null) end--;
    return cells.slice(0, end);
  };
  return [trim(sheet.header), ...sheet.rows.map((row) => trim(row.cells))];
}

/** A minimal workbook around a hand-written sheet XML (for malformed or unusual markup). */
export function sheetXmlWorkbook(sheetXml: string, extra: ZipEntryInput[] = []): ZipEntryInput[] {
  return [
    { name: '[Content_Types].xml', data: '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>' },
    {
      name: 'xl/workbook.xml',
      data: '<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data:
        '<Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="/xl/sharedStrings.xml"/></Relationships>',
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml },
    ...extra,
  ];
}
