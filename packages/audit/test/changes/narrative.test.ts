import { expect, test } from 'vitest';
import { buildNarrative } from '../../src/changes/narrative.js';
import { explainDeltas } from '../../src/changes/root-cause.js';
import { impactOf } from '../../src/changes/impact.js';
import { buildSnapshot } from '../../src/changes/snapshot.js';
import { verifyChanges } from '../../src/changes/verify.js';
import { readBulkRows } from '../../src/node/read-snapshot.js';
import { PLAN_ACCOUNT } from '../plan/plan-fixture.js';
import { exportedPlan, nextAccount, workbookOf } from './change-fixture.js';

test('the narrative says what was changed, what reached Amazon, what worked and why the account moved, with the numbers', async () => {
  const before = buildSnapshot(await readBulkRows(workbookOf(PLAN_ACCOUNT)));
  const after = buildSnapshot(await readBulkRows(workbookOf(nextAccount())));
  const verify = verifyChanges(exportedPlan().changeSet.items, after);
  const narrative = buildNarrative({ changed_on: '2026-10-01', verify, impact: impactOf(verify.items, before, after), root_cause: explainDeltas(before, after) });
  expect(narrative).toEqual([
    'On 2026-10-01 we exported 8 changes: 3 bid changes, 1 placement adjustment, 1 budget change, 1 pause, 1 negative keyword and 1 new keyword. 4 of 8 reached Amazon; 2 not applied, 1 set to another value and 1 whose entity is gone.',
    expect.stringMatching(/^Of the applied changes, 3 worked and 1 made no clear difference\. Together their entities went from \$[\d,.]+ of spend and \$[\d,.]+ of sales to \$[\d,.]+ and \$[\d,.]+\.$/),
    expect.stringMatching(/^Across the account, spend moved -\$[\d,.]+ .* and sales -\$1,400\.00 .*The largest move in sales was campaign 'Brand' \(-\$2,000\.00\), mostly from its /),
  ]);
});
