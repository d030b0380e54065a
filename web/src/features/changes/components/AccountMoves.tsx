import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMoney, type MoneyFormatter } from '../../audit-session';
import type { ChangeLoop } from '../api/changes-api';
import { Figure } from './change-parts';

type Explanation = NonNullable<ChangeLoop['what_changed']>['sales'];
type CampaignMove = Explanation['campaigns'][number];

const CAMPAIGNS_SHOWN = 10;
const EFFECT_TEXT: Record<string, string> = { clicks: 'clicks', cpc: 'cost per click', conversion_rate: 'conversion rate', order_value: 'order value' };
const signed = (value: number, formatMoney: MoneyFormatter) => `${value > 0 ? '+' : value < 0 ? '-' : ''}${formatMoney(Math.abs(value))}`;

/** The effect that moved a campaign most, in words ('clicks +$540.00'). */
function largestEffect(effects: Record<string, number>, formatMoney: MoneyFormatter): string {
  const [name, amount] = Object.entries(effects).sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))[0] ?? ['', 0];
  return name ? `${EFFECT_TEXT[name] ?? name} ${signed(amount, formatMoney)}` : '—';
}

/** At phone width: a card per campaign, its figures in view without scrolling sideways. */
function MoveCards({ title, campaigns, formatMoney }: { title: string; campaigns: CampaignMove[]; formatMoney: MoneyFormatter }) {
  return (
    <Stack spacing={1} role="list" aria-label={`${title} by campaign`}>
      {campaigns.map((c) => (
        <Paper key={c.id ?? c.name} variant="outlined" role="listitem" sx={{ p: 1.5, minWidth: 0 }}>
          <Box role="article" aria-label={c.name}>
            <Typography variant="subtitle2" component="h4" sx={{ overflowWrap: 'anywhere' }}>{c.name}</Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: 1, my: 1 }}>
              <Figure term="Before" value={formatMoney(c.before)} />
              <Figure term="After" value={formatMoney(c.after)} />
              <Figure term="Change" value={signed(c.delta, formatMoney)} />
            </Box>
            <Typography variant="body2" color="text.secondary">{`Mostly from ${largestEffect(c.effects, formatMoney)}`}</Typography>
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

function MovesTable({ title, campaigns, formatMoney }: { title: string; campaigns: CampaignMove[]; formatMoney: MoneyFormatter }) {
  return (
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
          {campaigns.map((c) => (
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
  );
}

function Moves({ title, explanation }: { title: string; explanation: Explanation }) {
  const shown = explanation.campaigns.slice(0, CAMPAIGNS_SHOWN);
  const formatMoney = useMoney();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const Campaigns = phone ? MoveCards : MovesTable;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {`${title}: ${formatMoney(explanation.before)} → ${formatMoney(explanation.after)} (${signed(explanation.delta, formatMoney)})`}
      </Typography>
      {shown.length === 0
        ? <Typography variant="body2" color="text.secondary">No campaign moved.</Typography>
        : <Campaigns title={title} campaigns={shown} formatMoney={formatMoney} />}
    </Stack>
  );
}

/** Why the account moved: its sales and spend deltas by campaign, largest first, with the effect behind each. */
export function AccountMoves({ whatChanged }: { whatChanged: NonNullable<ChangeLoop['what_changed']> }) {
  return (
    <Stack spacing={2.5}>
      <Moves title="Sales" explanation={whatChanged.sales} />
      <Moves title="Spend" explanation={whatChanged.spend} />
    </Stack>
  );
}
