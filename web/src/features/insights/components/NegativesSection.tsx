import type { NegativeSuggestion } from '@ads-auditor/audit';
import type { InsightColumn } from '../model/insight-column';
import { NEGATIVE_COLUMNS } from '../model/suggestion-columns';
import { ConflictWarnings } from './ConflictWarnings';
import { InsightList } from './InsightList';
import type { RowSelection } from './InsightTable';
import { PausedToggle, usePausedRows } from './PausedToggle';

const COLUMNS: readonly InsightColumn<NegativeSuggestion>[] = NEGATIVE_COLUMNS.map((column) =>
  column.id === 'conflicts' ? { ...column, render: (row: NegativeSuggestion) => <ConflictWarnings row={row} /> } : column,
);

interface NegativesSectionProps {
  rows: readonly NegativeSuggestion[];
  /** Suggestions in all: the engine answers those with the most spend. */
  total: number;
  busy: boolean;
  selection: RowSelection<NegativeSuggestion>;
}

/** Exact negatives for wasting terms, phrase negatives for wasting n-grams, each with what it would block. */
export function NegativesSection({ rows, total, busy, selection }: NegativesSectionProps) {
  const paused = usePausedRows(rows, selection);
  const conflicting = paused.shown.filter((row) => row.conflicts.length > 0).length;
  return (
    <InsightList
      title="Negative suggestions"
      description={`Negative Exact on the ad group for a wasting search term (judged on its figures there), Negative Phrase on the campaign for an n-gram that wastes across the account (its qualifying figures are the gram's account-wide totals); brand terms are never suggested.${conflicting > 0 ? ` ${conflicting} would block a keyword or a converting search term, close variants such as plurals included: check them before adding.` : ''} Sponsored Brands suggestions stay out of the file: Amazon's Sponsored Brands rows cannot be created from this export yet.`}
      controls={<PausedToggle count={paused.pausedCount} checked={paused.showPaused} onChange={paused.setShowPaused} />}
      columns={COLUMNS}
      rows={paused.shown}
      total={total - paused.hidden}
      rankedBy="spend"
      getRowId={(row) => row.id}
      rowName={(row) => `${row.match_type} ${row.keyword_text} in ${row.campaign_name}`}
      emptyText="No negative suggestions: no search term or n-gram wastes spend above the threshold."
      busy={busy}
      noteCampaign={(row) => ({ id: row.campaign_id, name: row.campaign_name })}
      selection={selection}
    />
  );
}
