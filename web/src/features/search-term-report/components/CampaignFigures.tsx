import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LoadedSearchTermReport } from '../api/search-term-report-api';
import { AuditMatch } from './AuditMatch';
import { FiguresList } from './FiguresList';

/** The report's figures by campaign, each marked as found in the latest audit or not. */
export function CampaignFigures({ report }: { report: LoadedSearchTermReport }) {
  const rows = report.by_campaign.map((c) => ({
    key: c.campaign_name, title: c.campaign_name || '(no campaign name)', badge: <AuditMatch inAudit={c.in_audit} what="campaign" />, figures: c,
  }));
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="str-campaigns-title">
      <Typography id="str-campaigns-title" variant="h6" component="h3">By campaign</Typography>
      {report.audit && (
        <Typography variant="body2" color="text.secondary">
          {report.matched_campaigns} of {report.by_campaign.length} campaigns are in the latest audit ({report.audit.file_name})
          {report.unmatched_campaigns > 0 ? `; ${report.unmatched_campaigns} ${report.unmatched_campaigns === 1 ? 'is' : 'are'} not (renamed, archived or from another account).` : '.'}
        </Typography>
      )}
      <FiguresList label="Figures by campaign" nameHeader="Campaign" rows={rows} />
    </Stack>
  );
}
