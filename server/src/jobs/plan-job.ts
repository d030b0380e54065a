// The plan of an upload, on a worker thread (job kind 'plan'), like the insights it includes: the
// stored plan source and audit result are inflated, the search terms streamed in, the insights
// computed and the plan built there. One job serves three calls: the plan itself (as JSON bytes),
// checking decisions against the items' limits, and the export workbook with its change set.
import {
  acceptedChanges,
  applyObservationLock,
  impactOf,
  verifyChanges,
  type AppliedChange,
  type ChangeSetEntry,
  buildPlan,
  marketplaceLimits,
  type MarketplaceLimits,
  type CurrencyCode,
  buildPlanWorkbook,
  computeInsights,
  PlanExportError,
  toChangeSet,
  validatePlanExport,
  type Campaign,
  type ChangeSet,
  type InsightSettings,
  type Plan,
  type PlanDecisions,
  type PlanSettings,
  type PlanSource,
} from '@ads-auditor/audit';
import { inflateResult, type StoredJson } from '../lib/compress-result.js';
import { inflateSnapshot } from './changes-job.js';
import { receiveSearchTerms, runWithSearchTerms, termsOfReport, type KeptSearchTermReport, type SearchTermsReader } from './insights-job.js';
import type { MessagePort } from 'node:worker_threads';
import type { WorkerPool } from './worker-pool.js';

/** A decision value to check: the item and the value the seller typed. */
export interface ValueToCheck {
  item_id: string;
  value: number | null;
}

export type PlanJobRequest =
  | { mode: 'plan'; head: Record<string, unknown> }
  | { mode: 'check'; values: ValueToCheck[] }
  | { mode: 'export'; decisions: PlanDecisions; date: string };

export interface PlanJobInput {
  request: PlanJobRequest;
  /** Copies with buffers of their own: moved to the worker. */
  auditResult: StoredJson;
  planSource: StoredJson;
  /** False when the workbook had no search term tabs: negatives and harvests are then absent, with the reason. */
  withSearchTerms: boolean;
  insightSettings: Partial<InsightSettings>;
  planSettings: Partial<PlanSettings>;
  /** The account's latest change set exported before this upload, to leave its applied changes alone a while. */
  lock: ObservationLockInput | null;
  /** The account's currency: bid steps and limits follow its marketplace (USD when absent). */
  currency?: CurrencyCode;
  /** A kept Search Term Report whose terms replace the bulk file's for negatives and harvests (none arrive on the port then). */
  searchTermReport?: KeptSearchTermReport;
}

export interface ObservationLockInput {
  entries: ChangeSetEntry[];
  /** YYYY-MM-DD of the export. */
  changed_on: string;
  today: string;
  /** This upload's snapshot (were the changes applied?) and the one the plan was made on (did they backfire?). */
  after: StoredJson;
  before: StoredJson | null;
}

export interface PlanJobMessage extends PlanJobInput {
  searchTerms: MessagePort;
}

export interface PlanJobOutput {
  /** 'plan': the answer's JSON (UTF-8); 'export': the workbook. */
  bytes?: Uint8Array;
  /** 'check' and 'export': every problem, one sentence each (empty when none). */
  problems?: string[];
  changeSet?: ChangeSet;
}

/** Decisions may carry a value only for items with an amount (bids, placements, budgets, harvests). */
const EDITABLE_KINDS = new Set(['bid', 'placement', 'budget', 'harvest']);

/** Costs of ASINs the upload does not advertise are dropped, each named in a warning. */
function costsForSource(settings: Partial<PlanSettings>, source: PlanSource): { settings: Partial<PlanSettings>; warnings: string[] } {
  if (!settings.break_even) return { settings, warnings: [] };
  const advertised = new Set(source.product_ads.map((ad) => ad.asin.toUpperCase()));
  const unknown = settings.break_even.costs.filter((c) => !advertised.has(c.asin.toUpperCase()));
  if (unknown.length === 0) return { settings, warnings: [] };
  const warnings = unknown.map((c) => `The costs name ASIN ${c.asin}, which no product ad of this upload advertises; it is not used.`);
  const costs = settings.break_even.costs.filter((c) => advertised.has(c.asin.toUpperCase()));
  return { settings: { ...settings, break_even: costs.length > 0 ? { ...settings.break_even, costs } : null }, warnings };
}

type ReportAbout = Awaited<ReturnType<typeof termsOfReport>>['about'];

async function planOf(input: PlanJobMessage): Promise<{ plan: Plan; source: PlanSource; report: ReportAbout | null }> {
  // Inflated on libuv's pool while this thread parses the search terms.
  const sourceJson = inflateResult(input.planSource.content, input.planSource.encoding);
  const auditJson = inflateResult(input.auditResult.content, input.auditResult.encoding);
  sourceJson.catch(() => undefined);
  auditJson.catch(() => undefined);
  const searchTerms = await receiveSearchTerms(input.searchTerms);
  const source = JSON.parse(await sourceJson) as PlanSource;
  let insights = null;
  let report: ReportAbout | null = null;
  if (input.withSearchTerms || input.searchTermReport) {
    const { campaigns } = JSON.parse(await auditJson) as { campaigns: Campaign[] };
    const fromReport = input.searchTermReport && (await termsOfReport(input.searchTermReport, campaigns));
    report = fromReport ? fromReport.about : null;
    insights = computeInsights({ campaigns, search_terms: fromReport ? fromReport.terms : searchTerms }, input.insightSettings);
  }
  const { settings, warnings } = costsForSource(input.planSettings, source);
  const plan = buildPlan({ source, insights, warnings, currency: input.currency }, settings);
  return { plan: input.lock ? applyObservationLock(plan, await appliedChanges(input.lock), input.lock.today, input.planSettings.observation_days) : plan, source, report };
}

/** The changes of the lock's change set that reached Amazon, and whether each backfired. */
async function appliedChanges(lock: ObservationLockInput): Promise<AppliedChange[]> {
  const after = await inflateSnapshot(lock.after);
  const verified = verifyChanges(lock.entries, after);
  const before = lock.before ? await inflateSnapshot(lock.before) : null;
  const grades = new Map(before ? impactOf(verified.items, before, after).changes.map((c) => [c.item, c.grade]) : []);
  return verified.items.flatMap((item, index) =>
    item.status === 'applied' ? [{ item_id: lock.entries[index]!.item_id, entity_id: item.entity_id, changed_on: lock.changed_on, backfired: grades.get(item) === 'backfired' }] : [],
  );
}

function checkValues(plan: Plan, source: PlanSource, values: readonly ValueToCheck[], limits: MarketplaceLimits): string[] {
  const items = new Map(plan.items.map((item) => [item.id, item]));
  const problems: string[] = [];
  for (const { item_id: id, value } of values) {
    const item = items.get(id);
    if (!item) problems.push(`Item ${id} is not in the plan of this upload.`);
    else if (value !== null && !EDITABLE_KINDS.has(item.kind)) problems.push(`Item ${id}: a ${item.kind} has no value to edit; accept or reject it.`);
    else if (value !== null) {
      // The export's own check, so a saved value is one the export accepts.
      problems.push(...validatePlanExport([{ item, value }], source, limits).map((p) => p.replace(/^Item 1 \([^)]*\)/, `Item ${id}`)));
    }
  }
  return problems;
}

/** Runs in the worker. */
export async function planAnswer(input: PlanJobMessage): Promise<PlanJobOutput> {
  const { plan, source, report } = await planOf(input);
  const { request } = input;
  if (request.mode === 'plan') return { bytes: new TextEncoder().encode(JSON.stringify({ ...request.head, ...(report && { search_term_report: report }), plan })) };
  if (request.mode === 'check') return { problems: checkValues(plan, source, request.values, marketplaceLimits(input.currency)) };
  const changes = acceptedChanges(plan.items, request.decisions);
  try {
    return { bytes: buildPlanWorkbook(changes, source, marketplaceLimits(input.currency)), problems: [], changeSet: toChangeSet(changes, request.date) };
  } catch (error) {
    if (error instanceof PlanExportError) return { problems: error.problems };
    throw error;
  }
}

/** Starts the job and feeds it the upload's search terms, none with a report (failures as runInsightsJob's). */
export async function runPlanJob(pool: WorkerPool, input: PlanJobInput, read: SearchTermsReader): Promise<PlanJobOutput> {
  const lockBuffers = input.lock ? [input.lock.after.content.buffer, input.lock.before?.content.buffer] : [];
  const reportBuffers = input.searchTermReport ? [input.searchTermReport.stored.content.buffer] : [];
  const transfer = [input.auditResult.content.buffer, input.planSource.content.buffer, ...lockBuffers, ...reportBuffers].filter((b): b is ArrayBuffer => b instanceof ArrayBuffer);
  return (await runWithSearchTerms(pool, 'plan', input, transfer, read)) as PlanJobOutput;
}
