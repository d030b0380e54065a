import { useRef, type ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useVirtualizer } from '@tanstack/react-virtual';

/** Height of a small MUI table row; the virtualizer measures the real height of each item. */
const ESTIMATED_ROW_HEIGHT = 37;

interface VirtualTableProps<T> {
  /** The table's accessible name. */
  label: string;
  items: readonly T[];
  /** Cells of the header row. */
  header: ReactNode;
  columnCount: number;
  /** The row(s) of one item; they are placed in a tbody of their own so an item may grow (an expanded ad group). */
  renderItem: (item: T, index: number) => ReactNode;
  /** The list scrolls inside a box of this height, so thousands of rows cost no more than a screenful. */
  maxHeight: number;
}

/**
 * A small MUI table whose rows are virtualized: only the rows in view (plus a few) are in
 * the DOM; spacer rows above and below keep the scroll height and the native column layout.
 */
export function VirtualTable<T>({ label, items, header, columnCount, renderItem, maxHeight }: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 8,
  });
  const visible = virtualizer.getVirtualItems();
  const spaceAbove = visible.length > 0 ? visible[0].start : 0;
  const spaceBelow = visible.length > 0 ? virtualizer.getTotalSize() - visible[visible.length - 1].end : 0;
  // A box that scrolls must be reachable by keyboard to scroll it (its rows hold no buttons).
  const mayScroll = items.length * ESTIMATED_ROW_HEIGHT > maxHeight;

  return (
    <TableContainer
      ref={scrollRef}
      sx={{ maxHeight, overflow: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
      {...(mayScroll ? { tabIndex: 0, role: 'region', 'aria-label': `${label} (scrollable)` } : {})}
    >
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
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
