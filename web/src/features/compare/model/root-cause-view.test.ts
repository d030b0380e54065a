import { describe, expect, test } from 'vitest';
import { explainAuditDeltas, metricsFromCounts, type Campaign } from '@ads-auditor/audit';
import { CAMPAIGNS_SHOWN, rootCauseRows, rootCauseTable, waterfallBars } from './root-cause-view';

const campaign = (id: number, spend: number, sales: number, clicks: number, orders: number) =>
  ({ id: String(id), name: `Campaign ${id}`, ad_groups: [], metrics: metricsFromCounts({ impressions: clicks * 20, clicks, spend, sales, orders, units: orders }) }) as unknown as Campaign;

// Twelve campaigns whose figures move by odd amounts (thirds of a cent in the effects), some up, some down.
const older = Array.from({ length: 12 }, (_, i) => campaign(i + 1, 10.01 * (i + 1), 33.37 * (i + 1), 7 * (i + 1), i + 1));
const newer = older.map((c, i) => campaign(i + 1, c.metrics.spend * (i % 3 === 0 ? 0.71 : 1.29), c.metrics.sales * (i % 2 === 0 ? 1.13 : 0.83), c.metrics.clicks + (i % 4) - 1, c.metrics.orders + (i % 2)));
const cents = (amount: number) => Math.round(amount * 100);

describe('the Compare waterfall', () => {
  const cause = explainAuditDeltas(older, newer);

  test.each(['sales', 'spend'] as const)('the %s bars rise and fall by exactly the account delta, from the earlier total to the later one', (measure) => {
    const explanation = cause[measure];
    const rows = rootCauseRows(explanation);
    const bars = waterfallBars(explanation, rows);
    expect(bars[0]).toMatchObject({ label: 'Earlier', total: explanation.before });
    expect(bars.at(-1)).toMatchObject({ label: 'Later', total: explanation.after });
    const moves = bars.slice(1, -1);
    // Eight campaigns, largest first, then the four others together.
    expect(moves.map((b) => b.label)).toEqual([...explanation.campaigns.slice(0, CAMPAIGNS_SHOWN).map((c) => c.name), '4 other campaigns']);
    expect(moves.reduce((sum, b) => sum + cents(b.increase) - cents(b.decrease), 0)).toBe(cents(explanation.delta));
    // Each bar starts where the one above it ended.
    let level = cents(explanation.before);
    for (const b of moves) {
      const end = level + cents(b.increase) - cents(b.decrease);
      expect(cents(b.base)).toBe(Math.min(level, end));
      level = end;
    }
    expect(level).toBe(cents(explanation.after));
  });

  test('the table splits each change into its effects, and its rows add up to the account line', () => {
    const table = rootCauseTable(cause.sales, rootCauseRows(cause.sales), 'sales');
    expect(table.headers).toEqual(['Campaign', 'Change', 'Clicks', 'Conversion rate', 'Order value']);
    const money = (cell: string) => cents(Number(cell.replace(/[^0-9.-]/g, '')));
    const body = table.rows.slice(0, -1);
    const account = table.rows.at(-1)!;
    expect(account[0]).toBe('Account');
    for (let column = 1; column < table.headers.length; column++) {
      expect(body.reduce((sum, row) => sum + money(row[column]!), 0)).toBe(money(account[column]!));
    }
    for (const row of table.rows) expect(row.slice(2).reduce((sum, cell) => sum + money(cell), 0)).toBe(money(row[1]!));
    expect(money(account[1]!)).toBe(cents(cause.sales.delta));
  });
});
