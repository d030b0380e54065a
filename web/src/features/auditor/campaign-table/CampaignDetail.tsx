import Stack from '@mui/material/Stack';
import type { Campaign } from '@ads-auditor/audit';
import { AdGroupList } from './AdGroupList';
import { DetailSection } from './DetailSection';
import { PlacementTable } from './PlacementTable';

/** What an expanded campaign shows: its placements, then its ad groups. */
export function CampaignDetail({ campaign }: { campaign: Campaign }) {
  return (
    <Stack spacing={1.5} sx={{ py: 1.5 }}>
      <DetailSection
        title="Placement Performance"
        count={campaign.placements.length}
        emptyText="No placement data for this campaign. Tick Placement data when you create the bulk file."
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
    </Stack>
  );
}
