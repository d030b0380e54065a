/** The plan as text for the terminal: items grouped by kind, each with its confidence and reason; then what was left out and the projection. */
import { formatMoney, formatPercent } from '../format/format.js';
import { PLAN_ITEM_KINDS, type Plan, type PlanItemKind } from '../plan/types.js';

/** Items shown per kind; --json has them all. */
export const TEXT_ITEMS_PER_KIND = 50;

const TITLES: Record<PlanItemKind, string> = {
  bid: 'Bids', placement: 'Placements', budget: 'Budgets', pause: 'Pauses', negative: 'Negatives', harvest: 'Harvests',
};

export function renderPlanText(fileName: string, plan: Plan): string {
  const lines = [`Optimization plan: ${fileName} (target ACOS ${formatPercent(plan.target_acos)})`, ''];
  for (const kind of PLAN_ITEM_KINDS) {
    const items = plan.items.filter((i) => i.kind === kind);
    const absent = plan.absent.find((a) => a.kind === kind);
    lines.push(`${TITLES[kind]} (${items.length})`);
    if (absent) lines.push(`  Not planned: ${absent.reason}`);
    for (const item of items.slice(0, TEXT_ITEMS_PER_KIND)) {
      const where = [`campaign ${item.campaign_id}`, item.ad_group_id && `ad group ${item.ad_group_id}`, item.entity_id && `id ${item.entity_id}`].filter(Boolean).join(', ');
      lines.push(`  [${item.confidence}] ${where}: ${item.reason}`);
    }
    if (items.length > TEXT_ITEMS_PER_KIND) lines.push(`  ... and ${items.length - TEXT_ITEMS_PER_KIND} more (--json lists them all)`);
    lines.push('');
  }
  if (plan.total_held > 0) lines.push(`Left alone: ${plan.total_held} keywords, targets or placements with spend (thin data, paused, no bid); --json lists them with reasons.`, '');
  for (const flag of plan.flags) lines.push(`Flag: ${flag.message}`);
  const p = plan.projection;
  lines.push(
    `Projection if every item is accepted (${p.label})`,
    `  Spend ${formatMoney(p.current.spend)} -> ${formatMoney(p.projected.spend)}   Sales ${formatMoney(p.current.sales)} -> ${formatMoney(p.projected.sales)}   ACOS ${formatPercent(p.current.acos)} -> ${formatPercent(p.projected.acos)}`,
  );
  return `${lines.join('\n')}\n`;
}
