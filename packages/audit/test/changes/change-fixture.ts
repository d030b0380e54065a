/**
 * A plan of the plan fixture's account, exported, and the account's next workbook built so that
 * the status of each exported change is known by construction:
 *   bid 111 1.20 -> 0.60: applied (and its ACOS halved: worked)
 *   bid 112 0.50 -> 0.62: different (set to 0.55)
 *   pause 115: not applied (still enabled)
 *   budget 400 10 -> 12.50: applied (more sales at the same ACOS: worked)
 *   placement Top of Search 0 -> 25 %: applied
 *   negative 'junk term' in ad group 110: applied
 *   harvest 'great term': not applied (no such keyword)
 *   bid 301 (Sponsored Brands) 2 -> 1.50: missing (the keyword is gone)
 */
import { bulkWorkbookSheets, type BulkFixture, type FixtureCampaign } from '../../src/fixtures/index.js';
import { acceptedChanges, buildPlanWorkbook } from '../../src/plan/export-workbook.js';
import type { PlanDecision } from '../../src/plan/types.js';
import { toChangeSet } from '../../src/plan/change-set.js';
import { writeStoredWorkbook } from '../../src/xlsx/workbook-writer.js';
import { fixtureSheets, m, PLAN_ACCOUNT, planOf, planSourceOf } from '../plan/plan-fixture.js';

export const ACCEPTED = ['bid:sp:111', 'bid:sp:112', 'pause:sp:115', 'budget:400', 'placement:100:top_of_search', 'bid:sb_multi:301'];

export function exportedPlan() {
  const plan = planOf({ period_days: 30 });
  const decisions: Record<string, PlanDecision> = Object.fromEntries(plan.items.map((i) => [i.id, { status: 'rejected' }]));
  for (const id of ACCEPTED) decisions[id] = { status: 'accepted' };
  decisions[plan.items.find((i) => i.kind === 'negative' && i.proposed === 'junk term')!.id] = { status: 'accepted' };
  decisions[plan.items.find((i) => i.kind === 'harvest')!.id] = { status: 'accepted' };
  const changes = acceptedChanges(plan.items, decisions);
  const source = planSourceOf(fixtureSheets());
  return { plan, changes, changeSet: toChangeSet(changes, '2026-10-01'), workbook: buildPlanWorkbook(changes, source) };
}

const clone = <T>(value: T): T => structuredClone(value);

/** The next month's account, as described above. */
export function nextAccount(): BulkFixture {
  const next = clone(PLAN_ACCOUNT);
  const main = next.campaigns.find((c) => c.id === '100')!;
  const group = main.adGroups!.find((g) => g.id === '110')!;
  const keyword = (id: string) => group.keywords!.find((k) => k.id === id)!;
  Object.assign(keyword('111'), { bid: 0.6, metrics: m(200, 120, 300, 10) });
  keyword('112').bid = 0.55;
  group.negativeKeywords = [{ text: 'junk term', matchType: 'Negative Exact' }];
  main.placements![0] = { placement: 'Placement Top', percentage: 25, metrics: m(130, 140, 780, 26) };
  const winner = next.campaigns.find((c) => c.id === '400')! as FixtureCampaign;
  winner.dailyBudget = 12.5;
  winner.adGroups![0]!.keywords![0]!.metrics = m(350, 350, 3500, 120);
  const brand = next.campaigns.find((c) => c.id === '300')!;
  brand.adGroups![0]!.keywords = brand.adGroups![0]!.keywords!.filter((k) => k.id !== '301');
  return next;
}

export const workbookOf = (fixture: BulkFixture): Uint8Array => writeStoredWorkbook(bulkWorkbookSheets(fixture));
