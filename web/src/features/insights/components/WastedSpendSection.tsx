import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_TYPE_NAMES, formatCount, formatPercent, type InsightsResult, type WastedSpendLevel } from '@ads-auditor/audit';
import { useMoney } from '../../audit-session';
import { levelTotal } from '../model/list-totals';
import { WASTED_COLUMNS } from '../model/wasted-columns';
import { InsightList } from './InsightList';
import { KEYWORD_WASTE_ONLY } from './NoSearchTermTabs';

type Level = keyof InsightsResult['wasted_spend'];
const LEVEL_LABELS: Record<Level, string> = { targets: 'Keywords & targets', search_terms: 'Search terms' };

export const NO_WASTE_TEXT = 'No wasted spend above the threshold.';

const totalOf = (level: WastedSpendLevel) => level.totals.find((t) => t.key === 'all');
const typeName = (key: string) => (key === 'all' ? 'All' : `${CAMPAIGN_TYPE_NAMES[key as keyof typeof CAMPAIGN_TYPE_NAMES]} (${key})`);

/** The wasted $ and share of spend of each level, by campaign type. */
function WasteTotals({ wasted, levels }: { wasted: InsightsResult['wasted_spend']; levels: readonly Level[] }) {
  const formatMoney = useMoney();
  return (
    <TableContainer tabIndex={0} role="region" aria-label="Wasted spend by campaign type (scrolls sideways)" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label="Wasted spend by campaign type">
        <TableHead>
          <TableRow>
            {['Level', 'Campaign Type', 'Wasted', 'Share of Level Spend', 'Level Spend', 'Rows'].map((label, i) => (
              <TableCell key={label} align={i > 1 ? 'right' : 'left'} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {levels.flatMap((level) =>
            wasted[level].totals.map((total) => (
              <TableRow key={`${level}-${total.key}`} sx={total.key === 'all' ? { '& td': { fontWeight: 600 } } : undefined}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{total.key === 'all' ? LEVEL_LABELS[level] : ''}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{typeName(total.key)}</TableCell>
                <TableCell align="right">{formatMoney(total.wasted)}</TableCell>
                <TableCell align="right">{formatPercent(total.share_of_spend)}</TableCell>
                <TableCell align="right">{formatMoney(total.spend)}</TableCell>
                <TableCell align="right">{formatCount(total.count)}</TableCell>
              </TableRow>
            )),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

interface WastedSpendSectionProps {
  insights: InsightsResult;
  busy: boolean;
  /** False when the download had no search term tabs: the search-term level is left out, and says why. */
  hasSearchTerms: boolean;
}

/** Wasted spend: the headline, the totals by type, and the wasting rows of one level. */
export function WastedSpendSection({ insights, busy, hasSearchTerms }: WastedSpendSectionProps) {
  const formatMoney = useMoney();
  const levels: Level[] = hasSearchTerms ? ['targets', 'search_terms'] : ['targets'];
  const [level, setLevel] = useState<Level>('targets');
  const { wasted_spend: wasted, account } = insights;
  const headline = totalOf(wasted.targets);
  return (
    <Stack spacing={2.5} sx={{ minWidth: 0 }}>
      <div>
        <Typography component="p" variant="h5" aria-live="polite">
          {`${formatMoney(headline?.wasted ?? 0)} wasted · ${formatPercent(headline?.share_of_spend ?? 0)} ${wasted.targets.share_basis}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {account.orders > 0
            ? `Keywords and targets with at least the minimum clicks, no orders and at least ${formatMoney(account.waste_threshold)} of spend (the account's cost per order of ${formatMoney(account.cost_per_order)} × the waste factor), and converting ones at ${formatPercent(account.high_acos_threshold)} ACOS or more (only the spend above the target counts).`
            : 'The account has no orders: every keyword and target with the minimum clicks and spend counts.'}
          {` Each share is of its level's own spend (${levels.map((key) => `${LEVEL_LABELS[key].toLowerCase()}: ${wasted[key].share_basis}`).join('; ')}), not of the account's spend. A row already stopped by a live negative names it.`}
        </Typography>
      </div>
      <WasteTotals wasted={wasted} levels={levels} />
      {!hasSearchTerms && <Alert severity="info">{KEYWORD_WASTE_ONLY}</Alert>}
      <InsightList
        title="Wasted spend"
        controls={
          levels.length > 1 && (
            <ToggleButtonGroup size="small" exclusive value={level} onChange={(_, next: Level | null) => next && setLevel(next)} aria-label="Wasted spend level">
              {levels.map((key) => (
                <ToggleButton key={key} value={key}>
                  {LEVEL_LABELS[key]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )
        }
        columns={WASTED_COLUMNS}
        rows={wasted[level].rows}
        total={levelTotal(wasted[level])}
        rankedBy="wasted spend"
        getRowId={(row) => row.id}
        rowName={(row) => row.text}
        emptyText={NO_WASTE_TEXT}
        busy={busy}
        noteCampaign={(row) => ({ id: row.campaign_id, name: row.campaign_name })}
      />
    </Stack>
  );
}
