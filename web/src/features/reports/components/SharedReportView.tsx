import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount, summaryCards } from '@ads-auditor/audit';
import { SummaryCardBody } from '../../auditor/summary/SummaryCardBody';
import { SummaryCardShell } from '../../auditor/summary/SummaryCardShell';
import { DataQualityPanel, HealthChecksList } from '../../health';
import { dateRangeText, type ReportModel } from '../report-model';
import { ReportNotesSection } from './ReportNotesSection';
import { ReportSection } from './ReportSection';
import { TopCampaignsTable } from './TopCampaignsTable';

/** The read-only audit report: the account, its health, the Summary cards, the top campaigns and the notes. */
export function SharedReportView({ report, expiresAt }: { report: ReportModel; expiresAt: string }) {
  const cards = useMemo(() => summaryCards(report.summary), [report.summary]);
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <div>
        <Typography variant="overline" color="text.secondary">Ads audit report</Typography>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>{report.accountName}</Typography>
        <Typography color="text.secondary">
          {dateRangeText(report.dateRange)} · {formatCount(report.campaignCount)} campaigns
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Read-only report shared with you. This link expires on {new Date(expiresAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}.
        </Typography>
      </div>
      <DataQualityPanel dataQuality={report.health.data_quality} />
      <HealthChecksList health={report.health} />
      {cards.map((card) => (
        <SummaryCardShell key={card.id} card={card}>
          <SummaryCardBody card={card} summary={report.summary} />
        </SummaryCardShell>
      ))}
      <ReportSection title="Top campaigns by spend">
        <TopCampaignsTable campaigns={report.topCampaigns} />
      </ReportSection>
      <ReportSection title="Notes">
        <ReportNotesSection notes={report.notes} />
      </ReportSection>
    </Stack>
  );
}
