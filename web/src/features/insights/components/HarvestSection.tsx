import type { HarvestSuggestion } from '@ads-auditor/audit';
import { HARVEST_COLUMNS } from '../model/suggestion-columns';
import { InsightList } from './InsightList';
import type { RowSelection } from './InsightTable';
import { PausedToggle, usePausedRows } from './PausedToggle';

interface HarvestSectionProps {
  rows: readonly HarvestSuggestion[];
  /** Suggestions in all: the engine answers those with the most orders. */
  total: number;
  busy: boolean;
  selection: RowSelection<HarvestSuggestion>;
  minOrders: number;
  minClicks: number;
}

/** Converting search terms not yet an exact keyword, with a starting bid from their CPC. */
export function HarvestSection({ rows, total, busy, selection, minOrders, minClicks }: HarvestSectionProps) {
  const paused = usePausedRows(rows, selection);
  return (
    <InsightList
      title="Harvest suggestions"
      description={`Search terms with at least ${minOrders} orders on at least ${minClicks} clicks and an ACOS under the target that no campaign targets as an Exact keyword yet. The suggested bid is the term's CPC; the keyword goes to the manual SP ad group where the term did best, an enabled one before a paused one, never one named for Phrase or Broad.`}
      controls={<PausedToggle count={paused.pausedCount} checked={paused.showPaused} onChange={paused.setShowPaused} />}
      columns={HARVEST_COLUMNS}
      rows={paused.shown}
      total={total - paused.hidden}
      rankedBy="orders"
      getRowId={(row) => row.id}
      rowName={(row) => row.search_term}
      emptyText="No harvest suggestions: no search term converts under the target ACOS without an Exact keyword."
      busy={busy}
      noteCampaign={(row) => {
        const place = row.destination ?? row.occurrences[0];
        return place ? { id: place.campaign_id, name: place.campaign_name } : null;
      }}
      selection={selection}
    />
  );
}
