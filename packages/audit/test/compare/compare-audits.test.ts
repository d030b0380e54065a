import { describe, expect, test } from 'vitest';
import { compareAudits } from '../../src/compare/compare-audits.js';
import { auditFixture, searchTermsOf } from '../helpers/audit-fixture.js';
import { EXPECTED_SPEND, NAMES, NEWER_ACCOUNT, OLDER_ACCOUNT } from './compare-fixtures.js';

const older = auditFixture(OLDER_ACCOUNT);
const newer = auditFixture(NEWER_ACCOUNT);
const searchTerms = { older: searchTermsOf(OLDER_ACCOUNT).search_terms, newer: searchTermsOf(NEWER_ACCOUNT).search_terms };
const comparison = compareAudits(older, newer, { searchTerms });

describe('compareAudits: account', () => {
  test('spend moved by exactly the shifted amount, with its percentage of the earlier spend', () => {
    const spend = comparison.account.spend;
    expect(spend.older).toBeCloseTo(EXPECTED_SPEND.older, 9);
    expect(spend.newer).toBeCloseTo(EXPECTED_SPEND.newer, 9);
    expect(spend.change).toBe(EXPECTED_SPEND.change); // no float noise (318.01 - 281 = 37.00999999999999)
    expect(spend.percent_change).toBeCloseTo((37.01 / 281) * 100, 9);
  });

  test('ACOS and CVR change in percentage points; ROAS and CPC as ratios of the recomputed figures', () => {
    const { acos, conversion_rate, roas, cpc } = comparison.account;
    expect(acos.change).toBeCloseTo(newer.summary.account.acos - older.summary.account.acos, 9);
    expect(conversion_rate.older).toBeCloseTo(older.summary.account.conversion_rate, 9);
    expect(roas.newer).toBeCloseTo(newer.summary.account.sales / newer.summary.account.spend, 9);
    expect(cpc.percent_change).toBeCloseTo(((newer.summary.account.cpc - older.summary.account.cpc) / older.summary.account.cpc) * 100, 9);
  });
});

describe('compareAudits: campaigns', () => {
  test('the added, gone, paused and reused ids are each reported', () => {
    const { added, gone, state_changed, renamed } = comparison.campaigns;
    expect(added.map((c) => [c.id, c.name])).toEqual([['666', NAMES.tees]]);
    expect(gone.map((c) => [c.id, c.name, c.type_code])).toEqual([['555', NAMES.display, 'SD']]);
    expect(state_changed).toEqual([{ id: '222', name: NAMES.fittings, type_code: 'SP', older_state: 'enabled', newer_state: 'paused' }]);
    expect(renamed).toEqual([{ id: '444', older_name: NAMES.hoses, newer_name: NAMES.clamps, older_type_code: 'SP', newer_type_code: 'SP' }]);
  });

  test('a state spelled differently is no change', () => {
    const recased = { ...newer, campaigns: newer.campaigns.map((c) => (c.id === '333' ? { ...c, state: 'Enabled ' } : c)) };
    expect(compareAudits(older, recased).campaigns.state_changed.map((c) => c.id)).toEqual(['222']);
  });

  test('a campaign compared with itself has no changes at all', () => {
    const same = compareAudits(older, older, { searchTerms: { older: searchTerms.older, newer: searchTerms.older } });
    expect(same.campaigns).toEqual({ added: [], gone: [], state_changed: [], renamed: [] });
    expect(same.movers).toEqual({ spend: [], sales: [], roas: [] });
    expect(same.search_terms).toEqual({ newly_converting: [], stopped_converting: [] });
    expect(same.account.spend).toEqual({ older: 281, newer: 281, change: 0, percent_change: 0 });
  });
});

describe('compareAudits: movers', () => {
  test('spend movers: largest move first, up or down, new and gone campaigns included', () => {
    const spend = comparison.movers.spend.map((m) => [m.id, m.presence, Math.round(m.spend.change * 100) / 100]);
    expect(spend).toEqual([['111', 'both', 50], ['666', 'added', 45.67], ['222', 'both', -37.66], ['555', 'gone', -21]]);
  });

  test('a reused id is a mover only with its earlier name shown', () => {
    const reused = compareAudits(older, { ...newer, campaigns: newer.campaigns.map((c) => (c.id === '444' ? { ...c, metrics: { ...c.metrics, spend: 99 } } : c)) });
    const mover = reused.movers.spend.find((m) => m.id === '444')!;
    expect([mover.name, mover.older_name]).toEqual([NAMES.clamps, NAMES.hoses]);
  });

  test('ROAS movers are the campaigns that spent in both periods; the list is cut at the limit', () => {
    const roas = comparison.movers.roas.map((m) => m.id);
    // 222: ROAS 2 -> 0 (paused, spent without sales); 111: 4 -> 3. 666 (new) and 555 (gone) have no ROAS move.
    expect(roas).toEqual(['222', '111']);
    expect(comparison.movers.roas.map((m) => m.roas.change)).toEqual([-2, -1]);
    expect(compareAudits(older, newer, { moversListed: 1 }).movers.spend.map((m) => m.id)).toEqual(['111']);
  });

  test('sales movers carry the campaign ids that notes are looked up by', () => {
    expect(comparison.movers.sales.map((m) => m.id)).toEqual(['222', '666', '111', '555']);
  });
});

describe('compareAudits: breakdowns', () => {
  test('campaign types: SD is gone (null later), SP keeps its targeting rows after it', () => {
    const rows = comparison.campaign_types.map((r) => [r.key, r.child, r.older !== null, r.newer !== null]);
    expect(rows).toEqual([
      ['SP', false, true, true],
      ['SP manual', true, true, true],
      ['SB', false, true, true],
      ['SD', false, true, false],
    ]);
    const sd = comparison.campaign_types.find((r) => r.key === 'SD')!;
    expect(sd.changes.spend).toEqual({ older: 21, newer: 0, change: -21, percent_change: -100 });
    const sp = comparison.campaign_types.find((r) => r.key === 'SP')!;
    expect(sp.changes.spend.change).toBeCloseTo(150 + 12.34 + 30 + 45.67 - 180, 9);
  });

  test('placements are paired by name and add up to the type spend change', () => {
    const names = comparison.placements.SP.map((p) => p.key);
    expect(names).toEqual(newer.summary.placements.SP.map((p) => p.placement));
    const total = comparison.placements.SP.reduce((sum, p) => sum + p.changes.spend.change, 0);
    const sp = comparison.campaign_types.find((r) => r.key === 'SP')!;
    expect(total).toBeCloseTo(sp.changes.spend.change, 6);
    expect(comparison.placements.SB.every((p) => p.changes.spend.change === 0)).toBe(true);
  });
});

describe('compareAudits: search terms', () => {
  test('newly converting and stopped converting terms, case and spacing ignored', () => {
    const terms = comparison.search_terms!;
    expect(terms.newly_converting).toEqual([{
      customer_search_term: 'cheap valve',
      campaigns: [{ id: '111', name: NAMES.valves }],
      older: { clicks: 4, spend: 5, sales: 0, orders: 0 },
      newer: { clicks: 5, spend: 6.2, sales: 25, orders: 1 },
    }]);
    expect(terms.stopped_converting).toEqual([{
      customer_search_term: 'brass ball valve',
      campaigns: [{ id: '111', name: NAMES.valves }],
      older: { clicks: 9, spend: 10, sales: 80, orders: 2 },
      newer: { clicks: 7, spend: 8, sales: 0, orders: 0 },
    }]);
  });

  test('without search terms the comparison says so (null) rather than reporting none', () => {
    expect(compareAudits(older, newer).search_terms).toBeNull();
  });
});
