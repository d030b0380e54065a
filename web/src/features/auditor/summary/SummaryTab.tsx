import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { summaryCards, tablesToClipboard } from '@ads-auditor/audit';
import { CopyButton } from '../../../components/copy/CopyButton';
import { SummaryHealth } from '../../health';
import { useAuditorSession } from '../api/auditor-session';
import { SummaryCardBody } from './SummaryCardBody';
import { SummaryCardShell } from './SummaryCardShell';

/**
 * The Summary tab (spec 2 section 2): account level, targeting type, placements, campaign
 * type, bidding strategy and top campaigns, each with Copy, and Copy All for every card.
 */
export function SummaryTab() {
  const { audit } = useAuditorSession();
  const cards = useMemo(() => summaryCards(audit.summary), [audit.summary]);

  // Every campaign has a type, so no campaign types means no campaigns.
  if (audit.summary.by_campaign_type.length === 0) {
    return (
      <Stack spacing={3}>
        <Alert severity="info">No campaigns were found in this file, so there is nothing to summarise.</Alert>
        <SummaryHealth dataQualityOnly />
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          Account summary of {audit.file_name}
        </Typography>
        <CopyButton label="Copy All" variant="contained" getContent={() => tablesToClipboard(cards.flatMap((card) => card.tables))} />
      </Stack>
      <SummaryHealth />
      <Grid container spacing={3}>
        {cards.map((card) => (
          <Grid key={card.id} size={12} sx={{ minWidth: 0 }}>
            <SummaryCardShell card={card}>
              <SummaryCardBody card={card} summary={audit.summary} />
            </SummaryCardShell>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
