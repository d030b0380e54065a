import { useMemo, useRef, type ReactNode, type RefObject } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { observeElementOffset, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { ScrollAreaProvider, useScrollArea, type ScrollArea } from './scroll-area';
import { useElementHeight } from './use-element-height';

/** Height of a small MUI table row; the virtualizer measures the real height of each item. */
const ESTIMATED_ROW_HEIGHT = 37;
/** After this long without a scroll event the list counts as still (the virtualizer then measures). */
const SCROLL_SETTLE_MS = 150;

interface VirtualTableProps<T> {
  /** The table's accessible name. */
  label: string;
  items: readonly T[];
  /** Cells of the header row. */
  header: ReactNode;
  columnCount: number;
  /** The row(s) of one item; they are placed in a tbody of their own so an item may grow (an expanded ad group). */
  renderItem: (item: T, index: number) => ReactNode;
  /**
   * Standing alone, the list scrolls inside a box of this height (400 unless given), so thousands
   * of rows cost no more than a screenful. Inside a scroll area (a row of a bigger table) it has
   * no box of its own: the area scrolls it, and only the rows within the area's view are rendered.
   */
  maxHeight?: number;
}

/**
 * How far the area's top edge is below the table's top: the table's own scroll position, as the
 * virtualizer needs it, read from where the two boxes are rather than from a scroll offset.
 */
function observeOffsetWithin(tableRef: RefObject<HTMLElement | null>) {
  return (instance: Virtualizer<HTMLElement, Element>, report: (offset: number, isScrolling: boolean) => void) => {
    const area = instance.scrollElement;
    if (!area) return;
    const read = () => {
      const table = tableRef.current;
      return table ? Math.max(0, area.getBoundingClientRect().top - table.getBoundingClientRect().top) : 0;
    };
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      report(read(), true);
      clearTimeout(settle);
      settle = setTimeout(() => report(read(), false), SCROLL_SETTLE_MS);
    };
    report(read(), false);
    area.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(settle);
      area.removeEventListener('scroll', onScroll);
    };
  };
}

/**
 * A small MUI table whose rows are virtualized: only the rows in view (plus a few) are in
 * the DOM; spacer rows above and below keep the scroll height and the native column layout.
 */
export function VirtualTable<T>({ label, items, header, columnCount, renderItem, maxHeight = 400 }: VirtualTableProps<T>) {
  const area = useScrollArea();
  const ownBoxRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const headHeight = useElementHeight(headRef, ESTIMATED_ROW_HEIGHT);
  const observeOffset = useMemo(() => (area ? observeOffsetWithin(tableRef) : observeElementOffset), [area]);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => (area ? area.element() : ownBoxRef.current),
    observeElementOffset: observeOffset,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 8,
  });
  const visible = virtualizer.getVirtualItems();
  const spaceAbove = visible.length > 0 ? visible[0].start : 0;
  const spaceBelow = visible.length > 0 ? virtualizer.getTotalSize() - visible[visible.length - 1].end : 0;
  // A box that scrolls must be reachable by keyboard to scroll it (its rows hold no buttons).
  const mayScroll = !area && items.length * ESTIMATED_ROW_HEIGHT > maxHeight;
  const stickyTop = area?.stickyTop ?? 0;
  const inner = useMemo<ScrollArea | null>(
    () => (area ? { element: area.element, stickyTop: area.stickyTop + headHeight } : null),
    [area, headHeight],
  );

  const table = (
    <Table ref={tableRef} size="small" stickyHeader aria-label={label}>
      {/* Below the header of the level above (z-index 2 there), never over it. */}
      <TableHead ref={headRef} sx={area ? { '& th': { top: stickyTop, zIndex: 1 } } : undefined}>
        <TableRow>{header}</TableRow>
      </TableHead>
      {spaceAbove > 0 && <SpacerBody height={spaceAbove} columnCount={columnCount} />}
      {visible.map((item) => (
        <TableBody key={item.key} data-index={item.index} ref={virtualizer.measureElement}>
          {renderItem(items[item.index], item.index)}
        </TableBody>
      ))}
      {spaceBelow > 0 && <SpacerBody height={spaceBelow} columnCount={columnCount} />}
    </Table>
  );

  if (area) {
    // No box of its own: a box that clips sideways would also catch the sticky header.
    return (
      <TableContainer sx={{ overflow: 'visible' }}>
        <ScrollAreaProvider value={inner}>{table}</ScrollAreaProvider>
      </TableContainer>
    );
  }
  return (
    <TableContainer
      ref={ownBoxRef}
      sx={{ maxHeight, overflow: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
      {...(mayScroll ? { tabIndex: 0, role: 'region', 'aria-label': `${label} (scrollable)` } : {})}
    >
      {table}
    </TableContainer>
  );
}

function SpacerBody({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tbody aria-hidden="true">
      <tr>
        <TableCell colSpan={columnCount} sx={{ height, p: 0, border: 0 }} />
      </tr>
    </tbody>
  );
}
