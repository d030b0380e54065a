import { useMemo, useState } from 'react';
import type { ParentAsinDetail } from '@ads-auditor/audit';
import { orderParents, type ParentSortKey } from './parent-order';

const firstOf = (parents: readonly ParentAsinDetail[]) => parents[0]?.parent_asin ?? null;

export interface ParentSelection {
  /** Parents in the picker's order. */
  ordered: ParentAsinDetail[];
  sortBy: ParentSortKey;
  /** The selected parent, null once cleared. */
  current: ParentAsinDetail | null;
  /** Its position in `ordered`, -1 when none. */
  index: number;
  select: (parentAsin: string | null) => void;
  /** Re-orders and selects the first parent of the new order. */
  changeSort: (sortBy: ParentSortKey) => void;
}

/** The picker's state: the first parent auto-selected, again after a new report or a new sort. */
export function useParentSelection(parents: readonly ParentAsinDetail[]): ParentSelection {
  const [sortBy, setSortBy] = useState<ParentSortKey>('spend');
  const ordered = useMemo(() => orderParents(parents, sortBy), [parents, sortBy]);
  const [selected, setSelected] = useState<string | null>(() => firstOf(ordered));

  // A new business report brings new parents: start again at the first (React's "adjust state on prop change").
  const [shownParents, setShownParents] = useState(parents);
  if (shownParents !== parents) {
    setShownParents(parents);
    setSelected(firstOf(ordered));
  }

  const index = selected === null ? -1 : ordered.findIndex((p) => p.parent_asin === selected);
  return {
    ordered,
    sortBy,
    current: index >= 0 ? ordered[index] : null,
    index,
    select: setSelected,
    changeSort: (next) => {
      setSortBy(next);
      setSelected(firstOf(orderParents(parents, next)));
    },
  };
}
