import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMoney, type MoneyFormatter } from '../../audit-session';
import type { ChangeLoop } from '../api/changes-api';

type Explanation = NonNullable<ChangeLoop['what_changed']>['sales'];

const CAMPAIGNS_SHOWN = 10;
const EFFECT_TEXT: Record<string, string> = { clicks: 'clicks', cpc: 'cost per click', conversion_rate: 'conversion rate', order_value: 'order value' };
const signed = (value: number, formatMoney: MoneyFormatter) => `${value > 0 ? '+' : value < 0 ? '-' : ''}${formatMoney(Math.abs(value))}`;

/** The effect that moved a campaign most, in words ('clicks +$540.00'). */
function largestEffect(effects: Record<string, number>, formatMoney: MoneyFormatter): string {
  const [name, amount] = Object.entries(effects).sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))[0] ?? ['', 0];
  return name ? `${EFFECT_TEXT[name] ?? name} ${signed(amount, formatMoney)}` : '—';
}

function MovesTable({ title, explanation }: { title: string; explanation: Explanation }) {
  const shown = explanation.campaigns.slice(0, CAMPAIGNS_SHOWN);
  const formatMoney = useMoney();
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {`${title}: ${formatMoney(explanation.before)} → ${formatMoney(explanation.after)} (${signed(explanation.delta, formatMoney)})`}
      </Typography>
      {shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">No campaign moved.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={`${title} by campaign`}>
            <TableHead>
              <TableRow>
                <TableCell>Campaign</TableCell>
                <TableCell align="right">Before</TableCell>
                <TableCell align="right">After</TableCell>
                <TableCell align="right">Change</TableCell>
                <TableCell>Mostly from</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((c) => (
                <TableRow key={c.id ?? c.name}>
                  <TableCell sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>{c.name}</TableCell>
                  <TableCell align="right">{formatMoney(c.before)}</TableCell>
                  <TableCell align="right">{formatMoney(c.after)}</TableCell>
                  <TableCell align="right">{signed(c.delta, formatMoney)}</TableCell>
                  <TableCell>{largestEffect(c.effects, formatMoney)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}

/** Why the account moved: its sales and spend deltas by campaign, largest first, with the effect behind each. */
export function AccountMoves({ whatChanged }: { whatChanged: NonNullable<ChangeLoop['what_changed']> }) {
  return (
    <Stack spacing={2.5}>
      <MovesTable title="Sales" explanation={whatChanged.sales} />
      <MovesTable title="Spend" explanation={whatChanged.spend} />
    </Stack>
  );
}
