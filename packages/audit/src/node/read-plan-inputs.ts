/**
 * readPlanInputs: in one pass over the campaign tabs, what the plan reads (PlanSource) and what
 * the change loop compares (the Snapshot), so a stored upload needs no second read of its workbook.
 */
import { AuditError } from '../errors.js';
import { NOT_A_BULK_FILE_MESSAGE } from '../model/bulk-auditor.js';
import { BulkRowsReader } from '../changes/bulk-rows.js';
import { addToSnapshot, emptySnapshot } from '../changes/snapshot.js';
import type { Snapshot } from '../changes/types.js';
import { PlanSourceReader } from '../plan/source-reader.js';
import type { PlanSource } from '../plan/types.js';
import type { SheetVisitor } from '../xlsx/types.js';
import { readWorkbook } from '../xlsx/read-workbook.js';

/** Feeds one sheet to two visitors: the columns either asks for are decoded. */
function both(a: SheetVisitor, b: SheetVisitor): SheetVisitor {
  return {
    readsOnDemand: Boolean(a.readsOnDemand && b.readsOnDemand),
    onHeader(header) {
      const first = a.onHeader(header);
      const second = b.onHeader(header);
      return first === undefined || second === undefined ? undefined : [...new Set([...first, ...second])];
    },
    onRow(cells, rowNumber, row) {
      a.onRow(cells, rowNumber, row);
      b.onRow(cells, rowNumber, row);
    },
  };
}

/** Throws WorkbookError for a bad .xlsx and AuditError when no campaign tab is readable. */
export async function readPlanInputs(bytes: Uint8Array): Promise<{ source: PlanSource; snapshot: Snapshot }> {
  const plan = new PlanSourceReader();
  const snapshot = emptySnapshot();
  const rows = new BulkRowsReader((row) => addToSnapshot(snapshot, row));
  await readWorkbook(bytes, {
    selectSheet: (name) => {
      const a = plan.selectSheet(name);
      const b = rows.selectSheet(name);
      return a && b ? both(a, b) : (a ?? b);
    },
  });
  const source = plan.finish();
  if (Object.keys(source.sheet_names).length === 0) throw new AuditError('not_a_bulk_file', NOT_A_BULK_FILE_MESSAGE);
  rows.finish();
  return { source, snapshot };
}
