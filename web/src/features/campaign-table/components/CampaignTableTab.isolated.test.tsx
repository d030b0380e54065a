import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMoney, type AsinMapEntry } from '@ads-auditor/audit';
import { AuditorSessionProvider, type LoadedAudit, type LoadedBusinessReport } from '../../audit-session';
import { CampaignTableTab } from './CampaignTableTab';
import { buildTestAudit, testAdGroup, testCampaign, testKeyword, testMetrics } from '../../../test/audit-fixture';
import { mockElementSizes } from '../../../test/element-sizes';
import { CURRENT_USER_KEY } from '../../../lib/auth/current-user';
import { columnPrefsKey } from '../model/use-column-prefs';

// The three components built elsewhere are stood in for, so this test reads only the table.
vi.mock('../filters/FiltersPanel', async () => {
  const { emptyFilters } = await import('@ads-auditor/audit');
  return {
    FiltersPanel: ({ onApply, asinMapLoaded }: { onApply: (f: unknown) => void; asinMapLoaded: boolean }) => (
      <div>
        <span>{asinMapLoaded ? 'ASIN map loaded' : 'No ASIN map'}</span>
        <button type="button" onClick={() => onApply({ ...emptyFilters(), campaignTypes: ['SB'] })}>
          Apply SB filter
        </button>
      </div>
    ),
  };
});
vi.mock('../../notes/components/CampaignNotesButton', () => ({
  CampaignNotesButton: ({ campaignName }: { campaignName: string }) => <button type="button">{`Notes of ${campaignName}`}</button>,
}));
vi.mock('../../search-terms/components/SearchTermsButton', () => ({
  SearchTermsButton: ({ campaignName, adGroupId, adGroupName }: { campaignName: string; adGroupId: string; adGroupName: string }) => (
    <button type="button">{`Search Terms of ${adGroupName} (${adGroupId}) in ${campaignName}`}</button>
  ),
}));

let restoreSizes: () => void;
beforeAll(() => {
  restoreSizes = mockElementSizes({ viewportHeight: 600, rowHeight: 40 });
});
afterAll(() => restoreSizes());

/** The address's query, shown so a test can read what a reload or a bookmark would keep. */
function AddressProbe() {
  return <output aria-label="Address">{useLocation().search}</output>;
}
const address = () => new URLSearchParams(screen.getByLabelText('Address').textContent ?? '');

/** A client that already knows the signed-in user, whose column choice the table reads. */
function signedInAs(userId: number) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(CURRENT_USER_KEY, { id: userId, email: `user${userId}@example.com` });
  return client;
}

function renderTab(audit: LoadedAudit = buildTestAudit(), businessReport: LoadedBusinessReport | null = null, address = '/?tab=campaigns', userId = 1) {
  // The pointer-events check reads computed styles up the tree at every click: slow in jsdom
  // with MUI's style sheets, and nothing here is hidden from the pointer.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = render(
    <QueryClientProvider client={signedInAs(userId)}>
      <MemoryRouter initialEntries={[address]}>
        <AuditorSessionProvider value={{ audit, businessReport, searchTermsProcessing: false, onBusinessReportLoaded: vi.fn() }}>
          <CampaignTableTab />
          <AddressProbe />
        </AuditorSessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, unmount: view.unmount };
}

// A page holds 50 rows of 17 cells: role queries over the whole page are slow in jsdom, so
// the helpers below look inside the campaign table's own header row and rows.
const campaignTable = () => screen.getByRole('table', { name: 'Campaigns' });
const headerCells = () => [...campaignTable().querySelectorAll<HTMLElement>(':scope > thead > tr > th')];
const header = (label: string) => headerCells().find((cell) => cell.textContent?.trim() === label)!;
const sortButton = (label: string) => within(header(label)).getByRole('button', { name: label });
const expander = (campaignName: string) => screen.getByLabelText(`Expand campaign ${campaignName}`);
const adGroupExpander = (adGroupName: string) => screen.getByLabelText(`Expand ad group ${adGroupName}`);
const pagerButton = (name: 'Previous' | 'Next') => within(screen.getByRole('navigation', { name: 'Campaign pages' })).getByRole('button', { name });
/** The disclosure button of a section, found through its heading ('Keywords (3)'). */
const sectionToggle = (title: string) => within(screen.getByRole('heading', { name: title })).getByRole('button');
const campaignRows = () =>
  [...campaignTable().querySelectorAll('button[aria-label^="Expand campaign "]')].map((button) => button.closest('tr')!);

/** The texts of one column of the campaign rows on the page, top to bottom. */
function columnTexts(label: string): string[] {
  const index = headerCells().indexOf(header(label));
  expect(index).toBeGreaterThan(-1);
  return campaignRows().map((row) => row.children[index]!.textContent ?? '');
}
const money = (text: string) => Number(text.replace(/[$,]/g, ''));
const descending = (values: number[]) => [...values].sort((a, b) => b - a);

// Rendering 50 MUI rows takes a few seconds in jsdom on a busy machine.
describe('CampaignTableTab', { timeout: 30_000 }, () => {
  it('shows the first 50 campaigns by spend, highest first, with the filter panel above', () => {
    renderTab();
    expect(screen.getByText('No ASIN map')).toBeInTheDocument();
    expect(screen.getByText('120 campaigns')).toBeInTheDocument();
    const spends = columnTexts('Spend').map(money);
    expect(spends).toHaveLength(50);
    expect(spends).toEqual(descending(spends));
    expect(spends[0]).toBe(1195.25);
    expect(header('Spend')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Sales')).not.toHaveAttribute('aria-sort');
  });

  it('toggles Spend to ascending on a click, and sorts a new column descending first', async () => {
    const { user } = renderTab();
    await user.click(sortButton('Spend'));
    const ascending = columnTexts('Spend').map(money);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending[0]).toBe(5.25);
    expect(header('Spend')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(sortButton('Sales'));
    const sales = columnTexts('Sales').map(money);
    expect(sales).toEqual(descending(sales));
    expect(sales[0]).toBe(2381.5);
    expect(header('Sales')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Spend')).not.toHaveAttribute('aria-sort');

    await user.click(sortButton('Campaign'));
    expect(columnTexts('Campaign')[0]).toBe('Campaign 119');
    await user.click(sortButton('Campaign'));
    expect(columnTexts('Campaign')[0]).toBe('Campaign 000');
  });

  it('pages 50 campaigns at a time and goes back to page 1 on a new sort or new filters', async () => {
    const { user } = renderTab();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(pagerButton('Previous')).toBeDisabled();

    await user.click(pagerButton('Next'));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(money(columnTexts('Spend')[0]!)).toBe(695.25);
    await user.click(pagerButton('Next'));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(campaignRows()).toHaveLength(20);
    expect(pagerButton('Next')).toBeDisabled();

    await user.click(sortButton('Sales'));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(pagerButton('Next'));
    await user.click(screen.getByText('Apply SB filter'));
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByText('30 of 120 campaigns match the filters')).toBeInTheDocument();
    expect(new Set(columnTexts('Type'))).toEqual(new Set(['SB']));
  });

  it('cuts a long campaign name at 75 characters and keeps the full name on hover', () => {
    const longName = 'Brand Defense | Sponsored Products | Exact Match | Stainless Steel Ball Valves | Q3 Push';
    renderTab(buildTestAudit(120, (campaign, i) => (i === 0 ? { ...campaign, name: longName, metrics: testMetrics(5000, 9000) } : campaign)));
    const name = screen.getByTitle(longName);
    expect(name).toHaveTextContent(`${longName.slice(0, 75)}…`);
    expect(screen.queryByText(longName)).not.toBeInTheDocument();
  });

  it('expands a campaign into its placements and its ad groups, spend first', async () => {
    const { user } = renderTab();
    const button = expander('Campaign 087');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Placement Performance/)).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(sectionToggle('Placement Performance (4)')).toHaveAttribute('aria-expanded', 'true');
    const placements = within(screen.getByRole('table', { name: 'Placement Performance' }));
    const placementNames = placements.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(placementNames).toEqual(['Top of Search', 'Rest of Search', 'Product Pages', 'Amazon Business']);
    expect(placements.getByRole('row', { name: /Top of Search/ })).toHaveTextContent('50.00%');

    expect(sectionToggle('Ad Groups (2)')).toHaveAttribute('aria-expanded', 'true');
    const adGroupTable = within(screen.getByRole('table', { name: 'Ad groups of Campaign 087' }));
    const adGroups = adGroupTable.getAllByRole('button', { name: /^Expand ad group / }).map((b) => b.getAttribute('aria-label'));
    expect(adGroups).toEqual(['Expand ad group Ad group 0872', 'Expand ad group Ad group 0871']);
  });

  it('expands an ad group into its sections, each titled with its count, and the Search Terms button', async () => {
    const titles: AsinMapEntry[] = [
      { parent_asin: 'B0PARENT', child_asin: 'B00872B', title: 'Brass Ball Valve 1/2 inch', sku: null, sessions_total: 10, units_ordered: 1, ordered_product_sales: 20, total_order_items: 1, featured_offer_percentage: 1, unit_session_percentage: 0.1 },
    ];
    const report: LoadedBusinessReport = { kind: 'seller', asin_map: titles, parent_asin_summary: {}, notes: [], warnings: [] };
    const { user } = renderTab(buildTestAudit(), report);
    expect(screen.getByText('ASIN map loaded')).toBeInTheDocument();
    await user.click(expander('Campaign 087'));
    await user.click(adGroupExpander('Ad group 0872'));

    for (const title of ['Products (2)', 'Keywords (3)', 'Product Targeting (1)', 'Negative Keywords (1)', 'Negative Product Targeting (0)']) {
      expect(sectionToggle(title)).toHaveAttribute('aria-expanded', 'true');
    }
    expect(screen.getByText('No negative product targeting for this ad group.')).toBeInTheDocument();
    expect(screen.getByText('Search Terms of Ad group 0872 (0872) in Campaign 087')).toBeInTheDocument();

    const products = within(screen.getByRole('table', { name: 'Products' }));
    expect(products.getByText('Brass Ball Valve 1/2 inch')).toBeInTheDocument();
    const keywords = within(screen.getByRole('table', { name: 'Keywords' }));
    const keywordTexts = keywords.getAllByRole('row').slice(1).map((row) => row.children[0]!.textContent);
    expect(keywordTexts).toEqual(['0872 boots', '0872 shoes', '0872 socks']);
    expect(within(screen.getByRole('table', { name: 'Negative Keywords' })).getByText('Ad group')).toBeInTheDocument();

    await user.click(sectionToggle('Keywords (3)'));
    expect(sectionToggle('Keywords (3)')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Keywords' })).not.toBeInTheDocument();
  });

  it('renders only the keywords in view when an ad group has thousands', async () => {
    const keywords = Array.from({ length: 3000 }, (_, i) => testKeyword(`keyword ${i}`, i / 100));
    const huge = testCampaign(999, 100000, 250000, { name: 'Huge campaign', ad_groups: [testAdGroup('H', 90000, { keywords })] });
    const { user } = renderTab(buildTestAudit(120, (campaign, i) => (i === 0 ? huge : campaign)));
    await user.click(expander('Huge campaign'));
    await user.click(adGroupExpander('Ad group H'));

    expect(sectionToggle('Keywords (3,000)')).toHaveAttribute('aria-expanded', 'true');
    const rows = within(screen.getByRole('table', { name: 'Keywords' })).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]).toHaveTextContent('keyword 2999');
    expect(rows[0]).toHaveTextContent(formatMoney(29.99));
  });

  it('has an ACOS column, sortable highest first, where spend without sales reads a dash named no sales and ranks highest', async () => {
    const { user } = renderTab(buildTestAudit(120, (campaign, i) => (i === 3 ? { ...campaign, metrics: testMetrics(40, 0) } : campaign)));
    await user.click(sortButton('ACOS'));
    expect(header('ACOS')).toHaveAttribute('aria-sort', 'descending');
    const [first, second] = columnTexts('ACOS');
    expect(first).toBe('\u2014no sales');
    expect(second).toMatch(/^[\d,]+\.\d{2}%$/);
    await user.click(sortButton('ACOS'));
    expect(columnTexts('ACOS')).not.toContain('\u2014no sales');
  });

  it('a link to one campaign shows it alone, with its state, until Show all campaigns', async () => {
    const { user } = renderTab(buildTestAudit(), null, '/?tab=campaigns&campaign=c004');
    expect(screen.getByText('Showing one campaign: Campaign 004 (paused).')).toBeInTheDocument();
    expect(columnTexts('Campaign')).toEqual(['Campaign 004']);
    await user.click(screen.getByRole('button', { name: 'Show all campaigns' }));
    expect(screen.getByText('120 campaigns')).toBeInTheDocument();
    expect(columnTexts('Campaign')).toHaveLength(50);
  });

  it('keeps the sort and the applied filters in the address, beside the open tab', async () => {
    const { user } = renderTab();
    await user.click(sortButton('Sales'));
    await user.click(sortButton('Sales'));
    await user.click(screen.getByText('Apply SB filter'));
    const params = address();
    expect(params.get('tab')).toBe('campaigns');
    expect(params.get('sort')).toBe('sales');
    expect(params.get('dir')).toBe('asc');
    expect(params.getAll('campaignTypes')).toEqual(['SB']);
    expect(screen.getByText('30 of 120 campaigns match the filters')).toBeInTheDocument();
  });

  it('opens a bookmarked address filtered and sorted as it was left', () => {
    renderTab(buildTestAudit(), null, '/?tab=campaigns&sort=sales&dir=asc&campaignTypes=SB&minSpend=100');
    const sales = columnTexts('Sales').map(money);
    expect(sales).toEqual([...sales].sort((a, b) => a - b));
    expect(header('Sales')).toHaveAttribute('aria-sort', 'ascending');
    expect(new Set(columnTexts('Type'))).toEqual(new Set(['SB']));
    expect(Math.min(...columnTexts('Spend').map(money))).toBeGreaterThanOrEqual(100);
    expect(screen.getByText(/of 120 campaigns match the filters/)).toBeInTheDocument();
  });

  it('reads a mangled address as the default view rather than failing', () => {
    renderTab(buildTestAudit(), null, '/?tab=campaigns&sort=nonsense&dir=sideways&minSpend=lots');
    expect(screen.getByText('120 campaigns')).toBeInTheDocument();
    expect(header('Spend')).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows State, Spend, Sales, ACOS and ROAS by default, after the pinned campaign name', () => {
    window.localStorage.clear();
    renderTab();
    const labels = headerCells().map((cell) => cell.textContent?.trim());
    expect(labels).toEqual(['Expand', 'Notes', 'Campaign', 'State', 'Type', 'Spend', 'Sales', 'ACOS', 'ROAS', 'Orders', 'Clicks']);
    expect(campaignRows()[0]!.children[2]).toHaveClass('campaign-cell-pinned');
  });

  it('shows, hides and reorders columns from the chooser, remembered for the signed-in user only', async () => {
    window.localStorage.clear();
    // Ten campaigns: every choice re-renders the rows, and this test is about the columns.
    const { user, unmount } = renderTab(buildTestAudit(10), null, '/?tab=campaigns', 7);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const chooser = within(screen.getByRole('dialog', { name: 'Columns' }));
    await user.click(chooser.getByRole('checkbox', { name: 'Type' }));
    await user.click(chooser.getByRole('checkbox', { name: 'Impressions' }));
    await user.click(chooser.getByRole('button', { name: 'Move ACOS up' }));
    await user.click(chooser.getByRole('button', { name: 'Move ACOS up' }));
    expect(chooser.getByRole('button', { name: 'Move ACOS up' })).toHaveFocus();
    await user.keyboard('{Escape}');

    const expected = ['Expand', 'Notes', 'Campaign', 'State', 'ACOS', 'Spend', 'Sales', 'ROAS', 'Orders', 'Clicks', 'Impressions'];
    expect(headerCells().map((cell) => cell.textContent?.trim())).toEqual(expected);
    expect(columnTexts('Impressions')).toHaveLength(10);
    expect(window.localStorage.getItem(columnPrefsKey(7))).not.toBeNull();

    unmount();
    renderTab(buildTestAudit(10), null, '/?tab=campaigns', 7);
    expect(headerCells().map((cell) => cell.textContent?.trim())).toEqual(expected);
  });

  it('gives another user on the same browser their own columns, and Reset the default set', async () => {
    window.localStorage.setItem(columnPrefsKey(7), JSON.stringify({ order: ['spend', 'state'], hidden: ['state'] }));
    const { user } = renderTab(buildTestAudit(10), null, '/?tab=campaigns', 8);
    expect(header('Type')).toBeDefined();
    expect(headerCells()).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'State' }));
    await user.keyboard('{Escape}');
    expect(headerCells().map((cell) => cell.textContent?.trim())).not.toContain('State');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.keyboard('{Escape}');
    expect(headerCells()).toHaveLength(11);
  });

  it('at phone width shows a card per campaign with its state and key figures, and its placements with their numbers on tap', async () => {
    // Every max-width query matches: the window is phone-narrow.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'), media: query, onchange: null,
      addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false,
    }));
    try {
      const { user } = renderTab(buildTestAudit(10));
      const cards = await screen.findAllByRole('article');
      expect(cards).toHaveLength(10);
      expect(screen.queryByRole('table', { name: 'Campaigns' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
      const first = within(cards[0]!);
      expect(first.getByRole('heading', { level: 3 })).toHaveTextContent(/^Campaign \d{3}$/);
      for (const term of ['Spend', 'Sales', 'ACOS', 'ROAS']) expect(first.getByText(term)).toBeInTheDocument();
      expect(first.getByText(/^(enabled|paused|archived)$/)).toBeInTheDocument();

      await user.click(first.getByRole('button', { name: 'Details' }));
      const top = within(first.getByRole('group', { name: 'Top of Search' }));
      expect(top.getByText('Bid adj.').nextElementSibling).toHaveTextContent('50.00%');
      expect(top.getByText('Spend').nextElementSibling).toHaveTextContent(/^\$[\d,]+\.\d{2}$/);
      expect(first.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
