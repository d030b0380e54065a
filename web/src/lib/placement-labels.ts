import type { Placement } from '@ads-auditor/audit';

/** The engine's Sponsored Products placement names and the labels a seller knows them by. */
const PLACEMENT_LABELS: ReadonlyMap<string, string> = new Map([
  ['Placement Top', 'Top of Search'],
  ['Placement Rest Of Search', 'Rest of Search'],
  ['Placement Product Page', 'Product Pages'],
  ['Placement Amazon Business', 'Amazon Business'],
]);

const LABEL_ORDER = [...PLACEMENT_LABELS.values()];

/** Sponsored Brands placements ('Home', 'Detail Page', 'Other'...) keep their own names. */
export function placementLabel(placement: string): string {
  return PLACEMENT_LABELS.get(placement) ?? placement;
}

/** Top of Search, Rest of Search, Product Pages, Amazon Business, then any other placement as listed. */
export function orderPlacements(placements: readonly Placement[]): Placement[] {
  const rank = (p: Placement) => {
    const i = LABEL_ORDER.indexOf(placementLabel(p.placement));
    return i === -1 ? LABEL_ORDER.length : i;
  };
  return [...placements].sort((a, b) => rank(a) - rank(b));
}
