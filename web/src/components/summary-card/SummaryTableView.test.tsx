import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { metricsFromCounts, placementTable, targetingTypeTable } from '@ads-auditor/audit';
import { SummaryTableView } from './SummaryTableView';

const m = (spend: number, sales: number) => metricsFromCounts({ impressions: 1000, clicks: 100, spend, sales, orders: sales > 0 ? 4 : 0, units: 4 });

const SP_PLACEMENTS = [
  { placement: 'Placement Top', metrics: m(600, 2400) },
  { placement: 'Placement Rest Of Search', metrics: m(300, 600) },
  { placement: 'Placement Product Page', metrics: m(100, 0) },
  { placement: 'Placement Amazon Business', metrics: m(50, 200) },
];

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('SummaryTableView', () => {
  test('Amazon Business is listed after the total as "of which", and every share is of the three placements', () => {
    render(<SummaryTableView table={placementTable('SP', SP_PLACEMENTS, 1000)} emptyText="No data." />);
    const table = screen.getByRole('table', { name: 'Placement Performance Summary - Sponsored Products' });
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      'Top of Search',
      'Rest of Search',
      'Product Pages',
      'Total',
      'of which Amazon Business',
    ]);
    const total = within(table).getByRole('row', { name: /^Total / });
    expect(cellsOf(total).slice(0, 2)).toEqual(['$1,000.00', '100.00%']);
    const part = within(table).getByRole('row', { name: /^of which Amazon Business / });
    expect(cellsOf(part).slice(0, 2)).toEqual(['$50.00', '5.00%']);
  });

  test("spend without sales shows ACOS as a dash named 'no sales', with the table's note under it", async () => {
    render(<SummaryTableView table={placementTable('SP', SP_PLACEMENTS, 1000)} emptyText="No data." />);
    const row = screen.getByRole('row', { name: /^Product Pages / });
    const acos = within(row).getAllByRole('cell')[4]!;
    expect(acos).toHaveTextContent('no sales');
    expect(acos).not.toHaveTextContent('0.00%');
    fireEvent.mouseOver(within(acos).getByText('\u2014'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('no sales');
    expect(screen.getByText('ACOS \u2014: spend with no sales.')).toBeInTheDocument();
  });

  test('a total that differs from the account spend is footnoted with both amounts and the reason', () => {
    render(<SummaryTableView table={targetingTypeTable([{ key: 'Exact', metrics: m(400, 800) }], 500)} emptyText="No data." />);
    expect(screen.getByText(/^The total spend \(\$400\.00\) differs from the account's spend \(\$500\.00\): this table adds up keyword and product-targeting rows/)).toBeInTheDocument();
  });

  test('a total that matches has no footnote; an empty table says so', () => {
    const { unmount } = render(<SummaryTableView table={targetingTypeTable([{ key: 'Exact', metrics: m(400, 800) }], 400)} emptyText="No data." />);
    expect(screen.queryByText(/differs from/)).not.toBeInTheDocument();
    unmount();
    render(<SummaryTableView table={placementTable('SB', [], 0)} emptyText="No Sponsored Brands placement data in the uploaded file." />);
    expect(screen.getByText('No Sponsored Brands placement data in the uploaded file.')).toBeInTheDocument();
  });
});
