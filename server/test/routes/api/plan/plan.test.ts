// The plan API: the plan of an upload as the engine builds it from the same workbook, settings
// remembered per ad account, decisions saved per item, the export and its change set.
import { buildPlan, computeInsights, PlanSourceReader, type Plan, type PlanSettings } from '@ads-auditor/audit';
import { auditBulkWorkbook, readPlanSource, readSearchTerms, readWorkbook } from '@ads-auditor/audit/node';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_SOURCE_MISSING } from '../../../../src/commands/plan.js';
import { PlanAnswerSchema } from '../../../../src/routes/api/plan/schemas.js';
import { authHeaders, buildAuditTestApp, uploadAndWait } from '../../../helpers/audit.js';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../../helpers/index.js';
import { insightsWorkbook } from '../insights/insights-workbook.js';

interface Served {
  upload_id: number;
  account_id: number;
  settings: Omit<PlanSettings, 'period_days'>;
  period_days: number | null;
  decisions: Record<string, { status: string | null; value: number | null; note: string | null }>;
  plan: Plan;
}

/** Amazon's name for a 30-day download: budgets need the period. */
const FILE_NAME = 'bulk-a1b2c3-20260101-20260130-1767225600000.xlsx';
const BID_ID = 'bid:sp:711';

async function expectedPlan(settings: Partial<PlanSettings> = {}): Promise<Plan> {
  const bytes = insightsWorkbook();
  const [source, audit, terms] = await Promise.all([readPlanSource(bytes), auditBulkWorkbook(bytes), readSearchTerms(bytes)]);
  const insights = computeInsights({ campaigns: audit.campaigns, search_terms: terms.search_terms }, { target_acos: settings.target_acos ?? 30 });
  return JSON.parse(JSON.stringify(buildPlan({ source, insights }, { period_days: 30, ...settings }))) as Plan;
}

describe.each(dialects)('plan API (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let uploadId: number;
  let accountId: number;

  const call = (user: SignedInUser | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload === undefined ? undefined : JSON.stringify(payload), headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...(user ? authHeaders(user) : {}) } });
  const plan = async (user = alice) => {
    const response = await call(user, 'GET', `/api/bulk/uploads/${uploadId}/plan`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Served>();
  };
  const decide = (decisions: object[], user = alice) => call(user, 'PUT', `/api/bulk/uploads/${uploadId}/plan/decisions`, { decisions });
  const settingsUrl = () => `/api/accounts/${accountId}/plan-settings`;

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect);
    [alice, bob] = await Promise.all([signUpAndLogin(t.app), signUpAndLogin(t.app)]);
    ({ started: { upload_id: uploadId } } = await uploadAndWait(t.app, alice, insightsWorkbook(), FILE_NAME));
    accountId = (await call(alice, 'GET', '/api/accounts')).json<{ accounts: { id: number }[] }>().accounts[0]!.id;
  });
  afterAll(() => t.close());

  it('answers the plan the engine builds from the same workbook, with the default settings and no decisions', async () => {
    const served = await plan();
    expect(served.plan).toEqual(await expectedPlan());
    expect(served).toMatchObject({ upload_id: uploadId, account_id: accountId, period_days: 30, decisions: {} });
    expect(served.settings.target_acos).toBe(30);
    expect(served.plan.items.map((i) => i.kind)).toEqual(expect.arrayContaining(['bid', 'negative']));
    expect([...Value.Errors(PlanAnswerSchema, served)].map((e) => `${e.path}: ${e.message}`)).toEqual([]);
  });

  it('remembers settings per ad account and builds the plan with them; a bad value answers 400 and changes nothing', async () => {
    const saved = await call(alice, 'PUT', settingsUrl(), { target_acos: 20, max_increase: 10, brand_target_acos: null });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toMatchObject({ target_acos: 20, max_increase: 10, max_decrease: 50, brand_target_acos: null });
    const served = await plan();
    expect(served.plan).toEqual(await expectedPlan({ target_acos: 20, max_increase: 10 }));
    const bad = await call(alice, 'PUT', settingsUrl(), { target_acos: 0, max_decrease: 95 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Target ACOS must be between 1% and 1000%. The largest decrease must be between 1% and 90%.');
    expect((await call(alice, 'GET', settingsUrl())).json().settings).toMatchObject({ target_acos: 20, max_increase: 10 });
    expect((await call(alice, 'PUT', settingsUrl(), { target_acos: 30, max_increase: 25 })).statusCode).toBe(200);
  });

  it('reads a costs CSV, naming each bad line and using the rest', async () => {
    const csv = 'asin,price,cogs,fees\nB0AAAAAAA1,20,5,3\nB0AAAAAAA2,abc,1,1\n,10,1,1\nB0AAAAAAA3,10,-1,1\n';
    const response = await call(alice, 'PUT', settingsUrl(), { costs_csv: csv, margin: 5 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().settings.break_even).toEqual({ costs: [{ asin: 'B0AAAAAAA1', price: 20, cogs: 5, fees: 3 }], margin: 5 });
    expect(response.json().costs_problems).toEqual([
      "Costs line 3 (B0AAAAAAA2): the price 'abc' is not a number.",
      'Costs line 4: the ASIN is missing.',
      'Costs line 5 (B0AAAAAAA3): the cogs is negative.',
    ]);
    const none = await call(alice, 'PUT', settingsUrl(), { costs_csv: 'asin,price,cogs,fees\n,1,1,1\n' });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toContain('Costs line 2: the ASIN is missing.');
    // The workbook advertises none of these ASINs: the plan says so and uses the target ACOS.
    expect((await plan()).plan.warnings).toEqual(['The costs name ASIN B0AAAAAAA1, which no product ad of this upload advertises; it is not used.']);
    expect((await call(alice, 'PUT', settingsUrl(), { break_even: null })).json().settings.break_even).toBeNull();
  });

  it('saves decisions per item, checks edited values against the item limits, and keeps them for the next read', async () => {
    const items = (await plan()).plan.items;
    const negative = items.find((i) => i.kind === 'negative')!;
    const saved = await decide([
      { item_id: BID_ID, status: 'accepted', value: 1.1, note: 'Raise slowly' },
      // Null as the web app sends it: the proposed value, undecided note.
      { item_id: negative.id, status: 'rejected', value: null, note: null },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().decisions).toEqual({
      [BID_ID]: { status: 'accepted', value: 1.1, note: 'Raise slowly' },
      [negative.id]: { status: 'rejected', value: null, note: null },
    });
    expect((await plan()).decisions).toEqual(saved.json().decisions);

    const bad = await decide([
      { item_id: BID_ID, status: 'accepted', value: 2000 },
      { item_id: 'bid:sp:nope', status: 'accepted' },
      { item_id: negative.id, status: 'accepted', value: 3 },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe(
      `Item ${BID_ID}: the bid must be between $0.02 and $1,000.00. Item bid:sp:nope is not in the plan of this upload. Item ${negative.id}: a negative has no value to edit; accept or reject it.`,
    );
    expect((await decide([{ item_id: BID_ID, status: 'accepted', value: 1.234 }])).json().detail).toBe(`Item ${BID_ID}: the bid must be an amount in whole cents.`);
    expect((await plan()).decisions[BID_ID]).toEqual({ status: 'accepted', value: 1.1, note: 'Raise slowly' });
  });

  it('exports exactly the accepted items at their edited values and stores the change set', async () => {
    const response = await call(alice, 'POST', `/api/bulk/uploads/${uploadId}/plan/export`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="ads-auditor-plan.xlsx"');
    // Read back by the engine: one keyword row, the edited bid.
    const reader = new PlanSourceReader();
    await readWorkbook(response.rawPayload, { selectSheet: reader.selectSheet });
    const source = reader.finish();
    expect(source.targets.map((k) => [k.entity_id, k.bid])).toEqual([['711', 1.1]]);

    const listed = await call(alice, 'GET', `/api/bulk/uploads/${uploadId}/plan/change-sets`);
    expect(listed.statusCode).toBe(200);
    const [changeSet] = listed.json().change_sets;
    expect(String(changeSet.id)).toBe(response.headers['x-change-set-id']);
    expect(changeSet).toMatchObject({ upload_id: uploadId, date: new Date().toISOString().slice(0, 10) });
    expect(changeSet.items).toEqual([expect.objectContaining({ item_id: BID_ID, field: 'bid', campaign_id: '700', entity_id: '711', from: 1, to: 1.1 })]);
  });

  it('refuses to export when nothing is accepted, storing no change set', async () => {
    await decide([{ item_id: BID_ID, status: 'rejected' }]);
    const response = await call(alice, 'POST', `/api/bulk/uploads/${uploadId}/plan/export`);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('The plan cannot be exported: Accept at least one item to export.');
    expect((await call(alice, 'GET', `/api/bulk/uploads/${uploadId}/plan/change-sets`)).json().change_sets).toHaveLength(1);
  });

  it("answers 404 for another user's upload and account, changing nothing", async () => {
    expect((await call(bob, 'GET', `/api/bulk/uploads/${uploadId}/plan`)).statusCode).toBe(404);
    expect((await decide([{ item_id: BID_ID, status: 'accepted' }], bob)).statusCode).toBe(404);
    expect((await call(bob, 'PUT', settingsUrl(), { target_acos: 50 })).statusCode).toBe(404);
    expect((await plan()).decisions[BID_ID]?.status).toBe('rejected');
  });

  it('answers 409 for an upload audited before plans existed', async () => {
    const { started } = await uploadAndWait(t.app, alice, insightsWorkbook(), 'older.xlsx');
    await t.app.db.deleteFrom('upload_plan_sources').where('upload_id', '=', started.upload_id).execute();
    const response = await call(alice, 'GET', `/api/bulk/uploads/${started.upload_id}/plan`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: PLAN_SOURCE_MISSING });
  });
});
