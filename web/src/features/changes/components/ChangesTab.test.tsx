import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { testAudit, testCampaign } from '../../../test/notes-test-kit';
import { AuditorSessionProvider } from '../../audit-session';
import type { ChangeLoop } from '../api/changes-api';
import { ChangesLine } from './ChangesLine';
import { ChangesTab, NO_CHANGE_SET_TEXT } from './ChangesTab';

const figures = (clicks: number, spend: number, sales: number) => ({ impressions: clicks * 20, clicks, spend, sales, orders: sales > 0 ? 10 : 0, cpc: spend / clicks, acos: sales > 0 ? (spend / sales) * 100 : null });
const item = (entity: string, status: 'applied' | 'different' | 'not_applied' | 'missing', before: number | string, expected: number | string, found: number | string | null) => ({
  kind: typeof expected === 'string' ? ('pause' as const) : ('bid' as const), campaign_id: '111', ad_group_id: '1111', entity_id: entity, subject: null, before, expected, found, status,
});
const contribution = (id: string, name: string, before: number, after: number, effects: Record<string, number>) => ({ id, name, level: 'campaign' as const, before, after, delta: after - before, effects, children: [] });

const LOOP: ChangeLoop = {
  change_set: { id: 4, date: '2026-10-01', source_upload_id: 1, item_count: 3 },
  verify: {
    items: [item('k1', 'applied', 1.2, 0.6, 0.6), item('k2', 'different', 1, 0.75, 0.8), item('k3', 'not_applied', 'enabled', 'paused', 'enabled')],
    counts: { applied: 1, different: 1, not_applied: 1, missing: 0 },
  },
  impact: {
    after_scale: 1,
    changes: [{ item: item('k1', 'applied', 1.2, 0.6, 0.6), before: figures(200, 240, 300), after: figures(200, 120, 300), grade: 'worked', reason: 'ACOS 80.0% -> between 27.0% and 59.0%, sales mostly kept.' }],
    by_kind: {},
    total: { changes: 1, grades: { worked: 1, flat: 0, backfired: 0, not_yet: 0 }, before: { spend: 240, sales: 300 }, after: { spend: 120, sales: 300 } },
  },
  what_changed: {
    spend: { before: 2600, after: 2480, delta: -120, campaigns: [contribution('111', 'SP Valves Exact', 2600, 2480, { clicks: 0, cpc: -120 })] },
    sales: { before: 6112, after: 6712, delta: 600, campaigns: [contribution('111', 'SP Valves Exact', 6112, 6712, { clicks: 540, conversion_rate: 20, order_value: 40 })] },
  },
  narrative: ['On 2026-10-01 we exported 3 changes: 2 bid changes and 1 pause. 1 of 3 reached Amazon; 1 not applied and 1 set to another value.'],
};

function renderInSession(ui: React.ReactElement) {
  const session = { audit: testAudit([testCampaign('111', 'SP Valves Exact', 100, 300)]), businessReport: null, searchTermsProcessing: false, onBusinessReportLoaded: () => {} };
  return renderWithProviders(<AuditorSessionProvider value={session}>{ui}</AuditorSessionProvider>);
}

afterEach(() => vi.unstubAllGlobals());

describe('the Changes tab', { timeout: 20_000 }, () => {
  test('the narrative, each change with its status and what it did, and why the account moved', async () => {
    mockApi({ 'GET /api/bulk/uploads/1/changes': { body: LOOP } });
    renderInSession(<ChangesTab />);
    expect(await screen.findByRole('heading', { name: 'What we changed and what happened' })).toBeInTheDocument();
    expect(screen.getByText(LOOP.narrative[0]!)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The plan exported on 2026-10-01: 1 of 3 changes applied, 1 not applied, 1 different' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Changes of the plan' })).getAllByRole('row');
    expect(within(rows[1]!).getByText('Applied')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Worked')).toBeInTheDocument();
    expect(within(rows[1]!).getAllByText('$0.60')).toHaveLength(2);
    expect(within(rows[2]!).getByText('Different')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('$0.80')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Not applied')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Sales by campaign' })).getByText('clicks +$540.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export the 2 changes not applied' })).toBeEnabled();
  });

  test('at phone width, a card per change with its proposed and found values and its status', async () => {
    // A 375 px window: every max-width query up to the 'sm' breakpoint matches.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: /max-width/.test(query), media: query, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {} }));
    mockApi({ 'GET /api/bulk/uploads/1/changes': { body: LOOP } });
    renderInSession(<ChangesTab />);
    const different = await screen.findByRole('article', { name: 'Bid: SP Valves Exact, k2' });
    expect(screen.queryByRole('table', { name: 'Changes of the plan' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Changes of the plan' })).getAllByRole('article')).toHaveLength(3);
    const figure = (card: HTMLElement, term: string) => within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure(different, 'Proposed')).toBe('$0.75');
    expect(figure(different, 'Found')).toBe('$0.80');
    expect(within(different).getByText('Different')).toBeInTheDocument();
    const applied = screen.getByRole('article', { name: 'Bid: SP Valves Exact, k1' });
    expect(within(applied).getByText('Applied')).toBeInTheDocument();
    expect(within(applied).getByText('Worked')).toBeInTheDocument();
    expect(figure(screen.getByRole('article', { name: 'Pause: SP Valves Exact, k3' }), 'Found')).toBe('enabled');
    // Why the account moved: a card per campaign too, no table to scroll sideways.
    expect(screen.queryByRole('table', { name: 'Sales by campaign' })).toBeNull();
    const salesMove = within(screen.getByRole('list', { name: 'Sales by campaign' })).getByRole('article', { name: 'SP Valves Exact' });
    expect(figure(salesMove, 'Change')).toBe('+$600.00');
    expect(within(salesMove).getByText('Mostly from clicks +$540.00')).toBeInTheDocument();
    expect(figure(within(screen.getByRole('list', { name: 'Spend by campaign' })).getByRole('article'), 'After')).toBe('$2,480.00');
  });

  test('exports the changes not applied', async () => {
    const api = mockApi({ 'GET /api/bulk/uploads/1/changes': { body: LOOP }, 'POST /api/bulk/uploads/1/changes/export': { body: 'PK' } });
    const { user } = renderInSession(<ChangesTab />);
    await user.click(await screen.findByRole('button', { name: 'Export the 2 changes not applied' }));
    expect(await screen.findByText(/Downloaded ads-auditor-changes-not-applied\.xlsx/)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/bulk/uploads/1/changes/export')).toBe(true);
  });

  test('while the search terms are stored, it waits and asks again', async () => {
    let calls = 0;
    mockApi({
      'GET /api/bulk/uploads/1/changes': () => (++calls === 1 ? { status: 409, body: { detail: 'The search terms are still being processed.', code: 'search_terms_pending' } } : { body: LOOP }),
    });
    renderInSession(<ChangesTab />);
    expect(await screen.findByText("Reading the workbook's campaigns to check the changes...")).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'What we changed and what happened' }, { timeout: 8000 })).toBeInTheDocument();
  });

  test('without a plan exported before the upload: what to do to get one', async () => {
    mockApi({ 'GET /api/bulk/uploads/1/changes': { body: { change_set: null, verify: null, impact: null, what_changed: null, narrative: [] } } });
    renderInSession(<ChangesTab />);
    expect(await screen.findByText(NO_CHANGE_SET_TEXT)).toBeInTheDocument();
  });

  test("the Summary's line counts the changes and leads to the tab", async () => {
    mockApi({ 'GET /api/bulk/uploads/1/changes': { body: LOOP } });
    const { router, user } = renderInSession(<ChangesLine />);
    expect(await screen.findByText('The plan exported on 2026-10-01: 1 of 3 changes applied, 1 not applied, 1 different.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See the changes' }));
    expect(router.state.location.search).toBe('?tab=changes');
  });
});
