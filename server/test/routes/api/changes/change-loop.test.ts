// The change loop API: a plan exported from one upload, checked against the account's next upload
// built so that each change's status is known; the impact and the account's moves; the changes
// that did not reach Amazon exported again; another user's upload refused.
import { buildBulkWorkbook, type BulkFixture, type FixtureCounts } from '@ads-auditor/audit/fixtures';
import { readBulkRows } from '@ads-auditor/audit/node';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeLoopSchema } from '../../../../src/routes/api/changes/schemas.js';
import { authHeaders, buildAuditTestApp, uploadAndWait } from '../../../helpers/audit.js';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../../helpers/index.js';

const m = (clicks: number, spend: number, sales = 0, orders = 0): FixtureCounts => ({ impressions: clicks * 20, clicks, spend, sales, orders });

/** Keyword 111 (ACOS 80 %) gets a bid cut to $0.60, 116 (ACOS 40 %) one to $0.75, and 115 (no orders) a pause. */
function account(next = false): BulkFixture {
  return {
    campaigns: [{
      id: '100', name: 'Main', dailyBudget: 50,
      adGroups: [{
        id: '110', name: 'Exact', defaultBid: 1,
        products: [{ asin: 'B0AAAAAAA1', sku: 'SKU-1', metrics: m(1288, 1300, 3312, 131) }],
        keywords: [
          // Next month: the cut reached Amazon and brought the ACOS from 80 % to 53 % (still over target: the plan would cut again).
          { id: '111', text: 'high acos', matchType: 'Exact', bid: next ? 0.6 : 1.2, metrics: next ? m(600, 480, 900, 30) : m(200, 240, 300, 10) },
          // Next month: still enabled (the pause was not uploaded).
          { id: '115', text: 'waste', matchType: 'Exact', bid: 1, metrics: m(60, 60) },
          // Next month: set to $0.80, not the proposed $0.75.
          { id: '116', text: 'mid', matchType: 'Exact', bid: next ? 0.8 : 1, metrics: m(1000, 1000, 2500, 100) },
        ],
      }],
    }],
  };
}

describe.each(dialects)('change loop API (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let first: number;
  let second: number;

  const call = (user: SignedInUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload === undefined ? undefined : JSON.stringify(payload), headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...authHeaders(user) } });

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect);
    [alice, bob] = await Promise.all([signUpAndLogin(t.app), signUpAndLogin(t.app)]);
    ({ started: { upload_id: first } } = await uploadAndWait(t.app, alice, buildBulkWorkbook(account())));
  });
  afterAll(() => t.close());

  it('before any export, and on the upload the plan was made on: no change set', async () => {
    const response = await call(alice, 'GET', `/api/bulk/uploads/${first}/changes`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ change_set: null, verify: null, impact: null, what_changed: null, narrative: [] });
  });

  it("checks the next upload against the exported plan: each change's status, the impact and the account's moves", async () => {
    const decisions = ['bid:sp:111', 'bid:sp:116', 'pause:sp:115'].map((id) => ({ item_id: id, status: 'accepted' }));
    expect((await call(alice, 'PUT', `/api/bulk/uploads/${first}/plan/decisions`, { decisions })).statusCode).toBe(200);
    const exported = await call(alice, 'POST', `/api/bulk/uploads/${first}/plan/export`);
    expect(exported.statusCode, exported.body).toBe(200);
    ({ started: { upload_id: second } } = await uploadAndWait(t.app, alice, buildBulkWorkbook(account(true))));

    const response = await call(alice, 'GET', `/api/bulk/uploads/${second}/changes`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect([...Value.Errors(ChangeLoopSchema, answer)].map((e) => `${e.path}: ${e.message}`)).toEqual([]);
    expect(answer.change_set).toMatchObject({ id: Number(exported.headers['x-change-set-id']), source_upload_id: first, item_count: 3 });
    expect(answer.verify.counts).toEqual({ applied: 1, different: 1, not_applied: 1, missing: 0 });
    expect(answer.verify.items.find((i: { entity_id: string }) => i.entity_id === '116')).toMatchObject({ before: 1, expected: 0.75, found: 0.8, status: 'different' });
    expect(answer.impact.changes).toHaveLength(1);
    expect(answer.impact.changes[0]).toMatchObject({ item: { entity_id: '111' }, grade: 'worked', before: { acos: 80 }, after: { acos: expect.closeTo(53.33, 1) } });
    expect(answer.what_changed.sales).toMatchObject({ delta: 600 });
    expect(answer.narrative[0]).toMatch(/we exported 3 changes: 2 bid changes and 1 pause\. 1 of 3 reached Amazon; 1 not applied and 1 set to another value\.$/);
  });

  it("a share link carries 'What we changed and what happened' only when chosen and the upload has it", async () => {
    const { narrative } = (await call(alice, 'GET', `/api/bulk/uploads/${second}/changes`)).json<{ narrative: string[] }>();
    const shared = async (uploadId: number, choice: object) => {
      const created = await call(alice, 'POST', '/api/shares', { upload_id: uploadId, ...choice });
      expect(created.statusCode, created.body).toBe(201);
      const view = await t.app.inject({ method: 'GET', url: `/api/shares/${created.json<{ token: string }>().token}` });
      expect(view.statusCode, view.body).toBe(200);
      return view.json<Record<string, unknown>>();
    };
    const chosen = await shared(second, { include_narrative: true });
    expect(chosen.narrative).toEqual(narrative);
    expect(String(chosen.narrative)).toContain('1 of 3 reached Amazon');
    for (const left of [await shared(second, { include_narrative: false }), await shared(second, {}), await shared(first, { include_narrative: true })]) {
      expect(left).not.toHaveProperty('narrative');
      expect(JSON.stringify(left)).not.toContain('reached Amazon');
    }
    // A copy of a link keeps its choice.
    const links = (await call(alice, 'GET', '/api/shares')).json<{ shares: { id: number }[] }>().shares;
    const copied = await call(alice, 'POST', `/api/shares/${links.at(-1)!.id}/copy`);
    expect(copied.statusCode, copied.body).toBe(201);
    const copy = await t.app.inject({ method: 'GET', url: `/api/shares/${copied.json<{ token: string }>().token}` });
    expect(copy.json()).toMatchObject({ narrative });
  });

  it("leaves an applied change's entity alone in the next plan, for the account's observation days", async () => {
    const plan = async () => (await call(alice, 'GET', `/api/bulk/uploads/${second}/plan`)).json<{ plan: { items: { entity_id: string | null }[]; held: { entity_id: string | null; reason: string }[] } }>().plan;
    const locked = await plan();
    expect(locked.items.map((i) => i.entity_id)).not.toContain('111');
    expect(locked.held.find((h) => h.entity_id === '111')!.reason).toMatch(/^Changed on \d{4}-\d\d-\d\d \(0 days ago\): left alone until \d{4}-\d\d-\d\d so the change can show its effect\.$/);
    // With no days to observe, the plan proposes again.
    const accountId = (await call(alice, 'GET', '/api/accounts')).json<{ accounts: { id: number }[] }>().accounts[0]!.id;
    expect((await call(alice, 'PUT', `/api/accounts/${accountId}/plan-settings`, { observation_days: 0 })).statusCode).toBe(200);
    expect((await plan()).items.map((i) => i.entity_id)).toContain('111');
    expect((await call(alice, 'PUT', `/api/accounts/${accountId}/plan-settings`, { observation_days: 91 })).json().detail).toBe('The observation days must be a whole number between 0 and 90.');
  });

  it('exports the changes that did not reach Amazon again, as a bulk file', async () => {
    const response = await call(alice, 'POST', `/api/bulk/uploads/${second}/changes/export`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-change-count']).toBe('2');
    const rows = await readBulkRows(new Uint8Array(response.rawPayload), { keepBothSbTabs: true });
    expect(rows.map((r) => [r.entity_id, r.bid, r.state])).toEqual([['116', 0.75, ''], ['115', null, 'paused']]);
  });

  it("another user's upload is not found, and nothing to export before a change set", async () => {
    expect((await call(bob, 'GET', `/api/bulk/uploads/${second}/changes`)).statusCode).toBe(404);
    expect((await call(bob, 'POST', `/api/bulk/uploads/${second}/changes/export`)).statusCode).toBe(404);
    const none = await call(alice, 'POST', `/api/bulk/uploads/${first}/changes/export`);
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toBe('No change set was exported before this upload.');
  });
});
