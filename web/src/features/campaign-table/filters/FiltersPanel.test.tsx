import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyFilters, validateFilters, type CampaignFilters } from '@ads-auditor/audit';
import { FiltersPanel } from './FiltersPanel';
import { ASIN_MAP_HINT } from './filter-fields';

/** The panel inside a page that keeps the applied filters, as the Campaign Table does. */
function Page({ initial, asinMapLoaded, onApply }: {
  initial: CampaignFilters;
  asinMapLoaded: boolean;
  onApply: (filters: CampaignFilters) => void;
}) {
  const [applied, setApplied] = useState(initial);
  return (
    <FiltersPanel
      applied={applied}
      asinMapLoaded={asinMapLoaded}
      onApply={(filters) => {
        onApply(filters);
        setApplied(filters);
      }}
    />
  );
}

async function openPanel({ initial = emptyFilters(), asinMapLoaded = false } = {}) {
  const onApply = vi.fn<(filters: CampaignFilters) => void>();
  const user = userEvent.setup({ delay: null });
  render(<Page initial={initial} asinMapLoaded={asinMapLoaded} onApply={onApply} />);
  const toggle = screen.getByRole('button', { name: 'Show Filters' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAccessibleName('Hide Filters');
  return { user, onApply };
}

/** By label: role queries over 60 MUI fields are too slow in jsdom; the label is the accessible name. */
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const applyButton = () => screen.getByRole('button', { name: 'Apply Filters' });
const lastApplied = (onApply: { mock: { calls: [CampaignFilters][] } }) => onApply.mock.calls.at(-1)?.[0];

// Each test mounts dozens of MUI fields; jsdom needs more than the default 5 s on a busy machine.
describe('FiltersPanel', { timeout: 20_000 }, () => {
  test('edits do not reach the table until Apply Filters; then the badge reads 1 active', async () => {
    const { user, onApply } = await openPanel();
    await user.type(field('Min Spend'), '100');
    await user.tab();
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.queryByText('1 active')).not.toBeInTheDocument();
    expect(screen.getByText('Changes not applied yet.')).toBeInTheDocument();

    await user.click(applyButton());
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(lastApplied(onApply)).toEqual({ ...emptyFilters(), minSpend: 100 });
    expect(screen.getByText('1 active')).toBeInTheDocument();
    expect(screen.queryByText('Changes not applied yet.')).not.toBeInTheDocument();
  });

  test("a numeric field keeps what is typed while focused and commits '$1,200.50' as 1200.5 on blur", async () => {
    const { user, onApply } = await openPanel();
    await user.type(field('Min Spend'), '$1,200.50');
    expect(field('Min Spend')).toHaveValue('$1,200.50');
    await user.tab();
    expect(field('Min Spend')).toHaveValue('1200.5');
    await user.click(applyButton());
    expect(lastApplied(onApply)?.minSpend).toBe(1200.5);
  });

  test("'abc' yields no value", async () => {
    const { user, onApply } = await openPanel();
    await user.type(field('Max Sales'), 'abc');
    await user.tab();
    expect(field('Max Sales')).toHaveValue('');
    await user.type(field('Min Clicks'), '5');
    await user.click(applyButton());
    expect(lastApplied(onApply)?.maxSales).toBeUndefined();
    expect(screen.getByText('1 active')).toBeInTheDocument();
  });

  test('Min above Max shows the engine message beside the field and blocks Apply, by click or Enter', async () => {
    const { user, onApply } = await openPanel();
    const [expected] = validateFilters({ ...emptyFilters(), minSpend: 500, maxSpend: 100 });
    expect(expected?.message).toBe('Min Spend cannot be greater than Max Spend');

    await user.type(field('Min Spend'), '500');
    await user.type(field('Max Spend'), '100');
    await user.tab();
    expect(field('Min Spend')).toHaveAccessibleDescription(expected!.message);
    expect(field('Min Spend')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Max Spend')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Fix the highlighted field to apply the filters.');
    expect(screen.getByRole('button', { name: /Campaign Metrics/ })).toHaveTextContent('1 error');
    expect(applyButton()).toBeDisabled();

    await user.click(field('Max Spend'));
    await user.keyboard('{Enter}');
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.queryByText(/active$/)).not.toBeInTheDocument();

    await user.clear(field('Max Spend'));
    await user.type(field('Max Spend'), '900{Enter}');
    expect(lastApplied(onApply)).toMatchObject({ minSpend: 500, maxSpend: 900 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('Clear All empties the fields and the applied filters', async () => {
    const initial = { ...emptyFilters(), minSpend: 10, campaignNameContains: ['brand'], campaignStates: ['paused'] };
    const { user, onApply } = await openPanel({ initial });
    expect(screen.getByText('3 active')).toBeInTheDocument();
    expect(field('Min Spend')).toHaveValue('10');
    expect(field('Campaign Name Contains')).toHaveValue('brand');
    expect(screen.getByLabelText('Paused')).toBeChecked();

    await user.type(field('Max Spend'), '50');
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(onApply).toHaveBeenCalledWith(emptyFilters());
    expect(field('Min Spend')).toHaveValue('');
    expect(field('Max Spend')).toHaveValue('');
    expect(field('Campaign Name Contains')).toHaveValue('');
    expect(screen.getByLabelText('Paused')).not.toBeChecked();
    expect(screen.queryByText(/active$/)).not.toBeInTheDocument();
  });

  test('parent ASIN and product title filters are disabled, with the hint, until an ASIN map is loaded', async () => {
    const { user } = await openPanel({ asinMapLoaded: false });
    await user.click(screen.getByRole('button', { name: /ASIN-Based Filters/ }));
    for (const name of ['Parent ASINs', 'Product Title Keywords']) {
      expect(field(name)).toBeDisabled();
      expect(field(name)).toHaveAccessibleDescription(ASIN_MAP_HINT);
    }
    expect(ASIN_MAP_HINT).toBe('Enhance data by uploading a business report or VC report');
    expect(field('Child ASINs')).toBeEnabled();
  });

  test('with an ASIN map the parent ASIN and product title filters are enabled', async () => {
    const { user } = await openPanel({ asinMapLoaded: true });
    await user.click(screen.getByRole('button', { name: /ASIN-Based Filters/ }));
    expect(field('Parent ASINs')).toBeEnabled();
    expect(field('Product Title Keywords')).toBeEnabled();
    expect(screen.queryByText(ASIN_MAP_HINT)).not.toBeInTheDocument();
  });

  test("an ASIN list 'b0abc, ,b0def' applies ['B0ABC', 'B0DEF'] on Enter", async () => {
    const { user, onApply } = await openPanel();
    await user.click(screen.getByRole('button', { name: /ASIN-Based Filters/ }));
    await user.type(field('Child ASINs'), 'b0abc, ,b0def{Enter}');
    expect(lastApplied(onApply)?.childAsins).toEqual(['B0ABC', 'B0DEF']);
    await user.tab();
    expect(field('Child ASINs')).toHaveValue('B0ABC, B0DEF');
  });

  test('type and state checkboxes apply as lists; a negative filter clears its opposite', async () => {
    const { user, onApply } = await openPanel();
    await user.click(screen.getByRole('button', { name: /Campaign Information/ }));
    await user.click(screen.getByLabelText('Sponsored Brands (SB)'));
    await user.click(screen.getByLabelText('Sponsored Products (SP)'));
    await user.click(screen.getByLabelText('Archived'));
    await user.click(screen.getByRole('button', { name: /Advanced Filters/ }));
    await user.click(screen.getByLabelText('Has Negative Keywords'));
    await user.click(screen.getByLabelText('Does Not Have Negative Keywords'));
    expect(screen.getByLabelText('Has Negative Keywords')).not.toBeChecked();
    await user.click(applyButton());
    expect(lastApplied(onApply)).toEqual({
      ...emptyFilters(),
      campaignTypes: ['SP', 'SB'],
      campaignStates: ['archived'],
      doesNotHaveNegativeKeywords: true,
    });
  });

  test('placement bounds carry their placement in the label', async () => {
    const { user, onApply } = await openPanel();
    const section = screen.getByRole('button', { name: /Placement Performance/ });
    await user.click(section);
    const topOfSearch = screen.getByText('Top of Search', { selector: 'legend' }).closest('fieldset')!;
    await user.type(within(topOfSearch).getByLabelText('Min Top Of Search Percentage'), '25');
    await user.click(applyButton());
    expect(lastApplied(onApply)).toEqual({ ...emptyFilters(), minTopOfSearchPercentage: 25 });
    expect(section).toHaveTextContent('1 set');
  });

  test('Apply with no change does nothing, and edits survive hiding the panel', async () => {
    const { user, onApply } = await openPanel();
    await user.click(applyButton());
    expect(onApply).not.toHaveBeenCalled();

    await user.type(field('Max CPC'), '2');
    await user.click(screen.getByRole('button', { name: 'Hide Filters' }));
    await user.click(screen.getByRole('button', { name: 'Show Filters' }));
    expect(field('Max CPC')).toHaveValue('2');
  });

  test('new applied filters from the page replace the edits; an equal fresh object keeps them', async () => {
    const user = userEvent.setup({ delay: null });
    const onApply = vi.fn();
    const view = render(<FiltersPanel applied={emptyFilters()} onApply={onApply} asinMapLoaded={false} />);
    await user.click(screen.getByRole('button', { name: 'Show Filters' }));
    await user.type(field('Min Orders'), '3');
    await user.tab();

    view.rerender(<FiltersPanel applied={emptyFilters()} onApply={onApply} asinMapLoaded={false} />);
    expect(field('Min Orders')).toHaveValue('3');

    view.rerender(<FiltersPanel applied={{ ...emptyFilters(), maxOrders: 9 }} onApply={onApply} asinMapLoaded={false} />);
    expect(field('Min Orders')).toHaveValue('');
    expect(field('Max Orders')).toHaveValue('9');
    expect(screen.getByText('1 active')).toBeInTheDocument();
  });
});
