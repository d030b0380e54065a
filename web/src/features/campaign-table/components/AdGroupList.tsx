import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { CAMPAIGN_NAME_DISPLAY_LENGTH, formatCount, type AdGroup, type Campaign } from '@ads-auditor/audit';
import { AdGroupSections } from './AdGroupSections';
import { bySpendDescending } from './by-spend';
import { ExpandButton } from './ExpandButton';
import { BidText, METRIC_COLUMNS, MetricCells, MetricHeaderCells } from './metric-columns';
import { DETAIL_CELL, JOINED_TO_DETAIL } from './row-styles';
import { TruncatedText } from '../../../components/table/TruncatedText';
import { VirtualTable } from '../../../components/table/VirtualTable';
import { visuallyHiddenSx } from '../../../components/visually-hidden';

const AD_GROUP_COLUMN_COUNT = METRIC_COLUMNS.length + 7;

/** The ad groups of an expanded campaign, spend first; a campaign may have thousands, so the list is virtualized. */
export function AdGroupList({ campaign }: { campaign: Campaign }) {
  const adGroups = useMemo(() => bySpendDescending(campaign.ad_groups), [campaign.ad_groups]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <VirtualTable
      label={`Ad groups of ${campaign.name}`}
      items={adGroups}
      columnCount={AD_GROUP_COLUMN_COUNT}
      header={
        <>
          <TableCell padding="checkbox">
            <Box component="span" sx={visuallyHiddenSx}>
              Expand
            </Box>
          </TableCell>
          <TableCell>Ad Group</TableCell>
          <TableCell>State</TableCell>
          <TableCell align="right">Default Bid</TableCell>
          <MetricHeaderCells />
          <TableCell align="right">Products</TableCell>
          <TableCell align="right">Keywords</TableCell>
          <TableCell align="right">Product Targets</TableCell>
        </>
      }
      renderItem={(adGroup) => (
        <AdGroupRows
          campaignName={campaign.name}
          adGroup={adGroup}
          expanded={expanded.has(adGroup.id)}
          onToggle={() => toggle(adGroup.id)}
        />
      )}
    />
  );
}

interface AdGroupRowsProps {
  campaignName: string;
  adGroup: AdGroup;
  expanded: boolean;
  onToggle: () => void;
}

function AdGroupRows({ campaignName, adGroup, expanded, onToggle }: AdGroupRowsProps) {
  return (
    <>
      <TableRow hover sx={expanded ? JOINED_TO_DETAIL : undefined}>
        <TableCell padding="checkbox">
          <ExpandButton expanded={expanded} label={`Expand ad group ${adGroup.name}`} onToggle={onToggle} />
        </TableCell>
        <TableCell sx={{ minWidth: 180 }}>
          <TruncatedText text={adGroup.name} max={CAMPAIGN_NAME_DISPLAY_LENGTH} />
        </TableCell>
        <TableCell>{adGroup.state}</TableCell>
        <TableCell align="right"><BidText bid={adGroup.default_bid} /></TableCell>
        <MetricCells metrics={adGroup.metrics} />
        <TableCell align="right">{formatCount(adGroup.products.length)}</TableCell>
        <TableCell align="right">{formatCount(adGroup.keywords.length)}</TableCell>
        <TableCell align="right">{formatCount(adGroup.product_targeting.length)}</TableCell>
      </TableRow>
      {expanded && (
        <TableRow>
          <TableCell colSpan={AD_GROUP_COLUMN_COUNT} sx={DETAIL_CELL}>
            <AdGroupSections campaignName={campaignName} adGroup={adGroup} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
