/**
 * The observation lock: after a change reached Amazon, its entity is left alone for a number of
 * days so the change can show what it does, unless it backfired. The plan's items for such an
 * entity move to the held list, and the reason says so.
 */
import type { HeldEntity, Plan, PlanItem } from '../plan/types.js';

export const DEFAULT_OBSERVATION_DAYS = 14;

export interface AppliedChange {
  /** The plan item id of the change (kind and entity). */
  item_id: string;
  /** The keyword, target or ad it changed; null for a placement or budget (the item id names those). */
  entity_id: string | null;
  /** YYYY-MM-DD the change was exported. */
  changed_on: string;
  backfired: boolean;
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS);
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The plan with the items of locked entities held, each with its reason. */
export function applyObservationLock(plan: Plan, applied: readonly AppliedChange[], today: string, days: number = DEFAULT_OBSERVATION_DAYS): Plan {
  const locks = new Map<string, AppliedChange>();
  const now = dayNumber(today);
  for (const change of applied) {
    if (change.backfired || now - dayNumber(change.changed_on) >= days) continue;
    const key = change.entity_id ?? change.item_id;
    const known = locks.get(key);
    if (!known || known.changed_on < change.changed_on) locks.set(key, change);
  }
  if (locks.size === 0) return plan;
  const items: PlanItem[] = [];
  const held: HeldEntity[] = [];
  for (const item of plan.items) {
    // A keyword whose bid changed is not paused either: the lock is on the entity, whatever the kind.
    const lock = locks.get(item.entity_id ?? item.id);
    if (!lock || item.kind === 'negative' || item.kind === 'harvest') {
      items.push(item);
      continue;
    }
    const until = isoOf(dayNumber(lock.changed_on) + days);
    held.push({
      kind: item.kind,
      campaign_id: item.campaign_id,
      ad_group_id: item.ad_group_id,
      entity_id: item.entity_id,
      reason: `Changed on ${lock.changed_on} (${now - dayNumber(lock.changed_on)} days ago): left alone until ${until} so the change can show its effect.`,
      confidence: item.confidence,
      interval: item.interval,
      evidence: item.evidence,
      rows: item.rows,
    });
  }
  return { ...plan, items, held: [...held, ...plan.held], total_held: plan.total_held + held.length };
}
