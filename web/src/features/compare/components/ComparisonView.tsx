import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { comparisonCsv, comparisonFileName, comparisonTables, CSV_MIME_TYPE, tablesToClipboard, type AuditComparison } from '@ads-auditor/audit';
import { CopyButton } from '../../../components/copy/CopyButton';
import { downloadFile } from '../../notes/components/download-file';
import type { KeptUpload } from '../api/compare-api';
import { CampaignTypeCard, PlacementCard } from './BreakdownCards';
import { MoversCard } from './MoversCard';
import { SearchTermChangesCard, type SearchTermsState } from './SearchTermChangesCard';
import { AccountChangesCard, CampaignChangesCard } from './SummaryChangeCards';
import { uploadShortLabel } from './upload-label';

interface ComparisonViewProps {
  comparison: AuditComparison;
  earlier: KeptUpload;
  later: KeptUpload;
  searchTerms: SearchTermsState;
}

/** Every card of the comparison, with Copy All and a CSV of everything. */
export function ComparisonView({ comparison, earlier, later, searchTerms }: ComparisonViewProps) {
  const tables = useMemo(() => comparisonTables(comparison), [comparison]);
  const exportCsv = () => downloadFile(comparisonFileName(uploadShortLabel(earlier), uploadShortLabel(later)), comparisonCsv(tables), CSV_MIME_TYPE);
  return (
    <Stack spacing={3}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {uploadShortLabel(earlier)} compared with {uploadShortLabel(later)}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv}>
            Export CSV
          </Button>
          <CopyButton label="Copy All" variant="contained" getContent={() => tablesToClipboard(tables)} />
        </Stack>
      </Stack>
      <AccountChangesCard comparison={comparison} />
      <CampaignChangesCard comparison={comparison} />
      <MoversCard comparison={comparison} />
      <CampaignTypeCard comparison={comparison} />
      <PlacementCard comparison={comparison} />
      <SearchTermChangesCard comparison={comparison} state={searchTerms} />
    </Stack>
  );
}
