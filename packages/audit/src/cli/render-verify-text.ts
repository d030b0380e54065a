/** The readable verification the CLI prints: the narrative, each change's status and grade, and the largest moves. */
import type { RootCause } from '../changes/root-cause.js';
import type { ImpactResult, VerifyResult } from '../changes/types.js';
import { NARRATIVE_TITLE } from '../changes/narrative.js';
import { formatMoney } from '../format/format.js';
import { textTable } from './text-table.js';

const value = (v: number | string | null) => (v === null ? '-' : typeof v === 'number' ? String(Math.round(v * 100) / 100) : v);
const money = formatMoney;
/** Campaigns shown per measure. */
const MOVES_SHOWN = 5;

export function renderVerifyText(result: { verify: VerifyResult; impact: ImpactResult; whatChanged: RootCause; narrative: string[] }): string {
  const { verify, impact, whatChanged, narrative } = result;
  const gradeOf = new Map(impact.changes.map((c) => [c.item, c]));
  const rows = verify.items.map((item) => {
    const graded = gradeOf.get(item);
    return [item.kind, item.campaign_id, item.entity_id ?? item.subject ?? '', value(item.before), value(item.expected), value(item.found), item.status, graded ? graded.grade.replace('_', ' ') : ''];
  });
  const counts = verify.counts;
  const sections = [
    `${NARRATIVE_TITLE}\n${narrative.map((p) => `  ${p}`).join('\n')}`,
    `Changes: ${counts.applied} applied, ${counts.not_applied} not applied, ${counts.different} different, ${counts.missing} missing\n` +
      textTable(['Kind', 'Campaign', 'Entity', 'Before', 'Expected', 'Found', 'Status', 'Grade'], rows, { leftColumns: [0, 1, 2, 6, 7] }),
  ];
  for (const [title, explanation] of [['Sales', whatChanged.sales], ['Spend', whatChanged.spend]] as const) {
    const top = explanation.campaigns.slice(0, MOVES_SHOWN).map((c) => [c.name, money(c.before), money(c.after), money(c.delta)]);
    sections.push(`${title}: ${money(explanation.before)} -> ${money(explanation.after)} (${money(explanation.delta)}); largest moves\n` +
      (top.length > 0 ? textTable(['Campaign', 'Before', 'After', 'Change'], top) : '  None.'));
  }
  return `${sections.join('\n\n')}\n`;
}
