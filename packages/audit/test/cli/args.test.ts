import { describe, expect, test } from 'vitest';
import { parseCliArgs, UsageError } from '../../src/cli/args.js';

describe('parseCliArgs', () => {
  test('audit with its options', () => {
    expect(parseCliArgs(['audit', 'a.xlsx'])).toEqual({ command: 'audit', file: 'a.xlsx', business: null, json: false, out: null, insightSettings: {}, period: null, currency: null });
    expect(parseCliArgs(['audit', '--json', 'a.xlsx', '--business', 'r.csv', '--out', 'o.json'])).toEqual({
      command: 'audit', file: 'a.xlsx', business: 'r.csv', json: true, out: 'o.json', insightSettings: {}, period: null, currency: null,
    });
    expect(parseCliArgs(['audit', 'a.xlsx', '--period', '2026-01-01:2026-01-31'])).toMatchObject({ period: { start: '2026-01-01', end: '2026-01-31' } });
    expect(parseCliArgs(['audit', 'a.xlsx', '--currency', 'eur'])).toMatchObject({ currency: 'EUR' });
    // Every command prints amounts: each takes the account's currency.
    expect(parseCliArgs(['plan', 'a.xlsx', '--currency', 'EUR'])).toMatchObject({ command: 'plan', currency: 'EUR' });
    expect(parseCliArgs(['compare', 'a.xlsx', 'b.xlsx', '--currency', 'inr'])).toMatchObject({ command: 'compare', currency: 'INR' });
    expect(parseCliArgs(['verify', 'a.xlsx', 'p.xlsx', 'b.xlsx', '--currency', 'JPY'])).toMatchObject({ command: 'verify', currency: 'JPY' });
    expect(parseCliArgs(['search-terms', 'r.csv', '--currency', 'GBP'])).toMatchObject({ command: 'search-terms', currency: 'GBP' });
    expect(parseCliArgs(['plan', 'a.xlsx'])).toMatchObject({ currency: null });
    expect(() => parseCliArgs(['compare', 'a.xlsx', 'b.xlsx', '--currency', 'XYZ'])).toThrow(/^--currency: use one of USD, CAD, /);
    expect(parseCliArgs(['audit', 'a.xlsx', '--target-acos', '25', '--min-clicks=4'])).toMatchObject({ insightSettings: { target_acos: 25, min_clicks: 4 } });
    expect(parseCliArgs(['audit', 'a.xlsx', '--min-orders', '3'])).toMatchObject({ insightSettings: { harvest_min_orders: 3 } });
    expect(parseCliArgs(['audit', 'a.xlsx', '--business=r.xlsx'])).toMatchObject({ business: 'r.xlsx' });
  });

  test('help', () => {
    expect(parseCliArgs(['--help'])).toEqual({ command: 'help' });
    expect(parseCliArgs(['-h'])).toEqual({ command: 'help' });
    expect(parseCliArgs(['help'])).toEqual({ command: 'help' });
  });

  test.each([
    [[], 'a command is required'],
    [['check', 'a.xlsx'], "unknown command 'check'"],
    [['audit'], 'audit needs the bulk file to read'],
    [['audit', 'a.xlsx', 'b.xlsx'], "unexpected argument 'b.xlsx'"],
    [['audit', 'a.xlsx', '--business'], "Option '--business <value>' argument missing"],
    [['audit', 'a.xlsx', '--out='], '--out needs a file'],
    [['audit', 'a.xlsx', '--csv'], "Unknown option '--csv'"],
    [['audit', 'a.xlsx', '--target-acos', 'abc'], '--target-acos: Target ACOS must be a number'],
    [['audit', 'a.xlsx', '--target-acos', '0'], '--target-acos: Target ACOS must be between 1 % and 1000 %'],
    [['audit', 'a.xlsx', '--min-clicks', '2.5'], '--min-clicks: Minimum clicks must be a whole number'],
    [['audit', 'a.xlsx', '--min-orders', '1.5'], '--min-orders: Harvest minimum orders must be a whole number'],
    [['audit', 'a.xlsx', '--min-orders', '0'], '--min-orders: Harvest minimum orders must be between 1 and 100000'],
    [['audit', 'a.xlsx', '--min-orders', ''], '--min-orders: Harvest minimum orders must be a number'],
    [['audit', 'a.xlsx', '--period', '2026-01-31:2026-01-01'], '--period: give the start and end dates as YYYY-MM-DD:YYYY-MM-DD, the start not after the end, at most 366 days'],
    [['audit', 'a.xlsx', '--period', '2026-02-30:2026-03-01'], '--period: give the start and end dates'],
    [['audit', 'a.xlsx', '--period', '2026-01-01'], '--period: give the start and end dates'],
    [['audit', 'a.xlsx', '--period', '2025-01-01:2026-12-31'], '--period: give the start and end dates'],
    [['compare', 'a.xlsx', 'b.xlsx', '--period', '2026-01-01:2026-01-31'], '--period is for audit, not compare'],
  ])('%j is a usage error: %s', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(UsageError);
    expect(() => parseCliArgs(argv)).toThrow(message);
  });
});
