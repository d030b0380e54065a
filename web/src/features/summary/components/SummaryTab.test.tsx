import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { metricsFromCounts, type AuditSummary, type CurrencyCode } from '@ads-auditor/audit';
import { AuditorSessionProvider, CurrencyProvider, type LoadedAudit } from '../../audit-session';
import { SummaryTab } from './SummaryTab';
import { mockApi } from '../../../test/api-mock';

const m = (spend: number, sales: number, clicks: number, orders: number, impressions = clicks * 20) =>
  metricsFromCounts({ impressions, clicks, spend, sales, orders, units: orders });

/** A small account: SP auto and manual, SB, SD; figures chosen to be checked by hand. */
const summary: AuditSummary = {
  account: m(1234.5, 4321, 500, 40),
  by_campaign_type: [
    { key: 'SP', metrics: m(1000, 3500, 400, 32), share_of_spend: (1000 / 1234.5) * 100, children: [
      { key: 'auto', metrics: m(250, 500, 100, 5), share_of_spend: (250 / 1234.5) * 100 },
      { key: 'manual', metrics: m(750, 3000, 300, 27), share_of_spend: (750 / 1234.5) * 100 },
    ] },
    { key: 'SB', metrics: m(200, 700, 80, 7), share_of_spend: (200 / 1234.5) * 100 },
    { key: 'SD', metrics: m(34.5, 121, 20, 1), share_of_spend: (34.5 / 1234.5) * 100 },
  ],
  by_targeting_type: [
    { key: 'Exact', metrics: m(600, 2500, 200, 20) },
    { key: 'close-match', metrics: m(250, 500, 100, 5) },
  ],
  placements: {
    SP: [
      { placement: 'Placement Top', metrics: m(600, 2400, 200, 20) },
      { placement: 'Placement Rest Of Search', metrics: m(400, 1100, 200, 12) },
    ],
    SB: [{ placement: 'Home', metrics: m(200, 700, 80, 7) }],
  },
  by_bidding_strategy: [
    { key: 'Fixed bid', metrics: m(750, 3000, 300, 27), campaign_count: 3 },
    { key: 'Dynamic bids - down only', metrics: m(484.5, 1321, 200, 13), campaign_count: 2 },
  ],
  top_campaigns: [
    { n: 5, spend: 900, sales: 3000, roas: 3000 / 900, share_of_spend: (900 / 1234.5) * 100 },
    { n: 10, spend: 1234.5, sales: 4321, roas: 4321 / 1234.5, share_of_spend: 100 },
    { n: 15, spend: 1234.5, sales: 4321, roas: 4321 / 1234.5, share_of_spend: 100 },
    { n: 20, spend: 1234.5, sales: 4321, roas: 4321 / 1234.5, share_of_spend: 100 },
  ],
};

const audit: LoadedAudit = {
  upload_id: 7,
  file_name: 'bulk-march.xlsx',
  campaigns: [],
  summary,
  report: { sheets_found: [], sheets_used: [], warnings: [] },
};

function renderSummary(loaded: LoadedAudit = audit, currency: CurrencyCode = 'USD') {
  // No plan was exported before this upload: the Summary has no changes line.
  mockApi({ [`GET /api/bulk/uploads/${loaded.upload_id}/changes`]: { body: { change_set: null, verify: null, impact: null, what_changed: null, narrative: [] } } });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <CurrencyProvider currency={currency}>
          <AuditorSessionProvider value={{ audit: loaded, businessReport: null, searchTermsProcessing: false, onBusinessReportLoaded: () => {} }}>
            <SummaryTab />
          </AuditorSessionProvider>
        </CurrencyProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** jsdom's Blob cannot be read back: this one keeps its parts. */
class ReadableBlob {
  constructor(readonly parts: string[]) {}
}

/** What the last rich clipboard write carried. */
function clipboardWritten(write: ReturnType<typeof vi.fn>) {
  const [items] = write.mock.lastCall as [{ items: Record<string, ReadableBlob> }[]];
  const read = (type: string) => items[0]!.items[type]!.parts.join('');
  return { text: read('text/plain'), html: read('text/html') };
}

const card = (title: string) => screen.getByRole('region', { name: title });
const rowOf = (table: HTMLElement, header: string) => within(table).getByRole('row', { name: new RegExp(`^${header} `) });
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

beforeEach(() => {
  // x-charts measures its box; jsdom has no layout.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

// Charts and MUI tables make a heavy jsdom tree: generous time for a loaded CI machine.
describe('Summary tab', { timeout: 30_000 }, () => {
  test('opens on the headline: the account figures come before data quality, the health checks and the cards', () => {
    renderSummary();
    const headline = screen.getByRole('region', { name: 'Account headline' });
    expect(within(headline).getByText('$1,234.50')).toBeInTheDocument();
    const later = ['Data quality', 'Account health', 'Account Level'].map((name) => screen.getByRole('region', { name }));
    for (const region of later) expect(headline.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('an account in euros reads euros in the headline and the cards', () => {
    renderSummary(audit, 'EUR');
    expect(within(screen.getByRole('region', { name: 'Account headline' })).getByText('1.234,50 €')).toBeInTheDocument();
    const figures = within(card('Account Level')).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures.slice(0, 2)).toEqual([['Total Spend', '1.234,50\u00a0€'], ['Total Sales', '4.321,00\u00a0€']]);
    expect(screen.queryByText(/\$\d/)).toBeNull();
  });

  test('an account in yen reads whole yen', () => {
    renderSummary(audit, 'JPY');
    expect(within(screen.getByRole('region', { name: 'Account headline' })).getByText('￥1,235')).toBeInTheDocument();
    const figures = within(card('Account Level')).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures.slice(0, 2)).toEqual([['Total Spend', '￥1,235'], ['Total Sales', '￥4,321']]);
  });

  test('Account Level shows total spend, total sales and ROAS, then the other account figures', () => {
    renderSummary();
    const account = card('Account Level');
    const figures = within(account).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures).toEqual([
      ['Total Spend', '$1,234.50'],
      ['Total Sales', '$4,321.00'],
      ['ROAS', '3.50'],
    ]);
    const table = within(account).getByRole('table', { name: 'Account Level' });
    expect(cellsOf(rowOf(table, 'ACOS'))).toEqual(['28.57%']);
    expect(cellsOf(rowOf(table, 'Clicks'))).toEqual(['500']);
    expect(cellsOf(rowOf(table, 'Impressions'))).toEqual(['10,000']);
  });

  test('every summary card, with its table rows and its charts', () => {
    renderSummary();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Data quality',
      'Account health',
      'Account Level',
      'Spend & Sales by Targeting Type',
      'Placement Performance Summary',
      'Spend & Sales by Campaign Type',
      'Bidding Strategy Performance',
      'Top Campaigns by Spend',
    ]);

    const targeting = screen.getByRole('table', { name: 'Spend & Sales by Targeting Type' });
    expect(cellsOf(rowOf(targeting, 'Close Match')).slice(0, 3)).toEqual(['$250.00', '29.41%', '$500.00']);

    const placements = card('Placement Performance Summary');
    expect(within(placements).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Sponsored Products', 'Sponsored Brands']);
    const sp = within(placements).getByRole('table', { name: 'Placement Performance Summary - Sponsored Products' });
    expect(cellsOf(rowOf(sp, 'Top of Search')).slice(0, 4)).toEqual(['$600.00', '60.00%', '$2,400.00', '4.00']);
    const sb = within(placements).getByRole('table', { name: 'Placement Performance Summary - Sponsored Brands' });
    expect(cellsOf(rowOf(sb, 'Home')).slice(0, 2)).toEqual(['$200.00', '100.00%']);
    expect(within(placements).getByRole('figure', { name: 'Spend and sales by placement, Sponsored Products' })).toBeInTheDocument();

    const types = screen.getByRole('table', { name: 'Spend & Sales by Campaign Type' });
    expect(within(types).getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      'Sponsored Products',
      'SP - Auto targeting',
      'SP - Manual targeting',
      'Sponsored Brands',
      'Sponsored Display',
      'Total',
    ]);
    expect(cellsOf(rowOf(types, 'SP - Manual targeting')).slice(0, 2)).toEqual(['$750.00', '60.75%']);
    expect(screen.getByRole('figure', { name: 'Spend and sales by campaign type' })).toBeInTheDocument();

    const bidding = screen.getByRole('table', { name: 'Bidding Strategy Performance' });
    expect(cellsOf(rowOf(bidding, 'Total')).slice(0, 2)).toEqual(['5', '$1,234.50']);

    const top = screen.getByRole('table', { name: 'Top Campaigns by Spend' });
    expect(cellsOf(rowOf(top, 'Top 5'))).toEqual(['$900.00', '$3,000.00', '3.33', '72.90%']);
    expect(cellsOf(rowOf(top, 'Top 20'))).toEqual(['$1,234.50', '$4,321.00', '3.50', '100.00%']);
    expect(screen.getByRole('figure', { name: 'Share of total spend by campaign rank' })).toBeInTheDocument();
  });

  describe('copying', () => {
    let write: ReturnType<typeof vi.fn>;
    beforeEach(() => {
      vi.useFakeTimers();
      write = vi.fn(async () => {});
      vi.stubGlobal('ClipboardItem', class { constructor(readonly items: Record<string, ReadableBlob>) {} });
      vi.stubGlobal('Blob', ReadableBlob);
      Object.defineProperty(navigator, 'clipboard', { value: { write, writeText: vi.fn() }, configurable: true });
    });
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'clipboard');
    });

    test("Copy writes the account's currency", async () => {
      renderSummary(audit, 'EUR');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy Account Level' })));
      const { text, html } = clipboardWritten(write);
      expect(text.split('\n').slice(2, 4)).toEqual(['Total Spend\t1.234,50\u00a0€', 'Total Sales\t4.321,00\u00a0€']);
      // The HTML table a document or e-mail receives: the same euros, none in dollars.
      expect(html).toContain('<td>Total Spend</td><td>1.234,50\u00a0€</td>');
      expect(`${text}${html}`).not.toMatch(/\$\d/);
    });

    test("a card's Copy puts its table as TSV and HTML on the clipboard and reads 'Copied!' for 2 s", async () => {
      renderSummary();
      const copy = screen.getByRole('button', { name: 'Copy Account Level' });
      await act(async () => fireEvent.click(copy));

      const { text, html } = clipboardWritten(write);
      expect(text.split('\n').slice(0, 5)).toEqual(['Account Level', 'Metric\tValue', 'Total Spend\t$1,234.50', 'Total Sales\t$4,321.00', 'ROAS\t3.50']);
      expect(html).toContain('<h3>Account Level</h3>');
      expect(html).toContain('<td>Total Spend</td><td>$1,234.50</td>');

      expect(copy).toHaveTextContent('Copied!');
      expect(screen.getByRole('button', { name: 'Copy Top Campaigns by Spend' })).toHaveTextContent('Copy');
      act(() => vi.advanceTimersByTime(1999));
      expect(copy).toHaveTextContent('Copied!');
      act(() => vi.advanceTimersByTime(1));
      expect(copy).toHaveTextContent(/^Copy$/);
    });

    test('the placement card copies both its tables', async () => {
      renderSummary();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy Placement Performance Summary' })));
      const { text } = clipboardWritten(write);
      expect(text).toContain('Placement Performance Summary - Sponsored Products\nPlacement\tSpend');
      expect(text).toContain('\n\nPlacement Performance Summary - Sponsored Brands\n');
      expect(text).toContain('Top of Search\t$600.00\t60.00%\t$2,400.00');
    });

    test('Copy All puts every card on the clipboard in order', async () => {
      renderSummary();
      const copyAll = screen.getByRole('button', { name: 'Copy All' });
      await act(async () => fireEvent.click(copyAll));
      const { text, html } = clipboardWritten(write);
      expect(text.split('\n\n').map((block) => block.split('\n')[0])).toEqual([
        'Account Level',
        'Spend & Sales by Targeting Type',
        'Placement Performance Summary - Sponsored Products',
        'Placement Performance Summary - Sponsored Brands',
        'Spend & Sales by Campaign Type',
        'Bidding Strategy Performance',
        'Top Campaigns by Spend',
      ]);
      expect(html.match(/<table/g)).toHaveLength(7);
      expect(copyAll).toHaveTextContent('Copied!');
      act(() => vi.advanceTimersByTime(2000));
      expect(copyAll).toHaveTextContent('Copy All');
    });
  });

  test('an upload without campaigns says there is nothing to summarise', () => {
    const empty: AuditSummary = { ...summary, by_campaign_type: [], by_targeting_type: [], by_bidding_strategy: [], placements: { SP: [], SB: [] } };
    renderSummary({ ...audit, summary: empty });
    expect(screen.getByText('No campaigns were found in this file, so there is nothing to summarise.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy All' })).not.toBeInTheDocument();
  });
});
