import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMoney, type MoneyFormatter } from '../../audit-session';
import type { ChangeImpact, VerifiedChange } from '../api/changes-api';
import { GRADE_TEXT, KIND_TEXT, STATUS_COLOR, STATUS_TEXT } from './change-texts';

/** A change's value as the seller set it: money for bids and budgets, percent for placements, the text otherwise. */
function valueText(kind: VerifiedChange['kind'], value: number | string | null, formatMoney: MoneyFormatter): string {
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  if (kind === 'placement') return `${value}%`;
  return formatMoney(value);
}

/** Every change of the change set: what it set, what the new workbook holds, and for applied ones what it did. */
export function ChangesTable({ items, impacts, campaignNames }: { items: VerifiedChange[]; impacts: ChangeImpact[]; campaignNames: Map<string, string> }) {
  const impactOf = (item: VerifiedChange) =>
    impacts.find((i) => i.item.kind === item.kind && i.item.campaign_id === item.campaign_id && i.item.entity_id === item.entity_id && i.item.subject === item.subject);
  const formatMoney = useMoney();
  return (
    <TableContainer>
      <Table size="small" aria-label="Changes of the plan">
        <TableHead>
          <TableRow>
            <TableCell>Change</TableCell>
            <TableCell>Campaign</TableCell>
            <TableCell>Entity</TableCell>
            <TableCell align="right">Before</TableCell>
            <TableCell align="right">Proposed</TableCell>
            <TableCell align="right">Found</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>What it did</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, index) => {
            const impact = impactOf(item);
            return (
              <TableRow key={`${item.kind}-${item.campaign_id}-${item.entity_id ?? item.subject ?? index}`}>
                <TableCell>{KIND_TEXT[item.kind]}</TableCell>
                <TableCell sx={{ maxWidth: 220, overflowWrap: 'anywhere' }}>{campaignNames.get(item.campaign_id) ?? item.campaign_id}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.subject ?? item.entity_id ?? '—'}</TableCell>
                <TableCell align="right">{valueText(item.kind, item.before, formatMoney)}</TableCell>
                <TableCell align="right">{valueText(item.kind, item.expected, formatMoney)}</TableCell>
                <TableCell align="right">{valueText(item.kind, item.found, formatMoney)}</TableCell>
                <TableCell><Chip size="small" variant="outlined" color={STATUS_COLOR[item.status]} label={STATUS_TEXT[item.status]} /></TableCell>
                <TableCell sx={{ minWidth: 220 }}>
                  {impact ? (
                    <>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>{GRADE_TEXT[impact.grade]}</Typography>
                      <Typography variant="caption" color="text.secondary">{impact.reason}</Typography>
                    </>
                  ) : (
                    <Typography variant="body2" color="text.secondary">{item.status === 'applied' ? 'Not measured: the earlier upload is gone.' : '—'}</Typography>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
