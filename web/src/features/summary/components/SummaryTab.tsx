import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { summaryCards, tablesToClipboard } from '@ads-auditor/audit';
import { CopyButton } from '../../../components/copy/CopyButton';
import { PERIOD_UNKNOWN_HERE, SummaryHeadline, SummaryHealth, useSummaryHealth } from '../../health';
import { ChangesLine } from '../../changes';
import { useAuditorSession, useCurrency } from '../../audit-session';
import { SummaryCardBody } from '../../../components/summary-card/SummaryCardBody';
import { SummaryCardShell } from '../../../components/summary-card/SummaryCardShell';

/**
 * The Summary tab: the headline first (what a seller opens the page for), then data quality and
 * account health, then the cards (account level, targeting type, placements, campaign type,
 * bidding strategy and top campaigns), each with Copy, and Copy All for every card.
 */
export function SummaryTab() {
  const { audit, privateAudit } = useAuditorSession();
  const currency = useCurrency();
  const cards = useMemo(() => summaryCards(audit.summary, currency), [audit.summary, currency]);
  const health = useSummaryHealth();
  // The session changes for reasons of no concern to these (the search terms are read, the server's
  // result replaces the browser's): the same elements are not rendered again, charts included.
  const healthSection = useMemo(() => <SummaryHealth health={health} />, [health]);
  const cardGrid = useMemo(
    () => (
      <Grid container spacing={3}>
        {cards.map((card) => (
          <Grid key={card.id} size={12} sx={{ minWidth: 0 }}>
            <SummaryCardShell card={card}>
              <SummaryCardBody card={card} summary={audit.summary} />
            </SummaryCardShell>
          </Grid>
        ))}
      </Grid>
    ),
    [cards, audit.summary],
  );

  // Every campaign has a type, so no campaign types means no campaigns.
  if (audit.summary.by_campaign_type.length === 0) {
    return (
      <Stack spacing={3}>
        <Alert severity="info">No campaigns were found in this file, so there is nothing to summarise.</Alert>
        <SummaryHealth health={health} dataQualityOnly />
      </Stack>
    );
  }

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <SummaryHeadline account={audit.summary.account} health={health} {...(privateAudit ? { periodUnknown: PERIOD_UNKNOWN_HERE } : {})} />
      <ChangesLine />
      {healthSection}
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          Account summary of {audit.file_name}
        </Typography>
        <CopyButton label="Copy All" variant="contained" getContent={() => tablesToClipboard(cards.flatMap((card) => card.tables))} />
      </Stack>
      {cardGrid}
    </Stack>
  );
}
