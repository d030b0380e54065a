import { expect, test } from 'vitest';
import { buildSnapshot } from '../../src/changes/snapshot.js';
import { snapshotFromJson, snapshotToJson } from '../../src/changes/snapshot-json.js';
import { readBulkRows } from '../../src/node/read-snapshot.js';
import { readPlanInputs } from '../../src/node/read-plan-inputs.js';
import { readPlanSource } from '../../src/node/read-plan-source.js';
import { PLAN_ACCOUNT } from '../plan/plan-fixture.js';
import { workbookOf } from './change-fixture.js';

test('one pass gives the plan source and the snapshot that two reads give, and the snapshot survives JSON', async () => {
  const bytes = workbookOf(PLAN_ACCOUNT);
  const { source, snapshot } = await readPlanInputs(bytes);
  expect(source).toEqual(await readPlanSource(bytes));
  const alone = buildSnapshot(await readBulkRows(bytes));
  expect(snapshot).toEqual(alone);
  expect(snapshotFromJson(JSON.parse(JSON.stringify(snapshotToJson(snapshot))))).toEqual(alone);
  expect(snapshot.targets.get('111')).toMatchObject({ bid: 1.2, state: 'enabled', metrics: { clicks: 200, spend: 240 } });
});
