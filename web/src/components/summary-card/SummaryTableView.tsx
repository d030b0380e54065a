import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { NO_SALES_ACOS, type SummaryRowRole, type SummaryTable } from '@ads-auditor/audit';
import { NoSalesAcos } from '../figures/AcosText';

const ROW_STYLES: Record<SummaryRowRole, object> = {
  headline: {},
  item: {},
  child: { '& th': { pl: 4, color: 'text.secondary' } },
  total: { '& th, & td': { fontWeight: 700, borderTop: 2, borderTopColor: 'divider', borderBottom: 0 } },
  part: { '& th': { pl: 4, fontStyle: 'italic' }, '& th, & td': { color: 'text.secondary' } },
};

/**
 * A Summary card's table, cell for cell what Copy puts on the clipboard, with its footnotes
 * under it. Headline rows are left out: the card shows them as large figures above the table.
 * On a narrow screen the table scrolls sideways inside its own box, which keyboard users can
 * focus and scroll.
 */
export function SummaryTableView({ table, emptyText }: { table: SummaryTable; emptyText: string }) {
  return (
    <div>
      <SummaryTableGrid table={table} emptyText={emptyText} />
      {table.notes?.map((note) => (
        <Typography key={note} variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
          {note}
        </Typography>
      ))}
    </div>
  );
}

function SummaryTableGrid({ table, emptyText }: { table: SummaryTable; emptyText: string }) {
  const rows = table.rows.map((cells, i) => ({ cells, role: table.rowRoles[i] ?? 'item' })).filter((row) => row.role !== 'headline');
  return (
    <TableContainer tabIndex={0} role="region" aria-label={`${table.title} table`} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label={table.title} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {table.headers.map((header, i) => (
              <TableCell key={header} scope="col" align={i === 0 ? 'left' : 'right'} sx={{ fontWeight: 700, color: 'text.secondary' }}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={table.headers.length}>{emptyText}</TableCell>
            </TableRow>
          ) : (
            rows.map(({ cells, role }, rowIndex) => (
              <TableRow key={`${rowIndex}-${cells[0]}`} sx={ROW_STYLES[role]}>
                {cells.map((cell, i) =>
                  i === 0 ? (
                    <TableCell key={i} component="th" scope="row">
                      {cell}
                    </TableCell>
                  ) : (
                    <TableCell key={i} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {cell === NO_SALES_ACOS ? <NoSalesAcos /> : cell}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
