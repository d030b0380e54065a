import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { notesServer, renderWithNotes, testAudit, testCampaign, testNote, testReport } from '../../../test/notes-test-kit';
import { COVERAGE_BAND_COLORS } from './CoverageBar';
import { NotesCoverageGauge } from './NotesCoverageGauge';

/** Campaigns whose spends add up to 100, so a campaign's spend is its share of the total. */
function accountWithNotesOn(spends: number[], noted: number[]) {
  const campaigns = spends.map((spend, i) => testCampaign(`c${i}`, `Campaign ${i}`, spend, 100 - spend));
  notesServer(noted.map((i) => testNote(`Note ${i}`, { campaign_id: `c${i}` })));
  return testAudit(campaigns);
}

const spendBar = () => screen.findByRole('progressbar', { name: 'Campaign notes coverage of spend' });
/** The bar is painted in the progressbar's colour (currentColor). */
const barColor = (progress: HTMLElement) => getComputedStyle(progress).color;
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('NotesCoverageGauge', { timeout: 20_000 }, () => {
  test.each([
    { spends: [80, 20], percent: 80, band: 'green' },
    { spends: [79, 21], percent: 79, band: 'teal' },
    { spends: [60, 40], percent: 60, band: 'teal' },
    { spends: [59, 41], percent: 59, band: 'light-blue' },
    { spends: [40, 60], percent: 40, band: 'light-blue' },
    { spends: [39, 61], percent: 39, band: 'blue' },
  ] as const)('$percent% of spend covered is $band', async ({ spends, percent, band }) => {
    renderWithNotes(<NotesCoverageGauge />, { audit: accountWithNotesOn([...spends], [0]) });
    const bar = await spendBar();
    await screen.findByText('1 of 2 campaigns have notes');
    expect(bar).toHaveAttribute('aria-valuenow', String(percent));
    expect(bar).toHaveAttribute('aria-valuetext', `${percent}.00%`);
    expect(barColor(bar)).toBe(rgb(COVERAGE_BAND_COLORS[band]));
  });

  test('says how many more campaigns, largest first, reach 80%', async () => {
    renderWithNotes(<NotesCoverageGauge />, { audit: accountWithNotesOn([10, 5, 40, 15, 30], [0]) });
    await screen.findByText('1 of 5 campaigns have notes');
    const spend = (await spendBar()).parentElement!;
    expect(within(spend).getByText('Add notes to 2 more campaigns (largest first) to reach 80%.')).toBeInTheDocument();
    expect(within(spend).getByText('10.00%')).toBeInTheDocument();
    expect(within(spend).getByText(/\$10\.00 of \$100\.00/)).toBeInTheDocument();
  });

  test('says when the target is reached, and when there is no spend to cover', async () => {
    const campaigns = [testCampaign('c0', 'Only', 0, 50)];
    notesServer([testNote('Hi', { campaign_id: 'c0' })]);
    renderWithNotes(<NotesCoverageGauge />, { audit: testAudit(campaigns) });
    await screen.findByText('1 of 1 campaign has notes');
    expect(screen.getByText('No spend to cover.')).toBeInTheDocument();
    expect(screen.getByText('Target of 80% reached.')).toBeInTheDocument();
  });

  test('shows only the campaign gauge without a business report', async () => {
    renderWithNotes(<NotesCoverageGauge />, { audit: accountWithNotesOn([50, 50], []) });
    expect(await screen.findAllByRole('progressbar')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Parent ASIN notes' })).not.toBeInTheDocument();
  });

  test('with a business report, parent ASIN coverage of ad spend and total sales', async () => {
    notesServer([testNote('Title', { parent_asin: 'B0P2' })]);
    const report = testReport([['B0P1', 'One', 75, 100], ['B0P2', 'Two', 25, 900]]);
    renderWithNotes(<NotesCoverageGauge />, { audit: testAudit([testCampaign('c0', 'A', 10, 10)]), businessReport: report });
    await screen.findByText('1 of 2 parent ASINs have notes');
    expect(screen.getByRole('progressbar', { name: 'Parent ASIN notes coverage of ad spend' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('progressbar', { name: 'Parent ASIN notes coverage of total sales' })).toHaveAttribute('aria-valuenow', '90');
  });

  test('counts the parent ASINs with notes without a business report, and says what measures their coverage', async () => {
    const audit = testAudit([testCampaign('c0', 'Campaign 0', 50, 50)]);
    notesServer([testNote('Fix images', { parent_asin: 'B0PARENT1' }), testNote('Price', { parent_asin: 'B0PARENT2' })]);
    renderWithNotes(<NotesCoverageGauge />, { audit });
    expect(await screen.findByText(/^2 parent ASINs have notes\. Add a business report/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Parent ASIN notes' })).toBeInTheDocument();
  });
});
