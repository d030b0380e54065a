import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { inCurrency, comparisonCsv, comparisonFileName, comparisonTables, CSV_MIME_TYPE, tablesToClipboard, type AuditComparison, type Campaign, type HealthGrade } from '@ads-auditor/audit';
import { useCurrency } from '../../audit-session';
import { CopyButton } from '../../../components/copy/CopyButton';
import { downloadFile } from '../../../lib/save-blob';
import type { KeptUpload } from '../api/compare-api';
import { CampaignTypeCard, PlacementCard } from './BreakdownCards';
import { GradeChange } from './GradeChange';
import { MoversCard } from './MoversCard';
import { RootCauseCard } from './RootCauseCard';
import { SearchTermChangesCard, type SearchTermsState } from './SearchTermChangesCard';
import { AccountChangesCard, CampaignChangesCard } from './SummaryChangeCards';
import { uploadShortLabel } from './upload-label';

interface ComparisonViewProps {
  comparison: AuditComparison;
  earlier: KeptUpload;
  later: KeptUpload;
  searchTerms: SearchTermsState;
  /** The account health grade of each period. */
  grades: { older: HealthGrade; newer: HealthGrade };
  /** The campaigns of each upload, which the root cause splits the account's deltas into. */
  campaigns: { older: readonly Campaign[]; newer: readonly Campaign[] };
}

/** The health grade's change, then every card of the comparison, with Copy All and a CSV of everything. */
export function ComparisonView({ comparison, earlier, later, searchTerms, grades, campaigns }: ComparisonViewProps) {
  const currency = useCurrency();
  const tables = useMemo(() => inCurrency(currency, () => comparisonTables(comparison)), [comparison, currency]);
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
      <GradeChange older={grades.older} newer={grades.newer} />
      <AccountChangesCard comparison={comparison} />
      <CampaignChangesCard comparison={comparison} />
      <RootCauseCard older={campaigns.older} newer={campaigns.newer} />
      <MoversCard comparison={comparison} />
      <CampaignTypeCard comparison={comparison} />
      <PlacementCard comparison={comparison} />
      <SearchTermChangesCard comparison={comparison} state={searchTerms} />
    </Stack>
  );
}
