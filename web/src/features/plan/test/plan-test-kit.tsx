// Test kit for the Plan tab: a hand-made plan (two bids, a placement, a pause and a negative; a
// held keyword; budgets absent for want of a period), a stand-in for the plan API over the shared
// fetch stub, and a render helper in an auditor session.
import { DEFAULT_PLAN_SETTINGS, PROJECTION_LABEL, type PlanItem } from '@ads-auditor/audit';
import { mockApi, type MockReply } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { testAudit, testCampaign } from '../../../test/notes-test-kit';
import { AuditorSessionProvider } from '../../audit-session';
import type { LoadedPlan, SavedDecisions } from '../api/plan-api';
import { PlanTab } from '../components/PlanTab';

const evidence = (clicks: number, spend: number, sales: number, orders: number) => ({ clicks, spend, sales, orders });
const interval = { level: 90 as const, low: 0.05, high: 0.12, estimate: 0.08, reference: { scope: 'ad_group' as const, rate: 0.08 } };

function item(id: string, extra: Partial<PlanItem> & Pick<PlanItem, 'kind' | 'current' | 'proposed' | 'reason' | 'detail'>): PlanItem {
  return { id, campaign_id: '111', ad_group_id: '1111', entity_id: id.split(':').pop()!, confidence: 'high', interval, evidence: evidence(41, 49.2, 79.4, 3), target_acos: 30, rows: [{ sheet: 'Sponsored Products Campaigns', row: 5 }], ...extra };
}

export const HIGH_ACOS_BID = item('bid:sp:k1', {
  kind: 'bid', current: 1.2, proposed: 0.6, detail: { kind: 'bid', tab: 'sp', entity_text: 'Keyword', type: 'SP' },
  reason: 'ACOS 62% on 41 clicks and 3 orders; target 30%: bid $1.20 -> $0.60 (capped at -50%).',
});
export const GOOD_BID = item('bid:sp:k2', {
  kind: 'bid', current: 0.5, proposed: 0.62, confidence: 'medium', evidence: evidence(100, 50, 500, 20), detail: { kind: 'bid', tab: 'sp', entity_text: 'Keyword', type: 'SP' },
  reason: 'ACOS 10% on 100 clicks and 20 orders; target 30%: bid $0.50 -> $0.62 (capped at +25%).',
});
export const PLACEMENT = item('placement:111:top', {
  kind: 'placement', ad_group_id: null, entity_id: null, current: 0, proposed: 25, detail: { kind: 'placement', tab: 'sp', placement_text: 'Placement Top' },
  reason: 'Top of Search earns $6.00 per click against $2.00 at Rest of Search: adjustment 0% -> 25% (capped at +25%).',
});
export const PAUSE = item('pause:sp:k3', {
  kind: 'pause', current: 'enabled', proposed: 'paused', campaign_id: '222', evidence: evidence(60, 60, 0, 0), detail: { kind: 'pause', tab: 'sp', entity_text: 'Keyword' },
  reason: '$60.00 on 60 clicks without an order; target 30% allows $7.58 before one: pause.',
});
export const NEGATIVE = item('negative:neg:exact:222:2221:cheap valve', {
  kind: 'negative', campaign_id: '222', entity_id: null, current: null, proposed: 'cheap valve', confidence: 'low', interval: null, evidence: evidence(20, 20, 0, 0),
  detail: { kind: 'negative', level: 'ad_group', keyword_text: 'cheap valve', match_type: 'Negative Exact' },
  reason: "'cheap valve': $20.00 spent on 20 clicks and no orders; target 30%: add as Negative Exact in ad group 'Auto'.",
});

export function testPlan(decisions: SavedDecisions = {}): LoadedPlan {
  const { period_days: _p, ...settings } = DEFAULT_PLAN_SETTINGS;
  const current = { spend: 500, sales: 1000, acos: 50 };
  return {
    upload_id: 1,
    account_id: 7,
    settings,
    period_days: null,
    decisions,
    plan: {
      target_acos: 30,
      items: [HIGH_ACOS_BID, GOOD_BID, PLACEMENT, PAUSE, NEGATIVE],
      held: [{ kind: 'bid', campaign_id: '111', ad_group_id: '1111', entity_id: 'k9', reason: 'ACOS 60% on 5 clicks and 1 order: too few clicks to tell; left alone.', confidence: 'low', interval, evidence: evidence(5, 6, 10, 1), rows: [] }],
      total_held: 1,
      flags: [],
      absent: [{ kind: 'budget', reason: 'The period of the workbook is not known: set it to get budget changes.' }],
      projection: { label: PROJECTION_LABEL, current, projected: current, items: 5 },
      warnings: [],
    },
  };
}

/** A negative only the account's Search Term Report brings (its longer window). */
export const REPORT_NEGATIVE = item('negative:neg:exact:222:2221:brass valve cheap', {
  kind: 'negative', campaign_id: '222', entity_id: null, current: null, proposed: 'brass valve cheap', confidence: 'low', interval: null, evidence: evidence(35, 41, 0, 0),
  detail: { kind: 'negative', level: 'ad_group', keyword_text: 'brass valve cheap', match_type: 'Negative Exact' },
  reason: "'brass valve cheap': $41.00 spent on 35 clicks and no orders; target 30%: add as Negative Exact in ad group 'Auto'.",
});
export const TEST_REPORT_ABOUT = { id: 3, file_name: 'str-65-days.csv', start_date: '2025-05-01', end_date: '2025-07-04', unmatched_lines: 1 };

/** The plan over the report: its negatives instead of the bulk file's, and the report named. */
export function testReportPlan(decisions: SavedDecisions = {}): LoadedPlan {
  const plan = testPlan(decisions);
  const items = [...plan.plan.items.filter((i) => i.kind !== 'negative'), REPORT_NEGATIVE];
  return { ...plan, search_term_report: TEST_REPORT_ABOUT, plan: { ...plan.plan, items } };
}

interface ServerOptions {
  /** The plan for the source asked (null: the bulk file's). */
  plan?: (source: string | null) => MockReply | Promise<MockReply>;
  /** The account's latest Search Term Report (none when absent). */
  report?: object;
  decisions?: (body: unknown) => MockReply;
  exportReply?: MockReply;
}

/** The plan API over the fetch stub; decisions PUT answers what was sent. */
export function planServer(options: ServerOptions = {}) {
  let saved: SavedDecisions = {};
  return mockApi({
    'GET /api/bulk/uploads/1/plan': (request) => {
      const source = new URL(request.url).searchParams.get('source');
      if (options.plan) return options.plan(source);
      return { body: { ...(source === 'search_term_report' ? testReportPlan() : testPlan()), decisions: saved } };
    },
    'GET /api/accounts/7/search-term-reports/latest': options.report ? { body: options.report } : { status: 404, body: { detail: 'No Search Term Report uploaded for this account yet.' } },
    'PUT /api/bulk/uploads/1/plan/decisions': async (request) => {
      const body = (await request.json()) as { decisions: ({ item_id: string } & SavedDecisions[string])[] };
      if (options.decisions) return options.decisions(body);
      for (const { item_id, ...d } of body.decisions) saved = { ...saved, [item_id]: d };
      return { body: { decisions: saved } };
    },
    'POST /api/bulk/uploads/1/plan/export': options.exportReply ?? { body: {} },
    'PUT /api/accounts/7/plan-settings': async (request) => {
      const body = (await request.json()) as Record<string, unknown>;
      return { body: { settings: { ...testPlan().settings, ...body }, costs_problems: [] } };
    },
  });
}

const CAMPAIGNS = [testCampaign('111', 'SP Valves Exact', 100, 300), testCampaign('222', 'SP Valves Auto', 50, 60)];

/** The tab inside an auditor session (upload 1), as AuditorTabs renders it. */
export function renderPlanTab({ searchTermsProcessing = false } = {}) {
  const session = { audit: testAudit(CAMPAIGNS), accountId: 7, businessReport: null, searchTermsProcessing, onBusinessReportLoaded: () => {} };
  return renderWithProviders(
    <AuditorSessionProvider value={session}>
      <PlanTab />
    </AuditorSessionProvider>,
  );
}
