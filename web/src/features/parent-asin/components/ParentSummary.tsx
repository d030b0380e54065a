import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ParentAsinDetail } from '@ads-auditor/audit';
import { BiddingStrategyCard, CampaignTypeCard, PlacementCard, TargetingTypeCard, TopCampaignsCard } from './BreakdownCards';
import { ChildAsinTable } from './ChildAsinTable';
import { AdvertisingMetricsCard, BusinessReportMetricsCard } from './ParentMetricCards';
import { ParentSummaryHeader } from './ParentSummaryHeader';

export const NO_CAMPAIGN_DATA_MESSAGE = 'Loading or no campaign data available.';

interface ParentSummaryProps {
  detail: ParentAsinDetail;
  /** The engine's notes for the whole audit (e.g. Sponsored Brands is not attributed). */
  notes: readonly string[];
  hasCampaigns: boolean;
}

/** The Summary sub-tab: header, children and the seven cards. */
export function ParentSummary({ detail, notes, hasCampaigns }: ParentSummaryProps) {
  const [childrenShown, setChildrenShown] = useState(true);
  const childrenId = useId();
  const { summary, breakdowns } = detail;
  return (
    <Stack spacing={2}>
      <ParentSummaryHeader
        detail={detail}
        childrenShown={childrenShown}
        onToggleChildren={() => setChildrenShown((shown) => !shown)}
        childrenId={childrenId}
      />
      <Box id={childrenId} hidden={!childrenShown}>
        {childrenShown && <ChildAsinTable rows={detail.children} />}
      </Box>
      {notes.map((note) => (
        <Alert key={note} severity="info">{note}</Alert>
      ))}
      {hasCampaigns ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}><AdvertisingMetricsCard summary={summary} /></Grid>
          <Grid size={{ xs: 12, md: 6 }}><BusinessReportMetricsCard summary={summary} /></Grid>
          <Grid size={{ xs: 12, lg: 6 }}><CampaignTypeCard breakdowns={breakdowns} /></Grid>
          <Grid size={{ xs: 12, lg: 6 }}><TopCampaignsCard breakdowns={breakdowns} /></Grid>
          <Grid size={{ xs: 12, lg: 6 }}><BiddingStrategyCard breakdowns={breakdowns} /></Grid>
          <Grid size={{ xs: 12, lg: 6 }}><TargetingTypeCard breakdowns={breakdowns} /></Grid>
          <Grid size={{ xs: 12 }}><PlacementCard breakdowns={breakdowns} /></Grid>
        </Grid>
      ) : (
        <Typography color="text.secondary">{NO_CAMPAIGN_DATA_MESSAGE}</Typography>
      )}
    </Stack>
  );
}
