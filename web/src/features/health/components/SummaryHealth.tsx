import Stack from '@mui/material/Stack';
import type { AccountHealth } from '@ads-auditor/audit';
import { campaignTableSearch } from '../../audit-session';
import { DataQualityPanel } from './DataQualityPanel';
import { HealthChecksList } from './HealthChecksList';

/**
 * The Summary tab's data-quality panel and account health (from useSummaryHealth); evidence
 * links each campaign to its row in the Campaign Table. `dataQualityOnly`: for a file without
 * campaigns, where every check would pass for want of anything to check.
 */
export function SummaryHealth({ health, dataQualityOnly = false }: { health: AccountHealth; dataQualityOnly?: boolean }) {
  return (
    <Stack spacing={3}>
      <DataQualityPanel dataQuality={health.data_quality} />
      {!dataQualityOnly && <HealthChecksList health={health} campaignHref={campaignTableSearch} />}
    </Stack>
  );
}
