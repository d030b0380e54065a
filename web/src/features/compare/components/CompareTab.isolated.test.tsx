import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { computeHealth, gradeVerdict, metricsFromCounts, type AdGroup, type AuditSummary, type Campaign } from '@ads-auditor/audit';
import { mockApi } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { AuditorSessionProvider, type LoadedAudit } from '../../audit-session';
import { NotesProvider } from '../../notes';
import type { KeptUpload } from '../api/compare-api';
import { CompareTab } from './CompareTab';
import { COMPARE_TEXTS } from './compare-messages';

const m = (spend: number, sales: number, clicks: number, orders: number) => metricsFromCounts({ impressions: clicks * 20, clicks, spend, sales, orders, units: orders });

function campaign(id: string, name: string, spend: number, sales: number, state = 'enabled'): Campaign {
  const metrics = m(spend, sales, 10, 2);
  const adGroup = { id: `ag-${id}`, name: 'Ad group', metrics, products: [], keywords: [], product_targeting: [], negative_keywords: [], negative_targeting: [] } as unknown as AdGroup;
  return { id, name, type: 'Sponsored Products', type_code: 'SP', state, metrics, placements: [], ad_groups: [adGroup] } as unknown as Campaign;
}

function audit(uploadId: number, campaigns: Campaign[]): LoadedAudit {
  const spend = campaigns.reduce((s, c) => s + c.metrics.spend, 0);
  const sales = campaigns.reduce((s, c) => s + c.metrics.sales, 0);
  const account = m(spend, sales, 10 * campaigns.length, 2 * campaigns.length);
  const summary = {
    account,
    by_campaign_type: [{ key: 'SP', metrics: account, share_of_spend: 100 }],
    by_targeting_type: [],
    placements: { SP: [{ placement: 'Placement Top', metrics: account }], SB: [] },
    by_bidding_strategy: [],
    top_campaigns: [],
  } as AuditSummary;
  return { upload_id: uploadId, file_name: `bulk-${uploadId}.xlsx`, campaigns, summary, report: { sheets_found: [], sheets_used: [], warnings: [] } };
}

const upload = (id: number, day: string): KeptUpload => ({
  id, file_name: `bulk-${id}.xlsx`, uploaded_at: `2026-${day}T10:00:00.000Z`, date_range: null, period_source: null, spend: null, sales: null, roas: null,
  tasks: { audit: 'completed', search_terms: 'completed' },
});

const AUDITS: Record<string, LoadedAudit> = {
  '1': audit(1, [campaign('111', 'SP Valves', 100, 400), campaign('222', 'SP Fittings', 50, 100)]),
  '2': audit(2, [campaign('111', 'SP Valves', 150, 450), campaign('222', 'SP Fittings', 50, 100, 'paused'), campaign('333', 'SP Tees', 20, 0)]),
};

const term = (text: string, campaignId: string, orders: number) => ({
  customer_search_term: text, campaign_id: campaignId, campaign_name: 'SP Valves', metrics: { clicks: 3, spend: 2, sales: orders * 20, orders },
});

function serve(uploads: KeptUpload[]) {
  return mockApi({
    'GET /api/bulk/uploads': { body: { uploads, total: uploads.length, page: 1, page_size: 100 } },
    'GET /api/bulk/campaigns': (request) => ({ body: AUDITS[new URL(request.url).searchParams.get('upload_id')!] }),
    'GET /api/search-terms/ag-111': (request) => {
      const later = new URL(request.url).searchParams.get('upload_id') === '2';
      const rows = [term('brass valve', '111', later ? 1 : 0)];
      return { body: { status: 'success', data: { search_terms: rows, pagination: { total: 1, page: 1, has_next: false, has_previous: false } } } };
    },
    'GET /api/search-terms/ag-222': { body: { status: 'success', data: { search_terms: [], pagination: { total: 0, page: 1, has_next: false, has_previous: false } } } },
    'GET /api/search-terms/ag-333': { body: { status: 'success', data: { search_terms: [], pagination: { total: 0, page: 1, has_next: false, has_previous: false } } } },
    'POST /api/notes/bulk': { body: { campaign_notes: { '111': [{ id: 1, content: 'Raised bids on 2 Feb', created_at: '2026-02-02 10:00:00', campaign_id: '111', parent_asin: null }] }, parent_asin_notes: {} } },
  });
}

function renderCompare() {
  const session = { audit: AUDITS['2']!, accountId: 5, uploadId: null, businessReport: null, searchTermsProcessing: false, onBusinessReportLoaded: () => {} };
  return renderWithProviders(
    <AuditorSessionProvider value={session}>
      <NotesProvider campaignIds={[]} parentAsins={[]}>
        <CompareTab />
      </NotesProvider>
    </AuditorSessionProvider>,
  );
}

// The charts are drawn in the browser journey; here they would only add seconds of SVG layout in jsdom.
vi.mock('./PeriodsChart', () => ({ PeriodsChart: ({ caption }: { caption: string }) => <figure aria-label={caption} /> }));
vi.mock('./WaterfallChart', () => ({ WaterfallChart: ({ caption }: { caption: string }) => <figure aria-label={caption} /> }));

afterEach(() => vi.unstubAllGlobals());

// The waits end as soon as the screen is ready (well under a second here); the limits only
// allow for a machine loaded by a full run.
const LOADED = { timeout: 10_000 };
const SLOW_MACHINE_MS = 20_000;
// The comparison fills the screen with tables, and role or label queries over all of it take
// seconds in jsdom: the checks find an element by its aria-label and read its cells directly.
function labelled(tag: string, name: string): HTMLElement {
  const found = document.body.querySelector<HTMLElement>(`${tag}[aria-label="${CSS.escape(name)}"]`);
  if (!found) throw new Error(`No ${tag} labelled "${name}" on screen`);
  return found;
}
const table = (name: string) => labelled('table', name);
const cellsOf = (row: Element) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);
const rowOf = (tableName: string, header: string) => within(table(tableName)).getByText(header, { selector: 'th' }).closest('tr')!;

describe('CompareTab', () => {
  test('compares the two newest uploads: account deltas, state changes, movers with their notes, search terms', async () => {
    const { calls } = serve([upload(2, '02-28'), upload(1, '01-31')]);
    renderCompare();
    // Everything is on screen once both uploads' search terms and the movers' notes are loaded.
    await screen.findByText('brass valve', { selector: 'th' }, LOADED);
    await screen.findAllByText('Raised bids on 2 Feb', {}, LOADED);

    // Spend is neither good nor bad; higher sales are better, a higher ACOS worse: in words, not only colour.
    expect(cellsOf(rowOf('Account Changes', 'Spend'))).toEqual(['Spend', '$150.00', '$220.00', '+$70.00', '+46.67%']);
    expect(cellsOf(rowOf('Account Changes', 'Sales')).at(-1)).toBe('+10.00%better');
    expect(cellsOf(rowOf('Account Changes', 'ACOS')).at(-1)).toMatch(/^\+.*%worse$/);
    const grade = (id: string) => computeHealth(AUDITS[id]!, { fileName: `bulk-${id}.xlsx` }).grade.letter;
    const gradeChange = labelled('section', 'Health grade change');
    expect(within(gradeChange).getByRole('img', { name: `Earlier grade ${grade('1')}` })).toBeTruthy();
    expect(within(gradeChange).getByRole('img', { name: `Later grade ${grade('2')}` })).toBeTruthy();
    expect(gradeChange.textContent).toContain({ better: 'better', worse: 'worse', neutral: 'unchanged' }[gradeVerdict(grade('1'), grade('2'))]);
    expect(cellsOf(rowOf('Campaign Changes', 'State changed')).slice(2)).toEqual(['SP Fittings', 'SP', 'enabled -> paused']);
    expect(cellsOf(rowOf('Campaign Changes', 'New')).slice(2, 4)).toEqual(['SP Tees', 'SP']);

    const topMover = table('Biggest Movers by Spend').querySelector('tbody tr')!;
    expect(cellsOf(topMover).slice(0, 2)).toEqual(['111', 'SP Valves']);
    expect(within(topMover as HTMLElement).getByText('Raised bids on 2 Feb')).toBeTruthy();
    expect(within(topMover as HTMLElement).getByLabelText('1 note for SP Valves')).toBeTruthy();

    expect(cellsOf(rowOf('Search Terms Newly Converting', 'brass valve')).slice(0, 4)).toEqual(['brass valve', 'SP Valves', '0', '1']);
    expect(calls.some((c) => c.path.startsWith('/api/bulk/campaigns?upload_id=1'))).toBe(true);
    expect(calls.some((c) => c.path.startsWith('/api/search-terms/ag-111?') && c.path.includes('upload_id=1'))).toBe(true);
    expect(calls.find((c) => c.path.startsWith('/api/bulk/uploads'))!.path).toContain('account_id=5');
    // The movers' notes; the NotesProvider's own call asks for every parent-ASIN note.
    expect(calls.filter((c) => c.path === '/api/notes/bulk').map((c) => c.body)).toContainEqual(expect.objectContaining({ campaign_ids: ['111', '333'], all_parent_asins: false }));
    expect(screen.getByText(/^bulk-1\.xlsx \(uploaded/).closest('[role="combobox"]')).toBeTruthy();
    expect(labelled('figure', 'Spend by campaign type: earlier and later')).toBeTruthy();

    // Why the account moved: SP Valves sold $50 more on as many clicks and orders, from its order value.
    expect(labelled('figure', 'Sales: from the earlier upload to the later, campaign by campaign')).toBeTruthy();
    expect(cellsOf(rowOf('Sales change by campaign and effect', 'SP Valves'))).toEqual(['SP Valves', '+$50.00', '$0.00', '$0.00', '+$50.00']);
    expect(cellsOf(rowOf('Sales change by campaign and effect', 'Account'))).toEqual(['Account', '+$50.00', '$0.00', '$0.00', '+$50.00']);
    // Spend: SP Valves +$50 on the same clicks (its CPC), SP Tees +$20 new (its clicks).
    fireEvent.click(screen.getByRole('button', { name: 'Spend' }));
    expect(cellsOf(table('Spend change by campaign and effect').querySelector('tbody tr')!)).toEqual(['SP Valves', '+$50.00', '+$50.00', '$0.00']);
    expect(cellsOf(rowOf('Spend change by campaign and effect', 'Account'))).toEqual(['Account', '+$70.00', '+$50.00', '+$20.00']);
  }, SLOW_MACHINE_MS);

  test('fewer than two audited uploads: the pickers are disabled and the tab says why', async () => {
    serve([upload(2, '02-28'), { ...upload(1, '01-31'), tasks: { audit: 'failed', search_terms: 'failed' } }]);
    renderCompare();
    expect(await screen.findByText(COMPARE_TEXTS.needsTwo, {}, LOADED)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: COMPARE_TEXTS.later }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();
  }, SLOW_MACHINE_MS);

  test('a failed uploads list shows the server message and a Retry', async () => {
    mockApi({ 'GET /api/bulk/uploads': { status: 404, body: { detail: 'Account not found' } } });
    renderCompare();
    expect(await screen.findByText('Account not found', {}, LOADED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  }, SLOW_MACHINE_MS);
});
