/**
 * The genuine Amazon download in ../shared/samples (never copied into the repo). Skipped
 * cleanly when that folder is absent.
 *
 * Hand-derived figures (Campaign rows only, summed in cents): 20 SP campaigns, spend
 * $3,437.06, sales $7,671.04, 3,919 clicks, 609,360 impressions, 52 orders; the 2 SB
 * campaigns of 'SB Multi Ad Group Campaigns': spend $1,137.36, sales $2,503.89, 979 clicks,
 * 58,521 impressions (the legacy SB tab says 58,528: proof that only one tab is read).
 * Account: spend $4,574.42, sales $10,174.93. SP placements: Top $132.74, Rest Of Search
 * $2,254.13, Product Page $1,050.19, Amazon Business $51.82; SB 'Other' $786.13.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, test } from 'vitest';
import type { AuditResult } from '../../src/model/contract.js';
import { auditBulkWorkbook } from '../../src/node/audit-bulk-workbook.js';
import { readSearchTerms } from '../../src/node/read-search-terms.js';

const SAMPLE = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/samples/zvalves_bulk.xlsx');
const present = existsSync(SAMPLE);

describe.skipIf(!present)('zvalves_bulk.xlsx (genuine Amazon download)', () => {
  let bytes: Uint8Array;
  let result: AuditResult;
  beforeAll(async () => {
    bytes = new Uint8Array(readFileSync(SAMPLE));
    result = await auditBulkWorkbook(bytes);
  });

  test('each campaign carries the figures of its own Campaign row', () => {
    const wb = XLSX.read(bytes);
    for (const sheet of ['Sponsored Products Campaigns', 'SB Multi Ad Group Campaigns']) {
      const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(wb.Sheets[sheet], { defval: null });
      const campaignRows = rows.filter((r) => r.Entity === 'Campaign');
      expect(campaignRows.length).toBeGreaterThan(0);
      for (const row of campaignRows) {
        const c = result.campaigns.find((x) => x.id === row['Campaign ID']);
        expect(c, String(row['Campaign ID'])).toBeDefined();
        expect(c!.metrics.spend).toBe(row.Spend);
        expect(c!.metrics.sales).toBe(row.Sales);
        expect(c!.metrics.clicks).toBe(row.Clicks);
        expect(c!.name).toBe(row['Campaign Name']);
      }
    }
  });

  test('account and type totals match the hand-derived figures', () => {
    const { summary, campaigns } = result;
    expect(campaigns.filter((c) => c.type_code === 'SP')).toHaveLength(20);
    expect(campaigns.filter((c) => c.type_code === 'SB')).toHaveLength(2);
    expect(summary.account.spend.toFixed(2)).toBe('4574.42');
    expect(summary.account.sales.toFixed(2)).toBe('10174.93');
    expect(Math.abs(summary.account.spend - 4574.42)).toBeLessThan(1e-9);
    const sp = summary.by_campaign_type.find((t) => t.key === 'SP')!;
    const sb = summary.by_campaign_type.find((t) => t.key === 'SB')!;
    expect([sp.metrics.spend.toFixed(2), sp.metrics.sales.toFixed(2), sp.metrics.clicks, sp.metrics.impressions, sp.metrics.orders]).toEqual([
      '3437.06', '7671.04', 3919, 609360, 52,
    ]);
    expect([sb.metrics.spend.toFixed(2), sb.metrics.clicks, sb.metrics.impressions]).toEqual(['1137.36', 979, 58521]);
    expect(summary.account.roas).toBeCloseTo(10174.93 / 4574.42, 12);
  });

  test('placement totals match the Bidding Adjustment rows', () => {
    const sp = Object.fromEntries(result.summary.placements.SP.map((p) => [p.placement, p.metrics.spend.toFixed(2)]));
    expect(sp).toEqual({
      'Placement Top': '132.74',
      'Placement Rest Of Search': '2254.13',
      'Placement Product Page': '1050.19',
      'Placement Amazon Business': '51.82',
    });
    expect(result.summary.placements.SB.find((p) => p.placement === 'Other')!.metrics.spend.toFixed(2)).toBe('786.13');
    expect(result.campaigns.filter((c) => c.type_code === 'SP').every((c) => c.placements.length === 4)).toBe(true);
  });

  test('entities are all placed and nothing is left out', () => {
    expect(result.report.warnings).toEqual([]);
    const sp = result.campaigns.filter((c) => c.type_code === 'SP');
    const count = (f: (g: AuditResult['campaigns'][0]['ad_groups'][0]) => number) =>
      sp.reduce((s, c) => s + c.ad_groups.reduce((t, g) => t + f(g), 0), 0);
    expect(count(() => 1)).toBe(22);
    expect(count((g) => g.products.length)).toBe(22);
    expect(count((g) => g.keywords.length)).toBe(215);
    expect(count((g) => g.product_targeting.length)).toBe(128);
    expect(count((g) => g.negative_keywords.length)).toBe(52);
    expect(count((g) => g.negative_targeting.length)).toBe(89);
  });

  test('search terms: 1,519 SP and 470 SB rows linked to their ad groups', async () => {
    const st = await readSearchTerms(bytes);
    expect(st.sheets_found).toEqual(['SP Search Term Report', 'SB Search Term Report']);
    expect(st.search_terms.filter((s) => s.campaign_type === 'SP')).toHaveLength(1519);
    expect(st.search_terms.filter((s) => s.campaign_type === 'SB')).toHaveLength(470);
    const first = st.search_terms[0];
    expect(first).toMatchObject({
      campaign_id: '6750712283954',
      ad_group_id: '518515418012201',
      type: 'product_targeting',
      customer_search_term: 'airwaav',
      expression: 'asin="B0D47W3PGH"',
      bid: 1.05,
    });
    expect(first.metrics.click_through_rate).toBeCloseTo((5 / 55) * 100, 10);
  });
});
