import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { PARENT_TITLE_DISPLAY_LENGTH, SPONSORED_BRANDS_NOTE } from '@ads-auditor/audit';
import { BUSINESS_REPORT, LONG_TITLE, renderInSession } from '../test/parent-asin-session';
import { ParentAsinAuditTab } from './ParentAsinAuditTab';

vi.mock('../../notes/components/ParentAsinNotesButton', () => ({
  ParentAsinNotesButton: ({ parentAsin }: { parentAsin: string }) => <button type="button">Notes for {parentAsin}</button>,
}));
vi.mock('../../audit-session/upload/BusinessReportUploadScreen', () => ({
  BusinessReportUploadScreen: () => <div>Business report upload screen</div>,
}));

const table = (name: string) => screen.getByRole('table', { name });
const headers = (name: string) => within(table(name)).getAllByRole('columnheader').map((h) => h.textContent);
/** Body rows only. */
const rows = (name: string) => within(table(name)).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

async function openTargeting() {
  const view = renderInSession(<ParentAsinAuditTab />);
  await view.user.click(screen.getByRole('tab', { name: 'Targeting' }));
  return view;
}

// MUI under jsdom is slow on a busy machine; the steps themselves are quick.
describe('ParentAsinAuditTab', { timeout: 20_000 }, () => {
  test('without a business report: the explainer and the upload screen', () => {
    renderInSession(<ParentAsinAuditTab />, { businessReport: null });
    expect(screen.getByText(/Detail Page Sales and Traffic By Child Item/)).toBeInTheDocument();
    expect(screen.getByText(/Vendor Central sales report/)).toBeInTheDocument();
    expect(screen.getByText(/\.csv or \.xlsx file up to 5 MB/)).toBeInTheDocument();
    expect(screen.getByText('Business report upload screen')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Search Parent ASIN' })).not.toBeInTheDocument();
  });

  test('says which business report is in use, carried over from an earlier upload', () => {
    renderInSession(<ParentAsinAuditTab />, { businessReport: { ...BUSINESS_REPORT, file_name: 'X.csv', uploaded_at: '2026-11-20T08:00:00.000Z', carried_over: true } });
    expect(screen.getByText('Business report in use: X.csv, uploaded 2026-11-20, carried over from an earlier upload')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Summary' })).toBeInTheDocument();
  });

  test('the first parent is selected, with its summary header', () => {
    renderInSession(<ParentAsinAuditTab />);
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Summary');
    expect(screen.getByRole('heading', { level: 2, name: 'B0PARENT01' })).toBeInTheDocument();
    // The header's title comes before the children table's.
    const [title] = screen.getAllByTitle(LONG_TITLE);
    expect(title.textContent).toBe(`${LONG_TITLE.slice(0, PARENT_TITLE_DISPLAY_LENGTH)}\u2026`);
    expect(screen.getByText('2 child ASINs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notes for B0PARENT01' })).toBeInTheDocument();
  });

  test('Clear asks for a parent ASIN', async () => {
    const { user } = renderInSession(<ParentAsinAuditTab />);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('Please select a Parent ASIN to view the summary.')).toBeInTheDocument();
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
  });

  test('the children table: 17 columns, N/A where the report has no figure; Hide Children hides it', async () => {
    const { user } = renderInSession(<ParentAsinAuditTab />);
    expect(headers('Child ASINs')).toEqual([
      'ASIN', 'Title', 'Ad Spend', 'Ad Sales', 'Total Sales', 'ROAS', 'ACOS', 'CPC', 'Clicks', 'CVR', 'Impressions',
      'CTR', 'Sessions', 'Units Ordered', 'Unit Session %', 'Buy Box %', 'Total Orders',
    ]);
    const [advertised, bare] = rows('Child ASINs');
    expect(cells(advertised)).toEqual([
      'B0CHILD001', expect.any(String), '$100.00', '$400.00', '$1,000.00', '4.00', '25.00%', '$0.50', '200', '10.00%',
      '2,000', '10.00%', '1,000', '50', '5.00%', '90.00%', '45',
    ]);
    expect(cells(bare)).toEqual([
      'B0CHILD002', '', '$0.00', '$0.00', 'N/A', '0.00', '0.00%', '$0.00', '0', '0.00%', '0', '0.00%', 'N/A', 'N/A', 'N/A', 'N/A', 'N/A',
    ]);
    await user.click(screen.getByRole('button', { name: 'Hide Children' }));
    expect(screen.queryByRole('table', { name: 'Child ASINs' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Children' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the seven cards and the Sponsored Brands note', () => {
    renderInSession(<ParentAsinAuditTab />);
    const cardTitles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(cardTitles).toEqual([
      'Advertising Metrics', 'Business Report Metrics', 'Spend & Sales by Campaign Type', 'Top Campaigns by Spend',
      'Bidding Strategy', 'Targeting Type', 'Placement',
    ]);
    expect(screen.getByText(SPONSORED_BRANDS_NOTE)).toBeInTheDocument();
    // TACoS: ad spend 100 over total sales 1,000.
    expect(screen.getByText('TACoS').nextSibling).toHaveTextContent('10.00%');
    expect(rows('Spend & Sales by Campaign Type').map((r) => cells(r).slice(0, 3))).toEqual([
      ['Sponsored Products', '$100.00', '100.00%'],
      ['Manual targeting', '$100.00', '100.00%'],
    ]);
    expect(rows('Top Campaigns by Spend').map((r) => cells(r).slice(0, 3))).toEqual([
      ['Manual Big', 'SP', '$90.00'],
      ['Manual Second', 'SP', '$10.00'],
    ]);
  });

  test('without campaigns the cards give way to a message', () => {
    renderInSession(<ParentAsinAuditTab />, {
      audit: { upload_id: 1, file_name: 'empty.xlsx', campaigns: [], summary: undefined as never, report: { sheets_found: [], sheets_used: [], warnings: [] } },
    });
    expect(screen.getByText('Loading or no campaign data available.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Advertising Metrics' })).not.toBeInTheDocument();
  });

  test('Targeting: totals, 50 rows a page, spend highest first', async () => {
    const { user } = await openTargeting();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Targeting');
    expect(screen.getByText('Total Spend').nextSibling).toHaveTextContent(/^\$1,835\.00$/);
    expect(rows('Targets')).toHaveLength(50);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(cells(rows('Targets')[0]).slice(0, 5)).toEqual(['kw 00', 'Manual Big', 'SP', 'Exact', '$60.00']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(rows('Targets')).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Notes for B0PARENT01' })).toBeInTheDocument();
  });

  test('Targeting headers sort, descending first, and go back to page 1', async () => {
    const { user } = await openTargeting();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(within(table('Targets')).getByRole('button', { name: 'Spend' }));
    expect(screen.getByRole('columnheader', { name: 'Spend' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(cells(rows('Targets')[0]).slice(0, 5)).toEqual(['kw 59', 'Manual Big', 'SP', 'Exact', '$1.00']);
    await user.click(within(table('Targets')).getByRole('button', { name: 'Target' }));
    expect(screen.getByRole('columnheader', { name: 'Target' })).toHaveAttribute('aria-sort', 'descending');
    expect(cells(rows('Targets')[0])[0]).toBe('kw 59');
  });

  test("'Aggregate by Parent ASIN' merges a target across campaigns and hides the campaign and type columns", async () => {
    const { user } = await openTargeting();
    expect(headers('Targets')).toContain('Campaign Name(s)');
    await user.click(screen.getByRole('switch', { name: 'Aggregate by Parent ASIN' }));
    expect(headers('Targets')).toEqual(['Target', 'Match Type', 'Spend', 'Sales', 'ROAS', 'Impressions', 'CTR', 'Clicks', 'Orders', 'CVR']);
    // 'kw 00' runs in 'Manual Big' (60) and 'Manual Second' (5).
    expect(cells(rows('Targets')[0]).slice(0, 3)).toEqual(['kw 00', 'Exact', '$65.00']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(rows('Targets')).toHaveLength(10);
  });

  test("a sort on a column that 'Aggregate by Parent ASIN' hides goes back to spend, highest first", async () => {
    const { user } = await openTargeting();
    await user.click(within(table('Targets')).getByRole('button', { name: 'Campaign Name(s)' }));
    expect(screen.getByRole('columnheader', { name: 'Campaign Name(s)' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('switch', { name: 'Aggregate by Parent ASIN' }));
    expect(screen.getByRole('columnheader', { name: 'Spend' })).toHaveAttribute('aria-sort', 'descending');
    expect(cells(rows('Targets')[0]).slice(0, 3)).toEqual(['kw 00', 'Exact', '$65.00']);
    // A sort on a column both views show stays.
    await user.click(within(table('Targets')).getByRole('button', { name: 'Target' }));
    await user.click(screen.getByRole('switch', { name: 'Aggregate by Parent ASIN' }));
    expect(screen.getByRole('columnheader', { name: 'Target' })).toHaveAttribute('aria-sort', 'descending');
  });

  test('Targeting without targets says so', async () => {
    const { user } = renderInSession(<ParentAsinAuditTab />);
    await user.click(screen.getByRole('button', { name: 'Next parent ASIN' }));
    await user.click(screen.getByRole('button', { name: 'Next parent ASIN' }));
    await user.click(screen.getByRole('tab', { name: 'Targeting' }));
    expect(screen.getByText('No targeting data found for the selected Parent ASIN.')).toBeInTheDocument();
  });
});
