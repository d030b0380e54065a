/** readBulkRows: the campaign tabs of an .xlsx bulk file as the change loop's rows. */
import { AuditError } from '../errors.js';
import { NOT_A_BULK_FILE_MESSAGE } from '../model/bulk-auditor.js';
import { BulkRowsReader, type BulkRow } from '../changes/bulk-rows.js';
import { readWorkbook } from '../xlsx/read-workbook.js';

/** Throws WorkbookError for a bad .xlsx and AuditError when no campaign tab is readable. */
export async function readBulkRows(bytes: Uint8Array, options: { keepBothSbTabs?: boolean } = {}): Promise<BulkRow[]> {
  const reader = new BulkRowsReader();
  await readWorkbook(bytes, { selectSheet: reader.selectSheet });
  const { rows, tabs } = reader.finish(options);
  if (tabs.length === 0) throw new AuditError('not_a_bulk_file', NOT_A_BULK_FILE_MESSAGE);
  return rows;
}
