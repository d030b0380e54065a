import { expect, test } from 'vitest';
import { changesToExportAgain } from '../../src/changes/reexport.js';
import { verifyChanges } from '../../src/changes/verify.js';
import { readPlanInputs } from '../../src/node/read-plan-inputs.js';
import { readBulkRows } from '../../src/node/read-snapshot.js';
import { buildPlanWorkbook } from '../../src/plan/export-workbook.js';
import { exportedPlan, nextAccount, workbookOf } from './change-fixture.js';

test('the changes that did not reach Amazon export again, validated against the new workbook', async () => {
  const { changeSet } = exportedPlan();
  const { source, snapshot } = await readPlanInputs(workbookOf(nextAccount()));
  const verified = verifyChanges(changeSet.items, snapshot);
  const again = changesToExportAgain(verified.items, changeSet.items, snapshot);
  // 112 (different), 115 (not applied) and the harvest (not applied); the missing 301 cannot be.
  expect(again.map((c) => [c.item.kind, c.item.entity_id ?? c.item.campaign_id, c.value])).toEqual([
    ['bid', '112', 0.62], ['pause', '115', 'paused'], ['harvest', '100', 1],
  ]);
  const rows = await readBulkRows(buildPlanWorkbook(again, source), { keepBothSbTabs: true });
  expect(rows.map((r) => [r.operation, r.entity_text, r.entity_id, r.bid, r.state, r.keyword_text])).toEqual([
    ['update', 'Keyword', '112', 0.62, '', ''],
    ['update', 'Keyword', '115', null, 'paused', ''],
    ['create', 'Keyword', '', 1, 'enabled', 'great term'],
  ]);
});
