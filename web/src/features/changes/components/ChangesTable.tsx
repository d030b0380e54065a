import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMoney } from '../../audit-session';
import type { ChangeImpact, VerifiedChange } from '../api/changes-api';
import { ChangeCards } from './ChangeCards';
import { changeKey, entityText, impactOf, valueText, WhatItDid } from './change-parts';
import { KIND_TEXT, STATUS_COLOR, STATUS_TEXT } from './change-texts';

/** Every change of the change set: what it set, what the new workbook holds, and for applied ones what it did (a card each on a phone). */
export function ChangesTable({ items, impacts, campaignNames }: { items: VerifiedChange[]; impacts: ChangeImpact[]; campaignNames: Map<string, string> }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const formatMoney = useMoney();
  if (phone) return <ChangeCards items={items} impacts={impacts} campaignNames={campaignNames} />;
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
          {items.map((item, index) => (
            <TableRow key={changeKey(item, index)}>
              <TableCell>{KIND_TEXT[item.kind]}</TableCell>
              <TableCell sx={{ maxWidth: 220, overflowWrap: 'anywhere' }}>{campaignNames.get(item.campaign_id) ?? item.campaign_id}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{entityText(item)}</TableCell>
              <TableCell align="right">{valueText(item.kind, item.before, formatMoney)}</TableCell>
              <TableCell align="right">{valueText(item.kind, item.expected, formatMoney)}</TableCell>
              <TableCell align="right">{valueText(item.kind, item.found, formatMoney)}</TableCell>
              <TableCell><Chip size="small" variant="outlined" color={STATUS_COLOR[item.status]} label={STATUS_TEXT[item.status]} /></TableCell>
              <TableCell sx={{ minWidth: 220 }}>
                <WhatItDid item={item} impact={impactOf(impacts, item)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
