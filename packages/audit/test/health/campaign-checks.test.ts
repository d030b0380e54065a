import { describe, expect, test } from 'vitest';
import { checkAcosFarAboveAccount } from '../../src/health/acos-far-above-account.js';
import { checkBudgetCappedWinners } from '../../src/health/budget-capped-winners.js';
import { checkPausedConverting } from '../../src/health/paused-converting.js';
import { checkSpendWithoutSales } from '../../src/health/spend-without-sales.js';
import { campaign, healthInput, subjects } from './health-fixture.js';

const figure = (check: { evidence: { figures: { label: string; value: number }[] }[] }, label: string) =>
  check.evidence[0].figures.find((f) => f.label === label)?.value;

describe('campaigns spending with no sales', () => {
  test('fails when they take 10% of the spend or more, with each campaign and its spend as evidence', () => {
    const check = checkSpendWithoutSales(healthInput([campaign('Seller', 100, 500), campaign('Dud', 20.1, 0)]));
    expect(check.status).toBe('fail');
    expect(subjects(check)).toEqual(['Dud']);
    expect(figure(check, 'Spend')).toBe(20.1);
    expect(check.summary).toBe('1 campaign spent $20.10 without a sale (16.74% of spend).');
  });

  test('warns from 2% and passes below, still listing the small ones', () => {
    expect(checkSpendWithoutSales(healthInput([campaign('Seller', 970, 3000), campaign('Dud', 30, 0)])).status).toBe('warn');
    const small = checkSpendWithoutSales(healthInput([campaign('Seller', 100, 500), campaign('Dud', 1, 0)]));
    expect(small.status).toBe('pass');
    expect(small.evidence_total).toBe(1);
  });

  test('passes with no evidence when every campaign with spend sold', () => {
    const check = checkSpendWithoutSales(healthInput([campaign('A', 100, 500), campaign('B', 50, 60)]));
    expect(check).toMatchObject({ status: 'pass', evidence: [], evidence_total: 0, summary: 'Every campaign with spend made at least one sale.' });
  });
});

describe('ACOS far above the account average', () => {
  test("fails when campaigns at twice the account's ACOS or more take 20% of the spend", () => {
    // Account: spend 130, sales 1100, ACOS 11.82 %; 'Costly' 30 %.
    const check = checkAcosFarAboveAccount(healthInput([campaign('Good', 100, 1000), campaign('Costly', 30, 100)]));
    expect(check.status).toBe('fail');
    expect(subjects(check)).toEqual(['Costly']);
    expect(figure(check, 'ACOS')).toBeCloseTo(30, 10);
    expect(figure(check, 'Account ACOS')).toBeCloseTo((130 / 1100) * 100, 10);
  });

  test('warns from 5% of spend; passes when no campaign reaches twice the ACOS', () => {
    expect(checkAcosFarAboveAccount(healthInput([campaign('Good', 100, 1000), campaign('Costly', 10, 30)])).status).toBe('warn');
    const check = checkAcosFarAboveAccount(healthInput([campaign('Good', 100, 1000), campaign('Fine', 30, 200), campaign('Dud', 5, 0)]));
    expect(check.status).toBe('pass');
    expect(check.evidence).toEqual([]);
  });

  test('passes, saying why, when the account has no sales', () => {
    const check = checkAcosFarAboveAccount(healthInput([campaign('Dud', 50, 0)]));
    expect(check.status).toBe('pass');
    expect(check.summary).toMatch(/no sales/);
  });
});

describe('budget-capped winners', () => {
  // 30 days: 'Winner' spends 10.00 a day on a 10.00 budget at ACOS 10 % (account 12.5 %).
  const winner = campaign('Winner', 300, 3000, { dailyBudget: 10 });
  const loser = campaign('Capped loser', 100, 200, { dailyBudget: 3 });

  test('fails when capped campaigns at or below the account ACOS make 25% of sales, showing budget and daily spend', () => {
    const check = checkBudgetCappedWinners(healthInput([winner, loser], { days: 30 }));
    expect(check.status).toBe('fail');
    expect(subjects(check)).toEqual(['Winner']);
    expect(figure(check, 'Daily budget')).toBe(10);
    expect(figure(check, 'Average daily spend')).toBe(10);
    expect(figure(check, 'Budget used')).toBe(100);
  });

  test('warns for a smaller winner at 90% of its budget; passes when budgets have room', () => {
    const small = campaign('Small winner', 270, 2700, { dailyBudget: 10 });
    const big = campaign('Big', 1000, 9000, { dailyBudget: 1000 });
    expect(checkBudgetCappedWinners(healthInput([small, big], { days: 30 })).status).toBe('warn');
    const roomy = campaign('Roomy', 300, 3000, { dailyBudget: 100 });
    expect(checkBudgetCappedWinners(healthInput([roomy, loser], { days: 30 }))).toMatchObject({ status: 'pass', evidence_total: 0 });
  });

  test("a winner spending above its budget on average reads 'budget changed during the period?', listed but not a failure", () => {
    // 683.64 over 30 days on a 10.00 budget: 227.88% of it, which the budget in the file cannot have allowed.
    const changed = campaign('Raised budget', 683.64, 6836.4, { dailyBudget: 10 });
    const check = checkBudgetCappedWinners(healthInput([changed, loser], { days: 30 }));
    expect(check.status).toBe('pass');
    expect(check.evidence).toHaveLength(1);
    expect(check.evidence[0]).toMatchObject({ subject: 'Raised budget', note: 'Budget changed during the period?' });
    expect(figure(check, 'Budget used')).toBeCloseTo(227.88, 2);
    expect(check.summary).toMatch(/1 campaign spent more than the daily budget on average: budget changed during the period\? Not counted\.$/);
    // With a true capped winner beside it, the status is that winner's alone.
    const both = checkBudgetCappedWinners(healthInput([winner, changed, loser], { days: 30 }));
    expect(both.evidence.map((e) => [e.subject, e.note])).toEqual([['Winner', undefined], ['Raised budget', 'Budget changed during the period?']]);
  });

  test('is not computed without the date range or without budgets', () => {
    const noRange = checkBudgetCappedWinners(healthInput([winner], { days: null }));
    expect(noRange.status).toBe('not_computed');
    expect(noRange.summary).toMatch(/date range/);
    const input = healthInput([winner], { days: 30 });
    const noBudgets = checkBudgetCappedWinners({ ...input, campaigns: input.campaigns.map((c) => ({ ...c, daily_budget: null })) });
    expect(noBudgets).toMatchObject({ status: 'not_computed', summary: 'Not computed: the file has no daily budgets.' });
  });
});

describe('paused campaigns that still converted', () => {
  test('fails when paused campaigns made 10% of the sales or more', () => {
    const check = checkPausedConverting(healthInput([campaign('Live', 100, 800), campaign('Stopped', 40, 200, { state: 'paused' })]));
    expect(check.status).toBe('fail');
    expect(subjects(check)).toEqual(['Stopped']);
    expect(check.summary).toBe('1 paused campaign made $200.00 of sales (20.00% of sales).');
  });

  test('warns for a small one; passes when paused campaigns had no orders', () => {
    expect(checkPausedConverting(healthInput([campaign('Live', 100, 5000), campaign('Stopped', 1, 50, { state: 'paused' })])).status).toBe('warn');
    const check = checkPausedConverting(healthInput([campaign('Live', 100, 800), campaign('Stopped', 40, 0, { state: 'paused' })]));
    expect(check).toMatchObject({ status: 'pass', evidence: [] });
  });

  test('a paused loser (ACOS far above the account average) is not a fault here: the ACOS check alone counts it', () => {
    const input = healthInput([campaign('Live', 100, 1000), campaign('Loser', 90, 100, { state: 'paused' })]);
    expect(checkPausedConverting(input)).toMatchObject({ status: 'pass', evidence: [] });
    expect(subjects(checkAcosFarAboveAccount(input))).toEqual(['Loser']);
  });
});
