import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { DataQuality } from '@ads-auditor/audit';
import { DataQualityPanel } from './DataQualityPanel';

const complete: DataQuality = {
  date_range: { start: '2026-03-01', end: '2026-03-31', days: 31 },
  facts: [
    { id: 'sheets', status: 'ok', title: 'Sheets found and used', text: 'Campaigns read from 1 of 1 tabs: Sponsored Products Campaigns.', fix: null, items: [] },
    { id: 'placements', status: 'ok', title: 'Placement rows', text: 'Placement rows for every campaign.', fix: null, items: [] },
  ],
};

const withWarning: DataQuality = {
  ...complete,
  facts: [complete.facts[0]!, { id: 'placements', status: 'missing', title: 'Placement rows', text: 'No placement rows', fix: "Tick 'Placement data for campaigns' when you create the download.", items: [] }],
};

describe('DataQualityPanel collapses when the file is complete', () => {
  test('a complete file: one line, the facts only on request', () => {
    render(<DataQualityPanel dataQuality={complete} />);
    const panel = screen.getByRole('region', { name: 'Data quality' });
    expect(within(panel).getByText('The file has everything the audit uses.')).toBeInTheDocument();
    expect(within(panel).queryByText(/Sheets found and used/)).not.toBeInTheDocument();
    const toggle = within(panel).getByRole('button', { name: 'Show the checks' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(within(panel).getByRole('button', { name: 'Hide the checks' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByText(/Sheets found and used/)).toBeVisible();
    expect(within(panel).getByText(/Placement rows for every campaign/)).toBeVisible();
  });

  test('a file with a warning keeps every fact and its fix open', () => {
    render(<DataQualityPanel dataQuality={withWarning} />);
    const panel = screen.getByRole('region', { name: 'Data quality' });
    expect(within(panel).getByText(/Sheets found and used/)).toBeVisible();
    expect(within(panel).getByText("No placement rows: tick 'Placement data for campaigns' when you create the download.")).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Show the checks' })).not.toBeInTheDocument();
  });
});
