// The selected suggestions and the rows they make in the bulk upload workbook (the engine's conversion).
import { harvestToBulkItem, negativeToBulkItem, type BulkExportItem, type HarvestSuggestion, type NegativeSuggestion } from '@ads-auditor/audit';

export interface SelectedSuggestions {
  negatives: readonly NegativeSuggestion[];
  harvests: readonly HarvestSuggestion[];
}

/** The selected rows still in the lists, in list order (a selection outlives a settings change only where the row does). */
export function selectedSuggestions(negatives: readonly NegativeSuggestion[], harvests: readonly HarvestSuggestion[], selected: ReadonlySet<string>): SelectedSuggestions {
  return {
    negatives: negatives.filter((row) => row.exportable && selected.has(row.id)),
    harvests: harvests.filter((row) => row.exportable && selected.has(row.id)),
  };
}

/** Negatives first, then the harvested Exact keywords. */
export function bulkItems({ negatives, harvests }: SelectedSuggestions): BulkExportItem[] {
  return [...negatives.map(negativeToBulkItem), ...harvests.map(harvestToBulkItem)].filter((item): item is BulkExportItem => item !== null);
}
