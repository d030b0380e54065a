import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { gradeChecks, type DataQuality, type HealthCheckResult } from '@ads-auditor/audit';
import { DataQualityPanel } from './DataQualityPanel';
import { HealthChecksList } from './HealthChecksList';

const base = { threshold: 'The rule.', evidence: [], evidence_total: 0, graded: true };
const checks: HealthCheckResult[] = [
  {
    ...base,
    id: 'spend_without_sales', title: 'Campaigns spending with no sales', severity: 'high', status: 'fail',
    summary: '1 campaign spent $20.10 without a sale (16.74% of spend).',
    threshold: 'Campaigns with spend and no sales. Warns at 2%, fails at 10%.',
    evidence: [{ subject: 'Dud', campaigns: [{ id: '1', name: 'Dud', state: 'enabled', figures: [] }], figures: [{ label: 'Spend', kind: 'money', value: 20.1 }, { label: 'Clicks', kind: 'count', value: 1234 }] }],
    evidence_total: 35,
  },
  {
    ...base,
    id: 'duplicate_keywords', title: 'Duplicate keywords across campaigns', severity: 'medium', status: 'warn', summary: '1 keyword is enabled in several campaigns.',
    evidence: [{
      subject: '"brass valve" (Exact)',
      campaigns: [
        { id: '1', name: 'One', state: 'enabled', figures: [{ label: 'Spend', kind: 'money', value: 30.005 }, { label: 'ACOS', kind: 'percent', value: 12.5 }] },
        { id: '2', name: 'Two', state: 'paused', figures: [{ label: 'Spend', kind: 'money', value: 20 }, { label: 'ACOS', kind: 'percent', value: 40 }] },
      ],
      figures: [{ label: 'Campaigns', kind: 'count', value: 2 }],
    }],
    evidence_total: 1,
  },
  { ...base, id: 'budget_capped_winners', title: 'Budget-capped winners', severity: 'medium', status: 'not_computed', summary: 'Not computed: the file has no daily budgets.' },
];

describe('HealthChecksList', { timeout: 30_000 }, () => {
  test('shows the grade with the checks that make it and the rule', () => {
    render(<HealthChecksList health={{ checks, grade: gradeChecks(checks) }} />);
    const section = screen.getByRole('region', { name: 'Account health' });
    expect(within(section).getByRole('img', { name: 'Grade C' })).toHaveTextContent('C');
    expect(within(section).getByText('Grade C: 8 points')).toBeInTheDocument();
    expect(within(section).getByText('Campaigns spending with no sales fails (high severity): 6 points')).toBeInTheDocument();
    expect(within(section).getByText(/each that fails costs 2 times as many/)).toBeInTheDocument();
  });

  test('each check shows status and severity; its toggle shows the threshold and the evidence with exact figures', () => {
    render(<HealthChecksList health={{ checks, grade: gradeChecks(checks) }} />);
    const item = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;
    const fail = item('Campaigns spending with no sales');
    expect(within(fail).getByText('Fail')).toBeInTheDocument();
    expect(within(fail).getByText('High severity')).toBeInTheDocument();
    expect(within(fail).queryByText('$20.10')).toBeNull();
    const toggle = within(fail).getByRole('button', { name: 'Show threshold and evidence' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(fail).getByText('Campaigns with spend and no sales. Warns at 2%, fails at 10%.')).toBeInTheDocument();
    expect(within(fail).getByText('$20.10')).toBeInTheDocument();
    expect(within(fail).getByText('1,234')).toBeInTheDocument();
    expect(within(fail).getByText('Showing the 1 largest of 35.')).toBeInTheDocument();

    const duplicates = item('Duplicate keywords across campaigns');
    fireEvent.click(within(duplicates).getByRole('button', { name: 'Show threshold and evidence' }));
    expect(within(duplicates).getByText('"brass valve" (Exact)')).toBeInTheDocument();
    expect(within(duplicates).getByText('$30.01')).toBeInTheDocument();
    expect(within(duplicates).getByText('40.00%')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show the other 1 checks' }));
    expect(within(item('Budget-capped winners')).getByText('Not computed')).toBeInTheDocument();
  });
});

describe('DataQualityPanel', () => {
  const quality: DataQuality = {
    date_range: null,
    facts: [
      { id: 'sheets', status: 'ok', title: 'Sheets found and used', text: 'Campaigns read from 1 of 2 tabs: Sponsored Products Campaigns.', fix: null, items: ['Sponsored Products Campaigns (campaigns)', 'Portfolios (not used)'] },
      { id: 'placements', status: 'missing', title: 'Placement rows', text: 'No placement rows', fix: "Tick 'Placement data for campaigns' when you create the download.", items: [] },
    ],
  };

  test('each fact with its fix in the seller\'s words, and the details on request', () => {
    render(<DataQualityPanel dataQuality={quality} />);
    const panel = screen.getByRole('region', { name: 'Data quality' });
    expect(within(panel).getByText('The file lacks 1 thing the audit uses; the fix is given with each.')).toBeInTheDocument();
    expect(within(panel).getByText("No placement rows: tick 'Placement data for campaigns' when you create the download.")).toBeInTheDocument();
    const toggle = within(panel).getByRole('button', { name: 'Show 2 details' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByText('Portfolios (not used)')).toBeVisible();
  });
});
