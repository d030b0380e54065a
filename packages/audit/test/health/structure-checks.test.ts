import { describe, expect, test } from 'vitest';
import type { FixtureCampaign } from '../../src/fixtures/index.js';
import { checkAutoWithoutNegatives } from '../../src/health/auto-without-negatives.js';
import { checkDominantKeyword } from '../../src/health/dominant-keyword.js';
import { checkDuplicateKeywords } from '../../src/health/duplicate-keywords.js';
import { checkLosingPlacementModifiers } from '../../src/health/losing-placement-modifiers.js';
import { campaign, counts, healthInput, subjects } from './health-fixture.js';

const auto = (name: string, spend: number, extra: Partial<FixtureCampaign> = {}): FixtureCampaign => ({
  name,
  targeting: 'Auto',
  adGroups: [{ name: `${name} AG`, targets: [{ expression: 'close-match', metrics: counts(spend, spend * 2) }] }],
  ...extra,
});

describe('auto campaigns without negatives', () => {
  test('fails when such campaigns take 10% of the spend; negatives at campaign or ad group level clear a campaign', () => {
    const check = checkAutoWithoutNegatives(
      healthInput([
        campaign('Manual', 100, 300),
        auto('Bare auto', 40),
        auto('Campaign negatives', 40, { negativeKeywords: [{ text: 'free', matchType: 'Negative Exact' }] }),
        { ...auto('Group negatives', 40), adGroups: [{ ...auto('x', 40).adGroups[0], negativeTargets: [{ expression: 'asin="B0BAD00001"' }] }] },
      ]),
    );
    expect(check.status).toBe('fail');
    expect(subjects(check)).toEqual(['Bare auto']);
  });

  test('warns for a small one; archived negatives and paused campaigns are judged as Amazon serves them', () => {
    const archivedOnly = auto('Archived negatives', 5, { negativeKeywords: [{ text: 'free', matchType: 'Negative Exact', state: 'archived' }] });
    const check = checkAutoWithoutNegatives(healthInput([campaign('Manual', 500, 1500), archivedOnly, auto('Paused auto', 40, { state: 'paused' })]));
    expect(check.status).toBe('warn');
    expect(subjects(check)).toEqual(['Archived negatives']);
  });

  test('passes when every enabled auto campaign has a negative', () => {
    const check = checkAutoWithoutNegatives(healthInput([auto('Auto', 40, { negativeKeywords: [{ text: 'free', matchType: 'Negative Phrase' }] })]));
    expect(check).toMatchObject({ status: 'pass', evidence_total: 0 });
  });
});

describe('ad groups with a single keyword carrying most spend', () => {
  const group = (name: string, spends: number[]) => ({
    name,
    adGroups: [{ name: `${name} AG`, keywords: spends.map((spend, i) => ({ text: `${name} kw ${i}`, matchType: 'Broad', metrics: counts(spend, spend * 3) })) }],
  });

  test('finds an ad group where one keyword takes 80% of the spend, with the keyword and its share', () => {
    const check = checkDominantKeyword(healthInput([group('Lopsided', [85, 10, 5]), group('Balanced', [50, 50])]));
    expect(check.status).toBe('fail'); // 100 of 200 spend: at least 25 %
    expect(subjects(check)).toEqual(['Lopsided AG: "Lopsided kw 0" (Broad)']);
    expect(check.evidence[0].figures.map((f) => f.value)).toEqual([100, 85, 85]);
  });

  test('warns below 25% of spend; ignores single-keyword and tiny ad groups', () => {
    expect(checkDominantKeyword(healthInput([group('Lopsided', [85, 10, 5]), group('Big', [250, 250])])).status).toBe('warn');
    const check = checkDominantKeyword(healthInput([group('Single', [100]), group('Tiny', [0.9, 0.05]), group('Balanced', [60, 40])]));
    expect(check).toMatchObject({ status: 'pass', evidence: [] });
  });
});

describe('duplicate keywords across campaigns', () => {
  const withKeyword = (name: string, text: string, matchType: string, spend: number, extra: Partial<FixtureCampaign> = {}): FixtureCampaign => ({
    name,
    adGroups: [{ name: `${name} AG`, keywords: [{ text, matchType, metrics: counts(spend, spend * 4) }] }],
    ...extra,
  });

  test('groups the same text and match type (any case) across enabled campaigns, each campaign with its figures', () => {
    const check = checkDuplicateKeywords(
      healthInput([withKeyword('One', 'brass valve', 'Exact', 30), withKeyword('Two', 'Brass  Valve', 'Exact', 20), withKeyword('Three', 'other', 'Exact', 50)]),
    );
    expect(check.status).toBe('fail'); // 50 of 100 spend
    expect(subjects(check)).toEqual(['"brass valve" (Exact)']);
    expect(check.evidence[0].campaigns.map((c) => [c.name, c.figures[0].value])).toEqual([['One', 30], ['Two', 20]]);
  });

  test('warns below 10% of spend; other match types, paused campaigns and other ad types are not duplicates', () => {
    const small = checkDuplicateKeywords(healthInput([withKeyword('One', 'valve', 'Exact', 3), withKeyword('Two', 'valve', 'Exact', 2), withKeyword('Big', 'pump', 'Exact', 95)]));
    expect(small.status).toBe('warn');
    const check = checkDuplicateKeywords(
      healthInput([
        withKeyword('One', 'valve', 'Exact', 30),
        withKeyword('Phrase', 'valve', 'Phrase', 30),
        withKeyword('Paused', 'valve', 'Exact', 30, { state: 'paused' }),
        withKeyword('Brand', 'valve', 'Exact', 30, { type: 'SB' }),
      ]),
    );
    expect(check).toMatchObject({ status: 'pass', evidence_total: 0 });
  });
});

describe('placement modifiers on placements that lose money', () => {
  const withPlacements = (name: string, top: { percentage: number; spend: number; sales: number }): FixtureCampaign => ({
    ...campaign(name, 100, 400),
    placements: [
      { placement: 'Placement Top', percentage: top.percentage, metrics: counts(top.spend, top.sales) },
      { placement: 'Placement Rest Of Search', percentage: 0, metrics: counts(100 - top.spend, 400 - top.sales) },
    ],
  });

  test('finds a bid increase on a placement whose spend exceeds its sales, with the loss', () => {
    const check = checkLosingPlacementModifiers(healthInput([withPlacements('Boosted', { percentage: 50, spend: 60, sales: 40 })]));
    expect(check.status).toBe('fail');
    expect(subjects(check)).toEqual(['Boosted: Placement Top']);
    expect(check.evidence[0].figures).toEqual([
      { label: 'Bid increase', kind: 'percent', value: 50 },
      { label: 'Spend', kind: 'money', value: 60 },
      { label: 'Sales', kind: 'money', value: 40 },
      { label: 'Loss', kind: 'money', value: 20 },
    ]);
  });

  test('warns below 10% of spend; passes for profitable or unboosted placements', () => {
    const small = checkLosingPlacementModifiers(healthInput([withPlacements('Boosted', { percentage: 20, spend: 5, sales: 0 }), campaign('Big', 900, 3000, { placements: [] })]));
    expect(small.status).toBe('warn');
    const check = checkLosingPlacementModifiers(
      healthInput([withPlacements('Profitable', { percentage: 50, spend: 60, sales: 300 }), withPlacements('Unboosted', { percentage: 0, spend: 60, sales: 10 })]),
    );
    expect(check).toMatchObject({ status: 'pass', evidence: [] });
  });
});
