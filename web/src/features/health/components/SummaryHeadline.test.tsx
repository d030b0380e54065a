import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { computeHealth, metricsFromCounts, type AuditResult } from '@ads-auditor/audit';
import { PERIOD_UNKNOWN, SummaryHeadline } from './SummaryHeadline';

const account = metricsFromCounts({ impressions: 10_000, clicks: 500, spend: 1234.5, sales: 4321, orders: 40, units: 40 });

function auditOf(metrics = account, fileName = 'bulk-march.xlsx'): AuditResult & { file_name: string } {
  return {
    upload_id: 1,
    file_name: fileName,
    campaigns: [],
    summary: {
      account: metrics,
      by_campaign_type: [],
      by_targeting_type: [],
      placements: { SP: [], SB: [] },
      by_bidding_strategy: [],
      top_campaigns: [],
    },
    report: { sheets_found: [], sheets_used: [], warnings: [] },
  } as AuditResult & { file_name: string };
}

function figures() {
  const headline = screen.getByRole('region', { name: 'Account headline' });
  return within(headline).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe('Summary headline', () => {
  test('spend, sales, ACOS, ROAS, orders and the grade, then the period from the file name', () => {
    const audit = auditOf(account, 'bulk-a1b2-20260301-20260331-1774000000000.xlsx');
    const health = computeHealth(audit, { fileName: audit.file_name });
    render(<SummaryHeadline account={account} health={health} />);
    expect(figures()).toEqual([
      ['Spend', '$1,234.50'],
      ['Sales', '$4,321.00'],
      ['ACOS', '28.57%'],
      ['ROAS', '3.50'],
      ['Orders', '40'],
      ['Health grade', `${health.grade.letter}${health.grade.points} ${health.grade.points === 1 ? 'point' : 'points'}`],
    ]);
    expect(screen.getByText('Period: Mar 1, 2026 to Mar 31, 2026 (31 days)')).toBeInTheDocument();
  });

  test('a period set for a renamed file is the period shown, and the budget check is computed with it', () => {
    const audit = auditOf(account, 'renamed.xlsx');
    const health = computeHealth(audit, { fileName: audit.file_name, period: { start: '2026-01-01', end: '2026-01-31' } });
    render(<SummaryHeadline account={account} health={health} />);
    expect(screen.getByText('Period: Jan 1, 2026 to Jan 31, 2026 (31 days)')).toBeInTheDocument();
  });

  test("spend without sales reads '—' with 'no sales', not an ACOS of 0.00%", () => {
    const noSales = metricsFromCounts({ impressions: 900, clicks: 30, spend: 45.6, sales: 0, orders: 0, units: 0 });
    const audit = auditOf(noSales);
    render(<SummaryHeadline account={noSales} health={computeHealth(audit, { fileName: audit.file_name })} />);
    expect(figures()[2]).toEqual(['ACOS', '—no sales']);
    expect(screen.queryByText('0.00%')).not.toBeInTheDocument();
    expect(screen.getByText(PERIOD_UNKNOWN)).toBeInTheDocument();
  });
});
