import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatRoas } from '@ads-auditor/audit';
import { AcosText } from '../../../components/figures/AcosText';
import { MoneyText } from '../../../components/figures/MoneyText';
import type { ReportCampaign } from '../report-model';

const HEADERS = ['Campaign', 'Type', 'State', 'Spend', 'Sales', 'ROAS', 'ACOS'];

/** The campaigns with the most spend, most first. */
export function TopCampaignsTable({ campaigns }: { campaigns: readonly ReportCampaign[] }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label="Top campaigns table" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Top campaigns" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {HEADERS.map((header, i) => (
              <TableCell key={header} align={i < 3 ? 'left' : 'right'} sx={{ fontWeight: 700, color: 'text.secondary' }}>{header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {campaigns.map((c) => (
            <TableRow key={c.id}>
              <TableCell component="th" scope="row" sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis' }} title={c.name}>{c.name}</TableCell>
              <TableCell>{c.type_code}</TableCell>
              <TableCell>{c.state}</TableCell>
              <TableCell align="right"><MoneyText value={c.metrics.spend} /></TableCell>
              <TableCell align="right"><MoneyText value={c.metrics.sales} /></TableCell>
              <TableCell align="right">{formatRoas(c.metrics.roas)}</TableCell>
              <TableCell align="right"><AcosText figures={c.metrics} /></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
