// The insights' trust rules as the tab shows them: paused suggestions apart, the figures that
// qualified a negative, the negative that already covers a wasted row, what a share is of, the
// advice on term conflicts, and the minimum orders as a setting.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { metricsFromCounts } from '@ads-auditor/audit';
import { describe, expect, test } from 'vitest';
import { AUTO, EXACT, harvest, insightsServer, negative, renderInsightsTab, testInsights } from '../test/insights-test-kit';

const tab = (name: RegExp | string) => screen.findByRole('tab', { name }, { timeout: 5000 });
const bodyRows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const gramFigures = metricsFromCounts({ impressions: 900, clicks: 24, spend: 40, sales: 0, orders: 0, units: 0 });

/** The kit's insights with a paused negative, a phrase negative judged across the account, a paused harvest and a covered wasted row. */
function trustInsights() {
  const insights = testInsights();
  insights.negative_suggestions = [
    ...insights.negative_suggestions,
    negative(EXACT, 'snore stopper', 20, { paused: true }),
    negative({ ...AUTO, ad_group_id: null, ad_group_name: null }, 'snoring device', 19, {
      match_type: 'Negative Phrase', level: 'campaign', qualifying_scope: 'account', qualifying_metrics: gramFigures,
    }),
  ];
  insights.total_negative_suggestions = 5;
  insights.harvest_suggestions = [...insights.harvest_suggestions, harvest('chin strap', 3, AUTO, true)];
  insights.total_harvest_suggestions = 2;
  const [first, ...rest] = insights.wasted_spend.targets.rows;
  insights.wasted_spend.targets.rows = [{ ...first!, covered_by: { text: 'plastic valves', match_type: 'Negative Phrase', level: 'campaign' } }, ...rest];
  return insights;
}

describe('InsightsTab: what makes the suggestions trustworthy', { timeout: 20_000 }, () => {
  test('paused negatives and harvests are hidden until "Show paused" is turned on', async () => {
    insightsServer({ insights: () => ({ body: trustInsights() }) });
    renderInsightsTab();
    fireEvent.click(await tab('Negatives (5)'));
    const table = 'Negative suggestions';
    expect(bodyRows(table)).toHaveLength(4);
    expect(screen.queryByText('snore stopper')).not.toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Show paused (1)' });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(bodyRows(table)).toHaveLength(5);
    const pausedRow = bodyRows(table).find((row) => within(row).queryByText('snore stopper'))!;
    expect(within(pausedRow).getByText('Paused')).toBeInTheDocument();

    fireEvent.click(await tab('Harvest (2)'));
    expect(bodyRows('Harvest suggestions')).toHaveLength(1);
    fireEvent.click(screen.getByRole('switch', { name: 'Show paused (1)' }));
    expect(bodyRows('Harvest suggestions')).toHaveLength(2);
    expect(screen.getByText(/at least 2 orders on at least 10 clicks/)).toBeInTheDocument();
  });

  test('hiding paused suggestions again unselects them, so the export holds only what is shown', async () => {
    insightsServer({ insights: () => ({ body: trustInsights() }) });
    renderInsightsTab();
    fireEvent.click(await tab('Negatives (5)'));
    fireEvent.click(screen.getByRole('switch', { name: 'Show paused (1)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    const selectable = bodyRows('Negative suggestions').filter((row) => !within(row).getByRole('checkbox').hasAttribute('disabled')).length;
    expect(screen.getByText(`${selectable} negative keywords and 0 keywords selected.`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Show paused (1)' }));
    expect(screen.getByText(`${selectable - 1} negative keywords and 0 keywords selected.`)).toBeInTheDocument();
  });

  test("a phrase negative shows the gram's account-wide figures beside its campaign's share", async () => {
    insightsServer({ insights: () => ({ body: trustInsights() }) });
    renderInsightsTab();
    fireEvent.click(await tab('Negatives (5)'));
    const row = bodyRows('Negative suggestions').find((r) => within(r).queryByText('snoring device'))!;
    expect(within(row).getByText('The gram across the account')).toBeInTheDocument();
    expect(within(row).getByText('24')).toBeInTheDocument();
    expect(within(row).getByText('$40.00')).toBeInTheDocument();
    // Its own share in the campaign: 12 clicks, $19.00.
    expect(within(row).getByText('$19.00')).toBeInTheDocument();
  });

  test('the wasted share says what it is a share of, and a covered row names its negative', async () => {
    insightsServer({ insights: () => ({ body: trustInsights() }) });
    renderInsightsTab();
    expect(await screen.findByText('$70.00 wasted · 17.50% of the spend of all keywords and product targets', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/not of the account's spend/)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Share of Level Spend' })).toBeInTheDocument();
    expect(screen.getByText('Negative Phrase "plastic valves" (campaign)')).toBeInTheDocument();
  });

  test('term conflicts show the advice and how many ad groups converted', async () => {
    insightsServer({ insights: () => ({ body: trustInsights() }) });
    renderInsightsTab();
    fireEvent.click(await tab('Conflicts (1)'));
    expect(screen.getByText(/^Not enough data to negate it elsewhere: "SP Valves Exact › Brass valves" leads/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Converting In' })).toBeInTheDocument();
  });

  test('the minimum orders is a setting of the tab: asked for, and remembered', async () => {
    const { calls } = insightsServer();
    renderInsightsTab();
    await tab('Harvest (1)');
    const field = screen.getByRole('textbox', { name: 'Minimum orders' });
    expect(field).toHaveValue('2');
    fireEvent.change(field, { target: { value: '0' } });
    expect(await screen.findByText('Harvest minimum orders must be between 1 and 100000.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '3' } });
    await waitFor(() => expect(calls.some((c) => c.method === 'GET' && c.path.includes('harvest_min_orders=3'))).toBe(true));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({ harvest_min_orders: 3 }));
  });
});
