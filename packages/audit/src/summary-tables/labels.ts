/** The names the Summary tab shows for the audit's keys. */

/** SP placements carry the bulk file's names ('Placement Top'); a reader knows them as these. */
const SP_PLACEMENT_LABELS: Readonly<Record<string, string>> = {
  'Placement Top': 'Top of Search',
  'Placement Rest Of Search': 'Rest of Search',
  'Placement Product Page': 'Product Pages',
  'Placement Amazon Business': 'Amazon Business',
};

/** 'Placement Top' => 'Top of Search'; Sponsored Brands placements ('Home') are already readable. */
export function placementLabel(placement: string): string {
  return SP_PLACEMENT_LABELS[placement] ?? placement;
}

/**
 * A targeting type: keyword match types are already capitalised ('Exact'); expression kinds
 * are the file's lower-case prefixes ('close-match' => 'Close Match', 'asin' => 'ASIN').
 */
export function targetingTypeLabel(key: string): string {
  return key
    .split('-')
    .map((word) => (word === 'asin' ? 'ASIN' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** Sponsored Products auto and manual targeting, named so a pasted row stands on its own. */
export function spTargetingLabel(targeting: 'auto' | 'manual'): string {
  return targeting === 'auto' ? 'SP - Auto targeting' : 'SP - Manual targeting';
}
