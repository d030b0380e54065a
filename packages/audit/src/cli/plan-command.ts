/**
 * The plan of one bulk file for the command line: reads the campaign tabs (with their rows), the
 * audit and search terms (for the insights' negatives and harvests) and the costs CSV; answers the
 * text or JSON to print, the export workbook for --out, and warnings for stderr. Bid steps, limits
 * and amounts follow the account's currency: --currency, else the file's, else USD.
 */
import { basename } from 'node:path';
import { decodeCsvText } from '../csv/read-csv.js';
import { dateRangeFromFileName, dateRangeOf } from '../health/date-range.js';
import { computeInsights } from '../insights/compute-insights.js';
import { auditBulkWorkbook } from '../node/audit-bulk-workbook.js';
import { readPlanSource } from '../node/read-plan-source.js';
import { readSearchTerms } from '../node/read-search-terms.js';
import { readCurrency } from '../node/read-currency.js';
import { inCurrency } from '../format/format.js';
import { DEFAULT_CURRENCY } from '../money/currencies.js';
import { buildPlan } from '../plan/build-plan.js';
import { parseCostsCsv } from '../plan/costs-csv.js';
import { acceptedChanges, buildPlanWorkbook, PlanExportError } from '../plan/export-workbook.js';
import { marketplaceLimits } from '../plan/marketplace-limits.js';
import type { PlanSettings } from '../plan/types.js';
import type { PlanCommand } from './plan-args.js';
import { renderPlanText } from './render-plan-text.js';

export interface PlanCliDeps {
  read(path: string): Promise<Uint8Array>;
  /** The error to throw for a file that is not what it should be (names the file). */
  about(path: string, error: unknown): unknown;
  /** Throws the one-line failure. */
  fail(message: string): never;
}

export interface PlanCliResult {
  output: string;
  workbook: Uint8Array | null;
  warnings: string[];
}

export async function runPlanCommand(command: PlanCommand, deps: PlanCliDeps): Promise<PlanCliResult> {
  const bytes = await deps.read(command.file);
  const costsBytes = command.costs === null ? null : await deps.read(command.costs);
  let source;
  let insights = null;
  let currency;
  try {
    source = await readPlanSource(bytes);
    currency = command.currency ?? (await readCurrency(bytes)) ?? DEFAULT_CURRENCY;
    const searchTerms = await readSearchTerms(bytes);
    if (searchTerms.sheets_found.length > 0) {
      const audit = await auditBulkWorkbook(bytes);
      insights = computeInsights({ campaigns: audit.campaigns, search_terms: searchTerms.search_terms }, command.targetAcos === undefined ? {} : { target_acos: command.targetAcos });
    }
  } catch (error) {
    throw deps.about(command.file, error);
  }
  const warnings: string[] = [];
  const settings: Partial<PlanSettings> = { target_acos: command.targetAcos };
  if (costsBytes !== null) {
    const known = new Set(source.product_ads.map((ad) => ad.asin).filter(Boolean));
    const parsed = parseCostsCsv(decodeCsvText(costsBytes), known);
    warnings.push(...parsed.problems.map((p) => `${command.costs}: ${p}`));
    if (parsed.costs.length > 0) settings.break_even = { costs: parsed.costs, margin: command.margin };
    else warnings.push(`${command.costs}: no usable line; the plan uses the target ACOS.`);
  }
  const period = command.period ? dateRangeOf(command.period.start, command.period.end) : dateRangeFromFileName(basename(command.file));
  settings.period_days = period?.days ?? null;
  const plan = buildPlan({ source, insights, warnings, currency }, settings);

  let workbook: Uint8Array | null = null;
  if (command.out !== null) {
    try {
      workbook = buildPlanWorkbook(acceptedChanges(plan.items), source, marketplaceLimits(currency));
    } catch (error) {
      if (error instanceof PlanExportError) deps.fail(`cannot export the plan: ${error.message}`);
      throw error;
    }
  }
  const output = command.json
    ? `${JSON.stringify({ currency, plan }, null, 2)}\n`
    : inCurrency(currency, () => renderPlanText(basename(command.file), plan));
  return { output, workbook, warnings };
}
