import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { formatMoney } from '@ads-auditor/audit';
import { mockApi } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { buildTestAudit } from '../../../test/audit-fixture';
import { fromAudit } from '../report-model';
import { LINK_GONE_TITLE, SharedReportPage } from './SharedReportPage';

const audit = buildTestAudit(12);
const [first] = audit.campaigns;

/** The answer of GET /api/shares/{token}, built as the server builds it (report-model's fromAudit). */
function sharedReport(fileName = 'bulk-x-20260101-20260131-1.xlsx') {
  const model = fromAudit({
    accountName: 'ZValves US',
    audit: { ...audit, file_name: fileName },
    campaignNotes: { [first!.id]: [{ id: 7, content: 'Shared: lower the bids', created_at: '2026-02-01 10:00:00', campaign_id: first!.id, parent_asin: null }] },
    parentAsinNotes: {},
    businessReport: null,
    insights: null,
  });
  return {
    account_name: model.accountName,
    date_range: model.dateRange,
    shared_at: '2026-02-02T10:00:00.000Z',
    expires_at: '2026-02-09T10:00:00.000Z',
    campaign_count: model.campaignCount,
    summary: model.summary,
    health: model.health,
    top_campaigns: model.topCampaigns,
    notes: model.notes,
  };
}

/** The page at /r/{token}, as the app's router serves it. */
async function renderPage(token: string) {
  const view = renderWithProviders(<div />, { extraRoutes: [{ path: '/r/:token', element: <SharedReportPage /> }] });
  await view.router.navigate(`/r/${token}`);
  return view;
}

describe('the shared report page', () => {
  test('shows the account, its period, totals, health, top campaigns and the shared notes; never indexed', async () => {
    mockApi({ 'GET /api/shares/abc': { body: sharedReport() } });
    await renderPage('abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'ZValves US' })).toBeInTheDocument();
    expect(screen.getByText(/^Period: Jan 1, 2026 to Jan 31, 2026 \(31 days\) · 12 campaigns$/)).toBeInTheDocument();
    expect(screen.getAllByText(formatMoney(audit.summary.account.spend)).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Account health' })).toBeInTheDocument();
    // The ten with the most spend, most first.
    const rows = within(screen.getByRole('table', { name: 'Top campaigns' })).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows[1]).toHaveTextContent('Campaign 011');
    expect(screen.getByRole('table', { name: 'Top campaigns' })).not.toHaveTextContent('Campaign 000');
    expect(screen.getByText('Shared: lower the bids')).toBeInTheDocument();
    // A link made without the change loop's narrative has no such section.
    expect(screen.queryByRole('region', { name: 'What we changed and what happened' })).not.toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  test('opens with the headline and the grade; data quality stays with the consultant; one top-campaigns section', async () => {
    // A file name without dates: the Summary tab would advise setting the period or renaming the file.
    const report = sharedReport('my-export.xlsx');
    mockApi({ 'GET /api/shares/abc': { body: report } });
    await renderPage('abc');
    await screen.findByRole('heading', { level: 1, name: 'ZValves US' });
    const headline = screen.getByRole('region', { name: 'Account headline' });
    expect(within(headline).getByText('Health grade').nextElementSibling).toHaveTextContent(report.health.grade.letter);
    // The headline comes straight after the title, before the health checks and the Summary cards.
    const sections = [...document.querySelectorAll('section')];
    expect(sections[0]).toBe(headline);
    expect(screen.getByText('Period not known · 12 campaigns')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Data quality' })).not.toBeInTheDocument();
    expect(screen.queryByText(/file name|rename|from History/i)).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: /^top campaigns by spend$/i })).toHaveLength(1);
    // The one section holds both the campaigns by name and the top-5/10/15/20 groups.
    const top = screen.getByRole('region', { name: 'Top campaigns by spend' });
    expect(within(top).getByRole('table', { name: 'Top campaigns' })).toBeInTheDocument();
    expect(within(top).getByRole('table', { name: 'Top Campaigns by Spend' })).toHaveTextContent('Top 5');
  });

  test("shows 'What we changed and what happened' when the link carries it", async () => {
    const narrative = ['On 2026-10-01 we exported 3 changes: 2 bid changes and 1 pause. 1 of 3 reached Amazon.', 'Across the account, sales moved +$600.00.'];
    mockApi({ 'GET /api/shares/abc': { body: { ...sharedReport(), narrative } } });
    await renderPage('abc');
    const section = await screen.findByRole('region', { name: 'What we changed and what happened' });
    expect(within(section).getByText(narrative[0]!)).toBeInTheDocument();
    expect(within(section).getByText(narrative[1]!)).toBeInTheDocument();
  });

  test('a revoked or expired link reads so', async () => {
    const { calls } = mockApi({ 'GET /api/shares/gone': { status: 404, body: { detail: 'This report link has expired or was revoked.' } } });
    await renderPage('gone');
    expect(await screen.findByText(LINK_GONE_TITLE)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
