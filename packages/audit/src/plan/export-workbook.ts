/**
 * The plan as one Amazon bulk upload workbook. Validated first, because Amazon refuses an upload
 * as a whole when one row is wrong: every id must exist in the source workbook, every value be
 * within Amazon's limits, and no entity get two operations. Browser-safe (stored zip parts).
 */
import { writeStoredWorkbook } from '../xlsx/workbook-writer.js';
import type { CellValue } from '../xlsx/types.js';
import { PLACEMENT_LIMITS } from './bid-rules.js';
import { marketplaceLimits, type MarketplaceLimits } from './marketplace-limits.js';
import { formatMoneyIn } from '../money/format-money.js';
import { EXPORT_TABS, TAB_HEADERS, TAB_SHEET_NAMES, exportRow, tabOf, type ExportChange } from './export-rows.js';
import { adGroupKey } from './plan-context.js';
import type { PlanDecisions, PlanItem, PlanSource, TargetKind } from './types.js';

export const PLAN_EXPORT_FILE_NAME = 'ads-auditor-plan.xlsx';

export class PlanExportError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join(' '));
    this.name = 'PlanExportError';
  }
}

/** The accepted items with their values: all items without decisions, else only those accepted (edited values win). */
export function acceptedChanges(items: readonly PlanItem[], decisions?: PlanDecisions): ExportChange[] {
  const changes: ExportChange[] = [];
  for (const item of items) {
    const decision = decisions?.[item.id];
    if (decisions && decision?.status !== 'accepted') continue;
    changes.push({ item, value: decision?.value ?? item.proposed });
  }
  return changes;
}

interface SourceIndex {
  campaigns: Map<string, 'SP' | 'SB' | 'SD'>;
  adGroups: Set<string>;
  /** `${tab}:${id}` of keywords, targets and product ads. */
  entities: Map<string, TargetKind | 'product_ad'>;
}

function indexSource(source: PlanSource): SourceIndex {
  const entities = new Map<string, TargetKind | 'product_ad'>();
  for (const t of source.targets) entities.set(`${t.tab}:${t.entity_id}`, t.kind);
  for (const a of source.product_ads) entities.set(`${a.tab}:${a.entity_id}`, 'product_ad');
  return {
    campaigns: new Map(source.campaigns.map((c) => [c.campaign_id, c.type])),
    adGroups: new Set(source.ad_groups.map((g) => adGroupKey(g.campaign_id, g.ad_group_id))),
    entities,
  };
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const inUnits = (value: number, unit: number) => Math.abs(Math.round(value / unit) - value / unit) < 1e-6;

function valueProblem(change: ExportChange, type: 'SP' | 'SB' | 'SD', limits: MarketplaceLimits): string | null {
  const { item, value } = change;
  const money = (amount: number) => formatMoneyIn(amount, limits.currency);
  const whole = limits.unit >= 1 ? `whole ${limits.currency}` : 'whole cents';
  const hasCents = (amount: number) => inUnits(amount, limits.unit);
  switch (item.kind) {
    case 'bid':
    case 'harvest': {
      const { min, max } = limits.bids[item.kind === 'harvest' ? 'SP' : type];
      if (!isAmount(value) || !hasCents(value)) return `the bid must be an amount in ${whole}`;
      if (value < min || value > max) return `the bid must be between ${money(min)} and ${money(max)}`;
      return null;
    }
    case 'placement':
      if (!isAmount(value) || !Number.isInteger(value)) return 'the placement percentage must be a whole number';
      if (value < PLACEMENT_LIMITS.min || value > PLACEMENT_LIMITS.max) return `the placement percentage must be between ${PLACEMENT_LIMITS.min} and ${PLACEMENT_LIMITS.max}`;
      return null;
    case 'budget':
      if (!isAmount(value) || !hasCents(value)) return `the budget must be an amount in ${whole}`;
      if (value < limits.budget.min || value > limits.budget.max) return `the budget must be between ${money(limits.budget.min)} and ${money(limits.budget.max)}`;
      return null;
    case 'pause':
      return value === 'paused' || value === 'enabled' ? null : `the state '${String(value)}' is not paused or enabled`;
    case 'negative':
      return typeof value === 'string' && value.trim() !== '' ? null : 'the keyword text is empty';
  }
}

/** What makes an entity the same for 'no entity with two operations'. */
function operationKey(change: ExportChange): string {
  const { item, value } = change;
  const d = item.detail;
  if (d.kind === 'bid' || d.kind === 'pause') return `entity:${d.tab}:${item.entity_id}`;
  if (d.kind === 'placement') return `placement:${item.campaign_id}:${d.placement_text.toLowerCase()}`;
  if (d.kind === 'budget') return `campaign:${item.campaign_id}`;
  const text = d.kind === 'harvest' ? d.keyword_text : String(value);
  return `keyword:${item.campaign_id}:${item.ad_group_id ?? '-'}:${text.trim().toLowerCase()}`;
}

/** Every problem, one sentence each naming the item; empty when the export can be written. */
/** `limits`: the account's marketplace (the US one by default). */
export function validatePlanExport(changes: readonly ExportChange[], source: PlanSource, limits: MarketplaceLimits = marketplaceLimits()): string[] {
  if (changes.length === 0) return ['Accept at least one item to export.'];
  const index = indexSource(source);
  const problems: string[] = [];
  const seen = new Map<string, number>();
  changes.forEach((change, i) => {
    const { item } = change;
    const label = `Item ${i + 1} (${item.id})`;
    const type = index.campaigns.get(item.campaign_id);
    if (type === undefined) problems.push(`${label}: campaign ${item.campaign_id} is not in the workbook.`);
    if (item.ad_group_id !== null && !index.adGroups.has(adGroupKey(item.campaign_id, item.ad_group_id))) {
      problems.push(`${label}: ad group ${item.ad_group_id} is not in campaign ${item.campaign_id} of the workbook.`);
    }
    if ((item.kind === 'bid' || item.kind === 'pause') && !index.entities.has(`${tabOf(item)}:${item.entity_id}`)) {
      problems.push(`${label}: ${item.entity_id ? `id ${item.entity_id}` : 'the entity id'} is not in the workbook's ${TAB_SHEET_NAMES[tabOf(item)]} tab.`);
    }
    const valueIssue = valueProblem(change, type ?? 'SP', limits);
    if (valueIssue) problems.push(`${label}: ${valueIssue}.`);
    const key = operationKey(change);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, i);
    else problems.push(`${label}: changes the same entity as item ${first + 1}; one operation per entity.`);
  });
  return problems;
}

/** The .xlsx bytes; throws PlanExportError with every problem when validatePlanExport finds any. */
export function buildPlanWorkbook(changes: readonly ExportChange[], source: PlanSource, limits: MarketplaceLimits = marketplaceLimits()): Uint8Array {
  const problems = validatePlanExport(changes, source, limits);
  if (problems.length > 0) throw new PlanExportError(problems);
  const entities = indexSource(source).entities;
  const rowsByTab = new Map<string, CellValue[][]>();
  for (const change of changes) {
    const tab = tabOf(change.item);
    const kind = change.item.entity_id === null ? null : (entities.get(`${tab}:${change.item.entity_id}`) ?? null);
    const rows = rowsByTab.get(tab) ?? [];
    rows.push(exportRow(change, kind));
    rowsByTab.set(tab, rows);
  }
  const sheets = EXPORT_TABS.filter((tab) => rowsByTab.has(tab)).map((tab) => ({
    name: TAB_SHEET_NAMES[tab],
    rows: [[...TAB_HEADERS[tab]], ...rowsByTab.get(tab)!],
  }));
  return writeStoredWorkbook(sheets);
}
