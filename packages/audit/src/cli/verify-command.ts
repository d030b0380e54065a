/**
 * `ads-auditor verify SOURCE.xlsx PLAN.xlsx NEW.xlsx`: were the plan's changes applied, what did
 * each do, and why did the account move. Answers the text or JSON to print.
 */
import { basename } from 'node:path';
import { buildSnapshot } from '../changes/snapshot.js';
import { changesOfPlanExport, PlanFileError } from '../changes/plan-export.js';
import { verifyChanges } from '../changes/verify.js';
import { impactOf } from '../changes/impact.js';
import { explainDeltas } from '../changes/root-cause.js';
import { buildNarrative } from '../changes/narrative.js';
import { dateRangeFromFileName } from '../health/date-range.js';
import { inCurrency } from '../format/format.js';
import { DEFAULT_CURRENCY } from '../money/currencies.js';
import { readCurrency } from '../node/read-currency.js';
import { readBulkRows } from '../node/read-snapshot.js';
import type { VerifyCommand } from './args.js';
import { renderVerifyText } from './render-verify-text.js';

export interface VerifyCliDeps {
  read(path: string): Promise<Uint8Array>;
  /** The day the plan file was written (YYYY-MM-DD): when the changes were exported. */
  writtenOn(path: string): Promise<string>;
  about(path: string, error: unknown): unknown;
  fail(message: string): never;
}

async function rowsOf(path: string, deps: VerifyCliDeps, keepBothSbTabs = false) {
  const bytes = await deps.read(path);
  try {
    return { rows: await readBulkRows(bytes, { keepBothSbTabs }), currency: await readCurrency(bytes) };
  } catch (error) {
    throw deps.about(path, error);
  }
}

export async function runVerifyCommand(command: VerifyCommand, deps: VerifyCliDeps): Promise<string> {
  const source = await rowsOf(command.source, deps);
  const planRows = (await rowsOf(command.plan, deps, true)).rows;
  const newer = await rowsOf(command.newer, deps);
  const before = buildSnapshot(source.rows);
  const after = buildSnapshot(newer.rows);
  // --currency, else the files' (the newer first), else USD.
  const currency = command.currency ?? newer.currency ?? source.currency ?? DEFAULT_CURRENCY;
  const changedOn = await deps.writtenOn(command.plan);
  let entries;
  try {
    entries = changesOfPlanExport(planRows, before);
  } catch (error) {
    if (error instanceof PlanFileError) deps.fail(`${command.plan}: ${error.message}`);
    throw error;
  }
  // Reasons, the narrative and the text write amounts in the account's currency.
  return inCurrency(currency, () => {
    const verify = verifyChanges(entries, after);
    const impact = impactOf(verify.items, before, after, {
      before_days: dateRangeFromFileName(basename(command.source))?.days ?? null,
      after_days: dateRangeFromFileName(basename(command.newer))?.days ?? null,
      target_acos: command.targetAcos,
    });
    const whatChanged = explainDeltas(before, after);
    const narrative = buildNarrative({ changed_on: changedOn, verify, impact, root_cause: whatChanged });
    if (command.json) return `${JSON.stringify({ currency, verify, impact, what_changed: whatChanged, narrative }, null, 2)}\n`;
    return renderVerifyText({ verify, impact, whatChanged, narrative });
  });
}
