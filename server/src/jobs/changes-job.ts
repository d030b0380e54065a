// The change loop of an upload, on a worker thread (job kind 'changes'): the stored snapshots of
// the upload a change set was exported from and of the upload checked against it are inflated,
// the changes verified, graded and explained there; or the changes that did not reach Amazon are
// exported again, validated against the checked upload's plan source.
import {
  buildNarrative,
  DEFAULT_CURRENCY,
  inCurrency,
  marketplaceLimits,
  type CurrencyCode,
  buildPlanWorkbook,
  changesToExportAgain,
  explainDeltas,
  impactOf,
  PlanExportError,
  snapshotFromJson,
  verifyChanges,
  type ChangeSetEntry,
  type PlanSource,
  type SnapshotJson,
} from '@ads-auditor/audit';
import { inflateResult, type StoredJson } from '../lib/compress-result.js';
import type { WorkerPool } from './worker-pool.js';

export interface ChangesJobInput {
  mode: 'report' | 'export';
  change_set: { id: number; date: string; source_upload_id: number | null; items: ChangeSetEntry[] };
  /** The snapshot of the upload the change set was exported from; null once that upload is gone. */
  before: StoredJson | null;
  after: StoredJson;
  /** 'export': the checked upload's plan source, which validates the export. */
  plan_source: StoredJson | null;
  before_days: number | null;
  after_days: number | null;
  target_acos: number;
  /** The account's currency: the impact and the narrative write amounts in it (USD when absent). */
  currency?: CurrencyCode;
}

export interface ChangesJobOutput {
  /** 'report': the answer's JSON (UTF-8); 'export': the workbook (empty when there is nothing to export). */
  bytes: Uint8Array;
  problems: string[];
  count: number;
}

/** A stored snapshot, inflated and parsed (in the worker). */
export const inflateSnapshot = async (stored: StoredJson) => snapshotFromJson(JSON.parse(await inflateResult(stored.content, stored.encoding)) as SnapshotJson);

/** Runs in the worker. */
export async function changesAnswer(input: ChangesJobInput): Promise<ChangesJobOutput> {
  const after = await inflateSnapshot(input.after);
  const verify = verifyChanges(input.change_set.items, after);
  if (input.mode === 'export') {
    const changes = changesToExportAgain(verify.items, input.change_set.items, after);
    if (changes.length === 0) return { bytes: new Uint8Array(0), problems: [], count: 0 };
    const source = JSON.parse(await inflateResult(input.plan_source!.content, input.plan_source!.encoding)) as PlanSource;
    try {
      return { bytes: buildPlanWorkbook(changes, source, marketplaceLimits(input.currency)), problems: [], count: changes.length };
    } catch (error) {
      if (error instanceof PlanExportError) return { bytes: new Uint8Array(0), problems: error.problems, count: changes.length };
      throw error;
    }
  }
  const before = input.before ? await inflateSnapshot(input.before) : null;
  const { impact, whatChanged, narrative } = inCurrency(input.currency ?? DEFAULT_CURRENCY, () => {
    const impact = before ? impactOf(verify.items, before, after, { before_days: input.before_days, after_days: input.after_days, target_acos: input.target_acos }) : null;
    const whatChanged = before ? explainDeltas(before, after) : null;
    const narrative = impact && whatChanged ? buildNarrative({ changed_on: input.change_set.date, verify, impact, root_cause: whatChanged }) : [];
    return { impact, whatChanged, narrative };
  });
  const { items: _items, ...changeSet } = input.change_set;
  const answer = { change_set: { ...changeSet, item_count: input.change_set.items.length }, verify, impact, what_changed: whatChanged, narrative };
  return { bytes: new TextEncoder().encode(JSON.stringify(answer)), problems: [], count: verify.items.length };
}

export async function runChangesJob(pool: WorkerPool, input: ChangesJobInput): Promise<ChangesJobOutput> {
  const transfer = [input.after.content.buffer, input.before?.content.buffer, input.plan_source?.content.buffer].filter((b): b is ArrayBuffer => b instanceof ArrayBuffer);
  return (await pool.run('changes', input, { transfer, interactive: true })) as ChangesJobOutput;
}
