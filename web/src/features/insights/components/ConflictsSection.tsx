import type { TermConflict } from '@ads-auditor/audit';
import { bestOccurrence, CONFLICT_COLUMNS } from '../model/suggestion-columns';
import { InsightList } from './InsightList';

/** Search terms converting in several ad groups, with the ad group that performs best. */
export function ConflictsSection({ rows, total, busy }: { rows: readonly TermConflict[]; total: number; busy: boolean }) {
  return (
    <InsightList
      title="Term conflicts"
      description="The same search term converting in more than one campaign or ad group: the ad groups compete for it. Its figures add up every ad group the term spent in; the best ten are listed. The best ad group has the lowest ACOS (then the most orders); negating the term in the others is advised only when the best one's lead holds at the ends of the 95% confidence interval of the conversion rates, on at least the minimum clicks."
      columns={CONFLICT_COLUMNS}
      rows={rows}
      total={total}
      rankedBy="sales"
      getRowId={(row) => row.id}
      rowName={(row) => row.search_term}
      emptyText="No term conflicts: no search term converts in more than one ad group."
      busy={busy}
      noteCampaign={(row) => {
        const best = bestOccurrence(row);
        return { id: best.campaign_id, name: best.campaign_name };
      }}
    />
  );
}
