import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NO_SEARCH_TERM_SHEETS_MESSAGE } from '@ads-auditor/audit';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { deferred } from '../../../test/api-mock';
import { SEARCH_TERM_SOURCE_TEST_ID } from '../../audit-session';
import { insightsServer, renderInsightsTab, testGrams, testInsights } from '../test/insights-test-kit';
import { NOTHING_SELECTED_HINT } from './BulkExportBar';
import { INSIGHTS_UNAVAILABLE, SEARCH_TERMS_PROCESSING_TEXT } from './InsightsView';
import { KEYWORD_WASTE_ONLY, SEARCH_TERM_TABS_NEEDED } from './NoSearchTermTabs';
import { NO_WASTE_TEXT } from './WastedSpendSection';

const insightCalls = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/insights?'));
// The first lists may take a while on a busy machine.
const tab = (name: RegExp | string) => screen.findByRole('tab', { name }, { timeout: 5000 });
/** Body rows of a table. */
const bodyRows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// The server's two 409s (server/src/routes/api/insights/insights-input.ts), told apart by their
// code: the reason of a failure may read like anything, even like the other one.
const PENDING = { status: 409, body: { detail: 'The insights need the search terms of this upload, which are still being processed. Please try again in a moment.', code: 'search_terms_pending' } };
const FAILED = { status: 409, body: { detail: 'The insights need the search terms of this upload, which could not be read: Row 4 is still being processed by another tool. Upload the workbook again.', code: 'search_terms_failed' } };

// MUI under jsdom is slow on a busy machine; the steps themselves are quick.
describe('InsightsTab', { timeout: 20_000 }, () => {
  test('a new target ACOS updates the lists after a pause, keeping the old ones meanwhile, and is remembered', async () => {
    const slow = deferred({ body: testInsights(45) });
    const { calls } = insightsServer({ insights: (target) => (target === 45 ? slow.handler() : { body: testInsights(target) }) });
    renderInsightsTab();

    expect(await tab('Harvest (1)')).toBeInTheDocument();
    expect(insightCalls(calls)[0]!.path).toContain('upload_id=1&target_acos=30&min_clicks=10');
    const target = screen.getByRole('textbox', { name: 'Target ACOS' });

    // Out of bounds: said at the field, nothing computed.
    // fireEvent: typing character by character costs seconds of MUI re-renders under jsdom.
    fireEvent.change(target, { target: { value: '0' } });
    expect(await screen.findByText('Target ACOS must be between 1 % and 1000 %.')).toBeInTheDocument();

    fireEvent.change(target, { target: { value: '45' } });
    await waitFor(() => expect(insightCalls(calls)).toHaveLength(2));
    expect(insightCalls(calls)[1]!.path).toContain('target_acos=45');
    // While it computes: the previous lists, marked busy.
    expect(screen.getByText('Updating the lists...')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Harvest (1)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Wasted spend \(scrolls/ })).toHaveAttribute('aria-busy', 'true');

    slow.release();
    expect(await tab('Harvest (2)')).toBeInTheDocument();
    const saved = calls.filter((c) => c.method === 'PUT');
    expect(saved.at(-1)!.body).toMatchObject({ target_acos: 45, min_clicks: 10 });
    expect(await screen.findByText('Settings saved for your next visit.')).toBeInTheDocument();
  });

  test("the Search Term Report as the source: its period and the lines left out; the account without one gets the server's detail", async () => {
    let hasReport = true;
    const REPORT = { id: 3, file_name: 'str-65-days.csv', start_date: '2025-05-01', end_date: '2025-07-04', unmatched_lines: 4 };
    const { calls } = insightsServer({
      insights: (target, source) => {
        if (source !== 'search_term_report') return { body: testInsights(target) };
        return hasReport ? { body: { ...testInsights(target), search_term_report: REPORT } } : { status: 404, body: { detail: 'No Search Term Report uploaded for this account yet.' } };
      },
    });
    // The bulk file's search terms are still being stored: the report's do not wait for them.
    const { user } = renderInsightsTab({ searchTermsProcessing: true });
    expect(await screen.findByText(SEARCH_TERMS_PROCESSING_TEXT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search Term Report' }));
    expect(await screen.findByTestId(SEARCH_TERM_SOURCE_TEST_ID)).toHaveTextContent('From str-65-days.csv, May 1, 2025 – Jul 4, 2025; 4 lines of campaigns or ad groups not in this audit left out.');
    expect(await tab('Harvest (1)')).toBeInTheDocument();
    expect(insightCalls(calls).at(-1)!.path).toContain('source=search_term_report');

    hasReport = false;
    fireEvent.change(screen.getByRole('textbox', { name: 'Target ACOS' }), { target: { value: '45' } });
    expect(await screen.findByText('No Search Term Report uploaded for this account yet.')).toBeInTheDocument();
  });

  test('while search terms are processing it says so and computes nothing', async () => {
    const { calls } = insightsServer();
    renderInsightsTab({ searchTermsProcessing: true });
    expect(await screen.findByText(SEARCH_TERMS_PROCESSING_TEXT)).toBeInTheDocument();
    expect(insightCalls(calls)).toHaveLength(0);
  });

  test('a 409 while the search terms are stored shows the processing state and asks again every 2000 ms until the lists come', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answers = 0;
    const { calls } = insightsServer({ insights: (target) => (++answers < 3 ? PENDING : { body: testInsights(target) }) });
    renderInsightsTab();
    expect(await screen.findByText(SEARCH_TERMS_PROCESSING_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /could not/ })).not.toBeInTheDocument();
    expect(screen.queryByText(INSIGHTS_UNAVAILABLE)).not.toBeInTheDocument();
    expect(insightCalls(calls)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(insightCalls(calls)).toHaveLength(2));
    expect(screen.getByText(SEARCH_TERMS_PROCESSING_TEXT)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await tab('Harvest (1)')).toBeInTheDocument();
    expect(screen.queryByText(SEARCH_TERMS_PROCESSING_TEXT)).not.toBeInTheDocument();
  });

  test("a failed search-terms task shows the server's detail, without Retry, and asks no more", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = insightsServer({ insights: () => FAILED });
    renderInsightsTab();
    expect(await screen.findByText(FAILED.body.detail)).toBeInTheDocument();
    expect(screen.getByText(INSIGHTS_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(insightCalls(calls)).toHaveLength(1);
  });

  test('a server failure offers Retry; an account without waste says so', async () => {
    let fail = true;
    const empty = testInsights();
    empty.wasted_spend.targets = { ...empty.wasted_spend.targets, totals: [{ key: 'all', spend: 400, wasted: 0, share_of_spend: 0, count: 0 }], rows: [], total_rows: 0 };
    insightsServer({ insights: () => (fail ? { status: 503, body: { detail: 'The database is busy.' } } : { body: empty }) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderInsightsTab();
    // Two quiet retries first (1 s, then 2 s).
    await act(() => vi.advanceTimersByTimeAsync(3500));
    expect(await screen.findByText('The database is busy.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(NO_WASTE_TEXT)).toBeInTheDocument();
    expect(screen.getByText('$0.00 wasted · 0.00% of the spend of all keywords and product targets')).toBeInTheDocument();
  });

  test('negatives: conflict warnings, filter, sort, selection and the bulk upload download', async () => {
    insightsServer();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:bulk');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderInsightsTab();
    fireEvent.click(await tab('Negatives (3)'));

    const table = 'Negative suggestions';
    expect(screen.getByText("Would block the keyword 'pvc valve' (Exact) in ad group 'Auto'.")).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Filter negative suggestions' }), { target: { value: 'auto' } });
    expect(bodyRows(table)).toHaveLength(1);
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Filter negative suggestions' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spend' }));
    expect(bodyRows(table).map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['cheap valve', 'pvc valve', 'free valve']);
    fireEvent.click(screen.getByRole('button', { name: 'Spend' }));
    expect(bodyRows(table).map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['free valve', 'pvc valve', 'cheap valve']);

    // Nothing selected: the export waits, and says why.
    const exportButton = screen.getByRole('button', { name: 'Export bulk upload file' });
    expect(exportButton).toBeDisabled();
    expect(exportButton).toHaveAccessibleDescription(NOTHING_SELECTED_HINT);
    // Sponsored Brands cannot go in the file, and the list says it is Amazon's limit, not a broken upload.
    expect(screen.getByRole('checkbox', { name: 'Select Negative Exact free valve in SB Brand' })).toBeDisabled();
    expect(screen.getByText(/Sponsored Brands suggestions stay out of the file: Amazon's Sponsored Brands rows cannot be created from this export yet\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/Sponsored Products sheet only/)).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Negative Exact cheap valve in SP Valves Exact' }));
    fireEvent.click(await tab('Harvest (1)'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select brass ball valve 1/2' }));
    expect(screen.getByText('1 negative keyword and 1 keyword selected.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Export bulk upload file' }));
    expect(await screen.findByText(/Downloaded a bulk upload file with 2 rows/)).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // (The e2e journey reads the file back with the engine's reader.)
    expect(blob.size).toBeGreaterThan(1000);
  });

  test('without search term tabs the search-term views say how to get them, and the waste covers keywords and targets', async () => {
    insightsServer();
    renderInsightsTab({ sheets: ['Sponsored Products Campaigns', 'Portfolios'] });
    expect(await screen.findByText(KEYWORD_WASTE_ONLY, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Wasted spend level' })).not.toBeInTheDocument();
    // No '(0)' counts: nothing was computed.
    fireEvent.click(screen.getByRole('tab', { name: 'Negatives' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText(NO_SEARCH_TERM_SHEETS_MESSAGE)).toBeInTheDocument();
    expect(panel).toHaveTextContent('Available sheets: Sponsored Products Campaigns, Portfolios');
    expect(panel).toHaveTextContent('Expected sheets: SP Search Term Report, SB Search Term Report');
    expect(panel).toHaveTextContent(SEARCH_TERM_TABS_NEEDED);
    expect(within(panel).queryByRole('table')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Export bulk upload file' })).not.toBeInTheDocument();
  });

  test('capped lists say how many there are in all; pages of 50; the open view is kept in the address', async () => {
    const capped = testInsights();
    capped.total_negative_suggestions = 5000;
    capped.ngrams = { ...capped.ngrams, grams: testGrams(51), total_grams: { 1: 3000, 2: 0, 3: 0 } };
    insightsServer({ insights: () => ({ body: capped }) });
    const { router } = renderInsightsTab();

    fireEvent.click(await tab('Negatives (5,000)'));
    expect(router.state.location.search).toBe('?insight=negatives');
    expect(screen.getByText('Showing 3 of 5,000')).toBeInTheDocument();
    expect(screen.getByText(/^The list holds the 3 with the most spend/)).toBeInTheDocument();

    // Opened from the address (a reload, a shared link).
    await act(() => router.navigate('/?tab=insights&insight=ngrams'));
    expect(screen.getByRole('tab', { name: 'N-grams', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Showing 51 of 3,000')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'N-grams pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    expect(bodyRows('N-grams')).toHaveLength(50);
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(pages).toHaveTextContent('Page 2 of 2');
    expect(bodyRows('N-grams').map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['word51']);
  });
});
