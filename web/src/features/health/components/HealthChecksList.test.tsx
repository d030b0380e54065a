import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { gradeChecks, type HealthCheckResult } from '@ads-auditor/audit';
import { campaignTableSearch } from '../../audit-session';
import { HealthChecksList } from './HealthChecksList';

const base: Pick<HealthCheckResult, 'threshold' | 'evidence' | 'evidence_total' | 'graded' | 'severity' | 'summary'> = {
  threshold: 'The rule.',
  evidence: [],
  evidence_total: 0,
  graded: true,
  severity: 'medium',
  summary: 'Outcome.',
};
const checks: HealthCheckResult[] = [
  { ...base, id: 'auto_without_negatives', title: 'Auto campaigns without negatives', status: 'pass' },
  { ...base, id: 'paused_converting', title: 'Paused campaigns that still converted', status: 'warn', severity: 'low' },
  {
    ...base,
    id: 'budget_capped_winners',
    title: 'Budget-capped winners',
    status: 'pass',
    evidence: [
      {
        subject: 'Raised budget',
        campaigns: [{ id: '42', name: 'Raised budget', state: 'enabled', figures: [] }],
        figures: [{ label: 'Budget used', kind: 'percent', value: 227.88 }],
        note: 'Budget changed during the period?',
      },
    ],
    evidence_total: 1,
  },
  {
    ...base,
    id: 'acos_far_above_account',
    title: 'ACOS far above the account average',
    status: 'fail',
    severity: 'high',
    evidence: [{ subject: 'Costly', campaigns: [{ id: '7', name: 'Costly', state: 'paused', figures: [] }], figures: [] }],
    evidence_total: 1,
  },
  { ...base, id: 'spend_without_notes', title: 'Share of spend with no notes', status: 'fail', severity: 'low', graded: false },
];
const health = { checks, grade: gradeChecks(checks) };

function renderList(withLinks: boolean) {
  return render(
    <MemoryRouter>
      <HealthChecksList health={health} campaignHref={withLinks ? campaignTableSearch : undefined} />
    </MemoryRouter>,
  );
}

const titlesIn = (list: HTMLElement) => within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

// MUI lists with chips and toggles make a heavy jsdom tree: generous time for a loaded machine.
describe('the health checks list', { timeout: 30_000 }, () => {
  test('a compact list of the checks that fail or warn, failing first; the others behind a toggle, notes coverage last and out of the grade', () => {
    renderList(true);
    expect(titlesIn(screen.getByRole('list', { name: 'Checks that fail or warn' }))).toEqual([
      'ACOS far above the account average',
      'Paused campaigns that still converted',
    ]);
    expect(screen.queryByRole('list', { name: 'Other checks' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show the other 3 checks' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const others = screen.getByRole('list', { name: 'Other checks' });
    expect(titlesIn(others)).toEqual(['Auto campaigns without negatives', 'Budget-capped winners', 'Share of spend with no notes']);
    const notes = screen.getByRole('heading', { name: 'Share of spend with no notes' }).closest('li')!;
    expect(within(notes).getByText('Not in the grade')).toBeInTheDocument();
    expect(health.grade.contributions.map((c) => c.check_id)).toEqual(['acos_far_above_account', 'paused_converting']);
  });

  test('evidence links each campaign to its row in the Campaign Table and shows its state', () => {
    renderList(true);
    const item = screen.getByRole('heading', { name: 'ACOS far above the account average' }).closest('li')!;
    fireEvent.click(within(item).getByRole('button', { name: 'Show threshold and evidence' }));
    const link = within(item).getByRole('link', { name: 'Costly' });
    expect(link).toHaveAttribute('href', '/?tab=campaigns&campaign=7');
    expect(within(item).getByText('(paused)')).toBeInTheDocument();
  });

  test("a budget changed during the period reads so, and does not fail the check", () => {
    renderList(true);
    fireEvent.click(screen.getByRole('button', { name: 'Show the other 3 checks' }));
    const item = screen.getByRole('heading', { name: 'Budget-capped winners' }).closest('li')!;
    expect(within(item).getByText('Pass')).toBeInTheDocument();
    fireEvent.click(within(item).getByRole('button', { name: 'Show threshold and evidence' }));
    expect(within(item).getByText('Budget changed during the period?')).toBeInTheDocument();
    expect(within(item).getByText('227.88%')).toBeInTheDocument();
  });

  test('without a Campaign Table (the share page) campaigns are plain text, still with their state', () => {
    renderList(false);
    const item = screen.getByRole('heading', { name: 'ACOS far above the account average' }).closest('li')!;
    fireEvent.click(within(item).getByRole('button', { name: 'Show threshold and evidence' }));
    expect(within(item).queryByRole('link')).toBeNull();
    expect(within(item).getByText('Costly')).toBeInTheDocument();
    expect(within(item).getByText('(paused)')).toBeInTheDocument();
  });

  test('when nothing fails or warns, it says so', () => {
    const passing = checks.filter((c) => c.status === 'pass');
    render(<HealthChecksList health={{ checks: passing, grade: gradeChecks(passing) }} />);
    expect(screen.getByText('No check fails or warns.')).toBeInTheDocument();
  });
});
