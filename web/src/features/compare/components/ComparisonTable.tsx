import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ChangeVerdict, ClipboardTable } from '@ads-auditor/audit';
import { ChangeVerdictLabel, VERDICT_COLOR } from './ChangeVerdictLabel';

interface ComparisonTableProps {
  table: ClipboardTable;
  /** Shown instead of an empty table. */
  empty: string;
  /** Label columns (left-aligned, the first is the row header); default 1. */
  labelColumns?: number;
  /** A column of the screen only (not copied), e.g. the campaign's notes. */
  extra?: { header: string; cell: (rowIndex: number) => ReactNode };
  /** Rows indented under the row above (SP auto / manual). */
  childRows?: readonly boolean[];
  /**
   * Per row, whether its move is good for the account and which way the figure went: the last
   * two columns (Change, % Change) are coloured, and the last says 'better' or 'worse'.
   */
  verdicts?: readonly ({ verdict: ChangeVerdict; direction: 'up' | 'down' | null } | null)[];
}

/** Narrower cells on a phone, so more figures show before the table scrolls. */
const CELL_PADDING = { px: { xs: 1, md: 1.5 } } as const;

/**
 * A table of one label column (a metric, campaign type or placement) and many figures keeps its
 * labels in view while the figures scroll sideways on a phone. On wider screens the labels and
 * the headers may wrap, so the whole table fits beside the navigation without scrolling.
 */
const pinnedLabelSx = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', whiteSpace: { xs: 'nowrap', md: 'normal' } } as const;

/** A comparison table as Copy puts it on the clipboard: the same formatted cells, with a verdict on the screen where given. */
export function ComparisonTable({ table, empty, labelColumns = 1, extra, childRows, verdicts }: ComparisonTableProps) {
  if (table.rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  const pinned = (i: number) => (i === 0 && labelColumns === 1 ? pinnedLabelSx : undefined);
  return (
    // A box that scrolls sideways must be reachable by keyboard (axe scrollable-region-focusable).
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={`${table.title} table`}
      sx={{ overflowX: 'auto', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      <Table size="small" aria-label={table.title}>
        <TableHead>
          <TableRow>
            {table.headers.map((header, i) => (
              <TableCell key={header} align={i < labelColumns ? 'left' : 'right'} sx={{ ...CELL_PADDING, ...pinned(i) }}>
                {header}
              </TableCell>
            ))}
            {extra && <TableCell sx={CELL_PADDING}>{extra.header}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row, r) => {
            const judged = verdicts?.[r];
            const tone = judged && judged.verdict !== 'neutral' ? VERDICT_COLOR[judged.verdict] : undefined;
            return (
            <TableRow key={`${r}-${row[0]}`}>
              {row.map((cell, i) => (
                <TableCell
                  key={i}
                  component={i === 0 ? 'th' : 'td'}
                  scope={i === 0 ? 'row' : undefined}
                  align={i < labelColumns ? 'left' : 'right'}
                  sx={{
                    ...CELL_PADDING,
                    whiteSpace: i < labelColumns ? 'normal' : 'nowrap',
                    minWidth: i > 0 && i < labelColumns ? { xs: 120, md: 160 } : undefined,
                    ...pinned(i),
                    // A child row (SP auto / manual) is indented under its parent.
                    pl: i === 0 && childRows?.[r] ? { xs: 2.5, md: 4 } : CELL_PADDING.px,
                    color: i >= row.length - 2 ? tone : undefined,
                  }}
                >
                  {cell}
                  {judged && i === row.length - 1 && <ChangeVerdictLabel {...judged} />}
                </TableCell>
              ))}
              {extra && <TableCell sx={{ ...CELL_PADDING, minWidth: 180 }}>{extra.cell(r)}</TableCell>}
            </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
