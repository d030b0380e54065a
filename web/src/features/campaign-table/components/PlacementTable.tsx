import { useMemo } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatPercent, type Placement } from '@ads-auditor/audit';
import { MetricCells, MetricHeaderCells } from './metric-columns';
import { orderPlacements, placementLabel } from '../../../lib/placement-labels';

/** A campaign's placements with their bid adjustment and metrics. */
export function PlacementTable({ placements }: { placements: readonly Placement[] }) {
  const rows = useMemo(() => orderPlacements(placements), [placements]);
  return (
    // No box of its own: the campaign table's box scrolls everything.
    <TableContainer sx={{ overflow: 'visible' }}>
      <Table size="small" aria-label="Placement Performance">
        <TableHead>
          <TableRow>
            <TableCell>Placement</TableCell>
            <TableCell align="right">Bid Adjustment</TableCell>
            <MetricHeaderCells />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((placement) => (
            <TableRow key={placement.placement} hover>
              <TableCell component="th" scope="row">
                {placementLabel(placement.placement)}
              </TableCell>
              <TableCell align="right">{formatPercent(placement.percentage)}</TableCell>
              <MetricCells metrics={placement.metrics} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
