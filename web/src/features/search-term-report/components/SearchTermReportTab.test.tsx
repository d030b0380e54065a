import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { stubXhr } from '../../../test/xhr-stub';
import { AuditorSessionProvider, type AuditorSession, type LoadedAudit } from '../../audit-session';
import type { LoadedSearchTermReport } from '../api/search-term-report-api';
import { SearchTermReportTab } from './SearchTermReportTab';

const figures = (spend: number, sales: number, clicks: number, orders: number) => ({
  impressions: clicks * 20, clicks, spend, sales, orders, acos: sales > 0 ? (spend / sales) * 100 : null,
});

const DAILY: LoadedSearchTermReport = {
  id: 7, file_name: 'Sponsored Products Search term report.csv', uploaded_at: '2026-11-27T10:00:00.000Z',
  audit: { upload_id: 1, file_name: 'bulk-july.xlsx' },
  product: 'SP', currency: 'AED', start_date: '2025-07-01', end_date: '2025-07-03', time_unit: 'daily', days: 3, rows: 4, campaign_count: 2, term_count: 3,
  totals: figures(23.3, 89.97, 29, 3),
  by_day: [
    { date: '2025-07-01', ...figures(11.3, 29.99, 14, 1) },
    { date: '2025-07-02', ...figures(9.7, 59.98, 12, 2) },
    { date: '2025-07-03', ...figures(2.3, 0, 3, 0) },
  ],
  by_campaign: [
    { campaign_name: 'Valves SP', ...figures(21, 89.97, 26, 3), in_audit: true },
    { campaign_name: 'Old campaign', ...figures(2.3, 0, 3, 0), in_audit: false },
  ],
  matched_campaigns: 1, unmatched_campaigns: 1,
  top_terms: [{ customer_search_term: 'nasal valve', campaign_name: 'Valves SP', ad_group_name: 'Exact AG', targeting: 'nasal valve', match_type: 'EXACT', ...figures(17.8, 89.97, 22, 3), in_audit: true }],
};

const SUMMARY: LoadedSearchTermReport = { ...DAILY, file_name: 'summary.xlsx', currency: 'JPY', time_unit: 'summary', by_day: [], totals: figures(3000, 12000, 40, 4) };

function renderTab() {
  const session: AuditorSession = { audit: { upload_id: 1 } as LoadedAudit, accountId: 5, businessReport: null, searchTermsProcessing: false, onBusinessReportLoaded: () => {} };
  return renderWithProviders(<AuditorSessionProvider value={session}><SearchTermReportTab /></AuditorSessionProvider>);
}
const chooseFile = (file: File) => fireEvent.change(screen.getByLabelText(/Search Term Report \(\.csv or \.xlsx/), { target: { files: [file] } });

describe("the 'Search Term Report' tab", () => {
  test('without a report: the upload; a daily report then shows its period, totals in its own currency, the daily chart and the campaigns matched', async () => {
    const { calls } = mockApi({ 'GET /api/accounts/5/search-term-reports/latest': { status: 404, body: { detail: 'No Search Term Report uploaded for this account yet.' } } });
    const { sent } = stubXhr(201, DAILY);
    renderTab();
    expect(await screen.findByText('select a file')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/accounts/5/search-term-reports/latest']);

    chooseFile(new File(['Start Date'], 'Sponsored Products Search term report.csv', { type: 'text/csv' }));
    expect(await screen.findByTestId('report-period')).toHaveTextContent('Sponsored Products · Daily · Jul 1, 2025 – Jul 3, 2025 (3 days)');
    expect(sent).toHaveLength(1);
    const totals = screen.getByRole('region', { name: 'Report totals' });
    expect(within(totals).getByText('Spend').nextSibling).toHaveTextContent(/AED\s?23\.30/);
    expect(within(totals).getByText('Sales').nextSibling).toHaveTextContent(/AED\s?89\.97/);
    expect(within(totals).getByText('ACOS').nextSibling).toHaveTextContent('25.90%');
    expect(screen.getByRole('figure', { name: 'Spend, sales and ACOS by day, Jul 1, 2025 to Jul 3, 2025' })).toBeInTheDocument();
    expect(screen.getByText(/1 of 2 campaigns are in the latest audit \(bulk-july\.xlsx\); 1 is not/)).toBeInTheDocument();
    const campaigns = screen.getByRole('table', { name: 'Figures by campaign' });
    expect(within(within(campaigns).getByRole('rowheader', { name: /Old campaign/ })).getByText('Not in the audit')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Top search terms' })).getByRole('rowheader', { name: /nasal valve/ })).toHaveTextContent('Valves SP · Exact AG · EXACT');
  });

  test('a summary report says it has no days; a file that is not a report shows the server\'s message', async () => {
    mockApi({ 'GET /api/accounts/5/search-term-reports/latest': { body: SUMMARY } });
    stubXhr(400, { detail: 'This is an Amazon Ads bulk file, not a Search Term Report: upload it as the bulk file.' });
    const { user } = renderTab();
    expect(await screen.findByText(/This is a summary report: it has no days/)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Report totals' })).getByText('Spend').nextSibling).toHaveTextContent(/3,000/);

    await user.click(screen.getByRole('button', { name: 'Upload another report' }));
    chooseFile(new File(['PK'], 'bulk.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    expect(await screen.findByText('This is an Amazon Ads bulk file, not a Search Term Report: upload it as the bulk file.')).toBeInTheDocument();
    chooseFile(new File(['x'], 'report.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Only .csv or .xlsx files are allowed.')).toBeInTheDocument();
    expect(screen.getByTestId('report-period')).toHaveTextContent('Summary');
  });
});
