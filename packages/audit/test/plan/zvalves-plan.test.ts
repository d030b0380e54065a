/**
 * The plan of the genuine Amazon download of ../shared/samples (never copied into the repo),
 * checked the way a specialist would: each item's rows are read with SheetJS, independently of
 * the engine, and must hold the item's ids and figures. Skipped cleanly when the folder is absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, test } from 'vitest';
import { computeInsights } from '../../src/insights/compute-insights.js';
import { auditBulkWorkbook } from '../../src/node/audit-bulk-workbook.js';
import { readPlanSource } from '../../src/node/read-plan-source.js';
import { readSearchTerms } from '../../src/node/read-search-terms.js';
import { buildPlan } from '../../src/plan/build-plan.js';
import { acceptedChanges, buildPlanWorkbook } from '../../src/plan/export-workbook.js';
import type { Plan, PlanSource, SourceRow } from '../../src/plan/types.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const SAMPLE = resolve(repoRoot, '..', 'shared', 'samples', 'zvalves_bulk.xlsx');
const present = existsSync(SAMPLE);

describe.skipIf(!present)('the plan of zvalves_bulk.xlsx (genuine Amazon download)', () => {
  let sheets: Record<string, Record<string, unknown>[]>;
  let source: PlanSource;
  let plan: Plan;
  /** The cells of a workbook row, by header (row 1 is the header, so row n is the (n-2)th record). */
  const cellsOf = (at: SourceRow) => sheets[at.sheet]![at.row - 2]!;
  const words = (text: unknown) => String(text).toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

  beforeAll(async () => {
    const bytes = readFileSync(SAMPLE);
    const book = XLSX.read(bytes);
    sheets = Object.fromEntries(book.SheetNames.map((name) => [name, XLSX.utils.sheet_to_json(book.Sheets[name]!, { defval: null, blankrows: true })]));
    source = await readPlanSource(bytes);
    const audit = await auditBulkWorkbook(bytes);
    const insights = computeInsights({ campaigns: audit.campaigns, search_terms: (await readSearchTerms(bytes)).search_terms });
    plan = buildPlan({ source, insights });
  });

  test('bids and pauses: the named row holds the entity id and exactly its figures', () => {
    const changes = plan.items.filter((i) => i.kind === 'bid' || i.kind === 'pause');
    expect(changes.length).toBeGreaterThan(0);
    for (const item of changes) {
      const row = cellsOf(item.rows[0]!);
      expect([row['Keyword ID'], row['Product Targeting ID'], row['Ad ID']]).toContain(item.entity_id);
      expect(row['Campaign ID']).toBe(item.campaign_id);
      expect({ clicks: row.Clicks, spend: row.Spend, sales: row.Sales, orders: row.Orders }).toEqual(item.evidence);
      if (item.kind === 'bid') expect(row.Bid ?? row['Ad Group Default Bid (Informational only)']).toBe(item.current);
    }
  });

  test('placements (changed or left alone) point at Bidding Adjustment rows of their campaign', () => {
    const placements = [...plan.items, ...plan.held].filter((i) => i.kind === 'placement');
    expect(placements.length).toBeGreaterThan(0);
    for (const p of placements) {
      const row = cellsOf(p.rows[0]!);
      expect(row.Entity).toBe('Bidding Adjustment');
      expect(row['Campaign ID']).toBe(p.campaign_id);
      expect(row.Clicks).toBe(p.evidence.clicks);
    }
  });

  test("negatives: every search term row behind one contains the negative's words", () => {
    const negatives = plan.items.filter((i) => i.kind === 'negative');
    expect(negatives.length).toBeGreaterThan(0);
    for (const n of negatives) {
      for (const at of n.rows) expect(words(cellsOf(at)['Customer Search Term'])).toContain(words(n.proposed));
    }
  });

  test('every item has a reason with its numbers and a confidence; thin data is left alone with the reason', () => {
    for (const item of plan.items) {
      expect(item.reason).toMatch(/\d/);
      expect(['high', 'medium', 'low']).toContain(item.confidence);
    }
    expect(plan.held.length).toBeGreaterThan(0);
    for (const held of plan.held) expect(held.reason).toMatch(/^Left alone: /);
    // The file's name does not carry Amazon's dates.
    expect(plan.absent.map((a) => a.kind)).toContain('budget');
  });

  test('the export of every item validates against the workbook and is a bulk file the engine reads', async () => {
    const bytes = buildPlanWorkbook(acceptedChanges(plan.items), source);
    const exported = await readPlanSource(bytes);
    for (const item of plan.items.filter((i) => i.kind === 'bid')) {
      expect(exported.targets.find((t) => t.entity_id === item.entity_id)!.bid).toBe(item.proposed);
    }
  });
});
