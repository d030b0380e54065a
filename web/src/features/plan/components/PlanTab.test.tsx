import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SEARCH_TERM_SOURCE_TEST_ID } from '../../audit-session';
import { GOOD_BID, HIGH_ACOS_BID, NEGATIVE, planServer, renderPlanTab, REPORT_NEGATIVE, testPlan } from '../test/plan-test-kit';
import { PLAN_UNAVAILABLE, PLAN_WAITING_TEXT } from './PlanTab';

afterEach(() => {
  vi.restoreAllMocks();
});

const section = async (name: RegExp) => screen.findByRole('region', { name }, { timeout: 5000 });
const row = (within_: HTMLElement, reason: string) => within(within_).getByText(reason).closest('li')!;
type Sent = { decisions: ({ item_id: string } & Record<string, unknown>)[] };
/** Each item's decision as last sent. */
const lastSent = (calls: { method: string; path: string; body: unknown }[]) =>
  Object.fromEntries(decisionCalls(calls).flatMap((c) => (c.body as Sent).decisions.map(({ item_id, ...d }) => [item_id, d])));
const decisionCalls = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((c) => c.method === 'PUT' && c.path.endsWith('/plan/decisions'));

// MUI under jsdom is slow on a busy machine; the steps themselves are quick.
describe('PlanTab', { timeout: 20_000 }, () => {
  test('shows the items by kind with current -> proposed, reason, confidence and interval, a Campaign Table link, absent kinds and what is left alone', async () => {
    planServer();
    renderPlanTab();
    const bids = await section(/^Bids \(2\)/);
    const first = row(bids, HIGH_ACOS_BID.reason);
    expect(within(first).getByText('$1.20 → $0.60')).toBeInTheDocument();
    expect(within(first).getByText('Keyword k1 · Sponsored Products Campaigns row 5')).toBeInTheDocument();
    expect(within(first).getByText('High confidence')).toBeInTheDocument();
    expect(within(first).getByText('conversion rate 5.0% to 12.0% (90% interval)')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'SP Valves Exact in the Campaign Table' })).toHaveAttribute('href', '/?tab=campaigns&campaign=111');
    expect(within(await section(/^Placements \(1\)/)).getByText('0% → 25%')).toBeInTheDocument();
    expect(within(await section(/^Pauses \(1\)/)).getByText('Enabled → Paused')).toBeInTheDocument();
    expect(within(await section(/^Negatives \(1\)/)).getByText("none → 'cheap valve'")).toBeInTheDocument();
    expect(screen.getByText('Budgets: The period of the workbook is not known: set it to get budget changes.')).toBeInTheDocument();
    expect(screen.getByText('Left alone (1)')).toBeInTheDocument();
    expect(screen.getByText(/Estimate: assumes clicks/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export plan' })).toBeDisabled();
    // The account has no Search Term Report: nothing to choose.
    expect(screen.queryByRole('group', { name: 'Search terms from' })).not.toBeInTheDocument();
  });

  test('accepting, rejecting and editing save together after a pause, recompute the projection, and filter by decision', async () => {
    const { calls } = planServer();
    const { user } = renderPlanTab();
    const bids = await section(/^Bids \(2\)/);
    expect(screen.getByText('With the 0 accepted items')).toBeInTheDocument();

    await user.click(within(row(bids, HIGH_ACOS_BID.reason)).getByRole('button', { name: 'Accept' }));
    // $1.20 -> $0.60 halves clicks and cost per click: spend $49.20 x (0.25 - 1), sales $79.40 x (0.5 - 1).
    expect(screen.getByText('Spend $463.10 · Sales $960.30 · ACOS 48.22%')).toBeInTheDocument();
    fireEvent.change(within(row(bids, GOOD_BID.reason)).getByRole('textbox', { name: 'New bid ($)' }), { target: { value: '0.55' } });
    const negatives = await section(/^Negatives/);
    await user.click(within(row(negatives, NEGATIVE.reason)).getByRole('button', { name: 'Reject' }));

    expect(within(row(bids, GOOD_BID.reason)).getByText('$0.50 → $0.55 (edited; proposed $0.62)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('2 accepted. All decisions saved.')).toBeInTheDocument(), { timeout: 5000 });
    // Saved in one batch, or more when the machine is slow between clicks: the last of each item counts.
    expect(lastSent(calls)).toEqual({
      [HIGH_ACOS_BID.id]: { status: 'accepted', value: null, note: null },
      [GOOD_BID.id]: { status: 'accepted', value: 0.55, note: null },
      [NEGATIVE.id]: { status: 'rejected', value: null, note: null },
    });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Decision' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    expect(screen.queryByRole('region', { name: /^Bids/ })).not.toBeInTheDocument();
    expect(await section(/^Negatives \(1\)/)).toBeInTheDocument();
  });

  test("'Select all' accepts every item of its kind, and again undoes it; a note is saved with the decision", async () => {
    const { calls } = planServer();
    const { user } = renderPlanTab();
    const bids = await section(/^Bids \(2\)/);
    await user.click(within(bids).getByRole('checkbox', { name: 'Select all bids' }));
    expect(within(bids).getAllByRole('button', { name: 'Accept', pressed: true })).toHaveLength(2);
    await user.click(within(bids).getByRole('checkbox', { name: 'Select all bids' }));
    expect(within(bids).queryAllByRole('button', { name: 'Accept', pressed: true })).toHaveLength(0);

    const first = row(bids, HIGH_ACOS_BID.reason);
    await user.click(within(first).getByRole('button', { name: 'Add note' }));
    fireEvent.change(within(first).getByRole('textbox', { name: 'Note' }), { target: { value: 'Ask the brand team first' } });
    fireEvent.blur(within(first).getByRole('textbox', { name: 'Note' }));
    await waitFor(() => expect(lastSent(calls)[HIGH_ACOS_BID.id]).toEqual({ status: null, value: null, note: 'Ask the brand team first' }), { timeout: 5000 });
    expect(lastSent(calls)[GOOD_BID.id]).toEqual({ status: null, value: null, note: null });
  });

  test('a value beyond Amazon\'s limits is named at the field and not saved', async () => {
    const { calls } = planServer();
    const { user } = renderPlanTab();
    const bids = await section(/^Bids/);
    const field = within(row(bids, HIGH_ACOS_BID.reason)).getByRole('textbox', { name: 'New bid ($)' });
    fireEvent.change(field, { target: { value: '0.015' } });
    expect(within(row(bids, HIGH_ACOS_BID.reason)).getByText('Whole cents only.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '2000' } });
    expect(within(row(bids, HIGH_ACOS_BID.reason)).getByText('Between $0.02 and $1,000.00.')).toBeInTheDocument();
    // The next decision is saved alone: the wrong value never left the page.
    await user.click(within(row(bids, GOOD_BID.reason)).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(decisionCalls(calls)).toHaveLength(1), { timeout: 5000 });
    expect(decisionCalls(calls)[0]!.body).toEqual({ decisions: [{ item_id: GOOD_BID.id, status: 'accepted', value: null, note: null }] });
  });

  test('decisions saved earlier show as made; a failed save says so and is retried', async () => {
    let fail = true;
    const { calls } = planServer({
      plan: () => ({ body: testPlan({ [NEGATIVE.id]: { status: 'rejected', value: null, note: 'Brand term' } }) }),
      decisions: () => (fail ? { status: 503, body: { detail: 'The server is busy. Please try again in a moment.' } } : { body: { decisions: {} } }),
    });
    const { user } = renderPlanTab();
    const negatives = await section(/^Negatives/);
    expect(within(negatives).getByRole('button', { name: 'Reject', pressed: true })).toBeInTheDocument();
    expect(within(negatives).getByRole('textbox', { name: 'Note' })).toHaveValue('Brand term');

    const bids = await section(/^Bids/);
    await user.click(within(row(bids, HIGH_ACOS_BID.reason)).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('1 accepted. Your last decisions were not saved: The server is busy. Please try again in a moment.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry saving' }));
    expect(await screen.findByText('1 accepted. All decisions saved.')).toBeInTheDocument();
    expect(decisionCalls(calls)).toHaveLength(2);
  });

  test('the export sends waiting decisions first, then downloads the file; a refusal is shown', async () => {
    const { calls } = planServer({ exportReply: { status: 400, body: { detail: 'The plan cannot be exported: Item 1 (bid:sp:k1): the bid must be between $0.02 and $1000.00.' } } });
    const { user } = renderPlanTab();
    const bids = await section(/^Bids/);
    await user.click(within(row(bids, HIGH_ACOS_BID.reason)).getByRole('button', { name: 'Accept' }));
    await user.click(screen.getByRole('button', { name: 'Export plan' }));
    expect(await screen.findByText('The plan cannot be exported: Item 1 (bid:sp:k1): the bid must be between $0.02 and $1000.00.')).toBeInTheDocument();
    const order = calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
    expect(order).toEqual(['PUT /api/bulk/uploads/1/plan/decisions', 'POST /api/bulk/uploads/1/plan/export']);
  });

  test('with a Search Term Report: the plan over its terms names it, is kept in the address, and saves and exports over the same source', async () => {
    const { calls } = planServer({ report: { id: 3 }, exportReply: { status: 400, body: { detail: 'The plan cannot be exported: Accept at least one item to export.' } } });
    const { user, router } = renderPlanTab();
    expect(within(await section(/^Negatives \(1\)/)).getByText(NEGATIVE.reason)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Search Term Report' }));
    expect(await screen.findByTestId(SEARCH_TERM_SOURCE_TEST_ID)).toHaveTextContent('From str-65-days.csv, May 1, 2025 – Jul 4, 2025; 1 line of campaigns or ad groups not in this audit left out.');
    const negatives = await section(/^Negatives \(1\)/);
    expect(within(negatives).getByText(REPORT_NEGATIVE.reason)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?plan_terms=report');

    await user.click(within(row(negatives, REPORT_NEGATIVE.reason)).getByRole('button', { name: 'Accept' }));
    await user.click(screen.getByRole('button', { name: 'Export plan' }));
    expect(await screen.findByText('The plan cannot be exported: Accept at least one item to export.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /api/bulk/uploads/1/plan/decisions?source=search_term_report',
      'POST /api/bulk/uploads/1/plan/export?source=search_term_report',
    ]);

    await user.click(screen.getByRole('button', { name: 'Bulk file' }));
    expect(within(await section(/^Negatives \(1\)/)).getByText(NEGATIVE.reason)).toBeInTheDocument();
    expect(screen.queryByTestId(SEARCH_TERM_SOURCE_TEST_ID)).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  test('waits while the search terms are stored', async () => {
    planServer({ plan: () => ({ status: 409, body: { detail: 'still', code: 'search_terms_pending' } }) });
    renderPlanTab();
    expect(await screen.findByText(PLAN_WAITING_TEXT)).toBeInTheDocument();
  });

  test('an upload audited before plans existed says what to do', async () => {
    planServer({ plan: () => ({ status: 409, body: { detail: 'This upload was audited before plans existed: upload the workbook again to get its plan.' } }) });
    renderPlanTab();
    expect(await screen.findByText(PLAN_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByText('This upload was audited before plans existed: upload the workbook again to get its plan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

describe('PlanTab settings', { timeout: 20_000 }, () => {
  test('saves the target and caps for the ad account, refuses wrong values at once, and names the costs lines left out', async () => {
    const { calls, fetchMock } = planServer();
    const { user } = renderPlanTab();
    await section(/^Bids/);
    await user.click(screen.getByRole('button', { name: /^Plan settings: target ACOS 30%/ }));
    const form = screen.getByRole('form', { name: 'Plan settings' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Target ACOS (%)' }), { target: { value: '0' } });
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Target ACOS must be between 1% and 1000%.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT' && c.path.includes('plan-settings'))).toHaveLength(0);

    fireEvent.change(within(form).getByRole('textbox', { name: 'Target ACOS (%)' }), { target: { value: '25' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'SB target ACOS (%)' }), { target: { value: '40' } });
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Settings saved for this ad account; the plan is built again with them.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT' && c.path === '/api/accounts/7/plan-settings')!.body).toMatchObject({ target_acos: 25, type_targets: { SB: 40 }, max_decrease: 50 });

    // A costs file: the server names the lines it left out.
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify({
      settings: { ...testPlan().settings, break_even: { costs: [{ asin: 'B0VALVE001', price: 20, cogs: 5, fees: 3 }], margin: 0 } },
      costs_problems: ["Costs line 3 (B0VALVE002): the price 'abc' is not a number."],
    }), { status: 200, headers: { 'content-type': 'application/json' } }));
    const file = new File(['asin,price,cogs,fees\nB0VALVE001,20,5,3\nB0VALVE002,abc,1,1\n'], 'costs.csv', { type: 'text/csv' });
    await user.upload(within(form).getByLabelText('Upload costs CSV'), file);
    expect(await screen.findByText("Costs line 3 (B0VALVE002): the price 'abc' is not a number.")).toBeInTheDocument();
    expect(screen.getByText('Costs read from costs.csv: break-even mode is on. These costs lines were left out:')).toBeInTheDocument();
  });
});
