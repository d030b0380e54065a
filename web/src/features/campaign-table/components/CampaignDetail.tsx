import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { productAdSpendNote, type Campaign } from '@ads-auditor/audit';
import { AdGroupList } from './AdGroupList';
import { DetailSection } from './DetailSection';
import { PlacementTable } from './PlacementTable';

/**
 * Why a campaign shows no placements. Amazon writes placement rows only for a campaign that had
 * impressions, so the download option is the likely cause only when it had some.
 */
function noPlacementsText(campaign: Campaign): string {
  return campaign.metrics.impressions === 0
    ? 'No placement data for this campaign: Amazon writes no placement rows for a campaign without impressions.'
    : 'No placement data for this campaign. Tick Placement data when you create the bulk file.';
}

/** What an expanded campaign shows: its placements, then its ad groups. */
export function CampaignDetail({ campaign }: { campaign: Campaign }) {
  const productNote = productAdSpendNote(campaign);
  return (
    <Stack spacing={1.5} sx={{ py: 1.5 }}>
      <DetailSection
        title="Placement Performance"
        count={campaign.placements.length}
        emptyText={noPlacementsText(campaign)}
        headingLevel="h3"
      >
        <PlacementTable placements={campaign.placements} />
      </DetailSection>
      <DetailSection
        title="Ad Groups"
        count={campaign.ad_groups.length}
        emptyText="No ad groups in this campaign."
        headingLevel="h3"
      >
        <AdGroupList campaign={campaign} />
      </DetailSection>
      {productNote && (
        <Typography variant="caption" component="p" color="text.secondary">
          {productNote}
        </Typography>
      )}
    </Stack>
  );
}
