// The Campaign Table at phone width: one card per campaign with its key figures, its details
// (placements with their numbers, ad groups with their search terms) on tap.
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { formatPercent, formatRoas, type Campaign, type Metrics } from '@ads-auditor/audit';
import { CampaignNotesButton } from '../../notes';
import { SearchTermsButton } from '../../search-terms';
import { bySpendDescending } from './by-spend';
import { CAMPAIGN_PAGE_SIZE } from './CampaignTable';
import { AcosText } from '../../../components/figures/AcosText';
import { MoneyText } from '../../../components/figures/MoneyText';
import { TablePager } from '../../../components/table/TablePager';
import { orderPlacements, placementLabel } from '../../../lib/placement-labels';

/** Spend, sales, ACOS and ROAS as a list of terms and figures, two a row. */
function KeyFigures({ metrics, extra }: { metrics: Metrics; extra?: { term: string; value: string }[] }) {
  const figures = [
    { term: 'Spend', value: <MoneyText value={metrics.spend} /> },
    { term: 'Sales', value: <MoneyText value={metrics.sales} /> },
    { term: 'ACOS', value: <AcosText figures={metrics} /> },
    { term: 'ROAS', value: formatRoas(metrics.roas) },
    ...(extra ?? []),
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {figures.map(({ term, value }) => (
        <Box key={term} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography component="dt" variant="body2" color="text.secondary">{term}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}

function CampaignDetails({ campaign }: { campaign: Campaign }) {
  const placements = orderPlacements(campaign.placements);
  const adGroups = bySpendDescending(campaign.ad_groups);
  return (
    <Stack spacing={1.5} sx={{ pt: 1.5 }}>
      <Typography variant="subtitle2" component="h4">{`Placements (${placements.length})`}</Typography>
      {placements.length === 0 && <Typography variant="body2" color="text.secondary">No placement data for this campaign.</Typography>}
      {placements.map((placement) => (
        <Box key={placement.placement} role="group" aria-label={placementLabel(placement.placement)} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>{placementLabel(placement.placement)}</Typography>
          <KeyFigures metrics={placement.metrics} extra={[{ term: 'Bid adj.', value: formatPercent(placement.percentage) }]} />
        </Box>
      ))}
      <Typography variant="subtitle2" component="h4">{`Ad Groups (${adGroups.length})`}</Typography>
      {adGroups.length === 0 && <Typography variant="body2" color="text.secondary">No ad groups in this campaign.</Typography>}
      {adGroups.map((adGroup) => (
        <Box key={adGroup.id} role="group" aria-label={adGroup.name} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{`${adGroup.name} · ${adGroup.state}`}</Typography>
          <KeyFigures metrics={adGroup.metrics} />
          <Box sx={{ mt: 0.5 }}>
            <SearchTermsButton campaignName={campaign.name} adGroupId={adGroup.id} adGroupName={adGroup.name} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

function CampaignCard({ campaign }: { campaign: Campaign }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const titleId = useId();
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography id={titleId} component="h3" variant="subtitle1" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontWeight: 600, lineHeight: 1.3 }}>
          {campaign.name}
        </Typography>
        <CampaignNotesButton campaignId={campaign.id} campaignName={campaign.name} />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ my: 1 }}>
        <Chip size="small" label={campaign.state} color={campaign.state === 'enabled' ? 'success' : 'default'} variant="outlined" />
        <Chip size="small" label={campaign.type_code} variant="outlined" />
      </Stack>
      <KeyFigures metrics={campaign.metrics} />
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={detailsId}
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none' }} />}
        onClick={() => setOpen((value) => !value)}
        sx={{ mt: 1, px: 0 }}
      >
        {open ? 'Hide details' : 'Details'}
      </Button>
      <Box id={detailsId}>{open && <CampaignDetails campaign={campaign} />}</Box>
    </Paper>
  );
}

/** The campaigns of the current page as cards, 50 a page as the table. */
export function CampaignCards({ campaigns, emptyText }: { campaigns: readonly Campaign[]; emptyText: string }) {
  const [page, setPage] = useState(0);
  // A new sort or new filters give a new array: start again from the first page.
  const [pagedCampaigns, setPagedCampaigns] = useState(campaigns);
  if (pagedCampaigns !== campaigns) {
    setPagedCampaigns(campaigns);
    setPage(0);
  }
  const pageCount = Math.max(1, Math.ceil(campaigns.length / CAMPAIGN_PAGE_SIZE));
  const shown = campaigns.slice(page * CAMPAIGN_PAGE_SIZE, (page + 1) * CAMPAIGN_PAGE_SIZE);
  const goTo = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };
  return (
    <>
      <Stack spacing={1.5} aria-label="Campaigns" role="list">
        {shown.length === 0 && <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>{emptyText}</Typography>}
        {shown.map((campaign) => (
          <Box key={campaign.id} role="listitem">
            <CampaignCard campaign={campaign} />
          </Box>
        ))}
      </Stack>
      <TablePager pageIndex={page} pageCount={pageCount} canPrevious={page > 0} canNext={page < pageCount - 1} onPrevious={() => goTo(page - 1)} onNext={() => goTo(page + 1)} />
    </>
  );
}
