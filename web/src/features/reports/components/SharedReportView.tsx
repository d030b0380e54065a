import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount, NARRATIVE_TITLE, summaryCards } from '@ads-auditor/audit';
import { SummaryCardBody } from '../../../components/summary-card/SummaryCardBody';
import { SummaryCardShell } from '../../../components/summary-card/SummaryCardShell';
import { HealthChecksList, SummaryHeadline } from '../../health';
import { CurrencyProvider } from '../../audit-session';
import { periodLine, type ReportModel } from '../report-model';
import { ReportNotesSection } from './ReportNotesSection';
import { ReportSection } from './ReportSection';
import { TopCampaignsTable } from './TopCampaignsTable';

export const TOP_CAMPAIGNS_TITLE = 'Top campaigns by spend';

/**
 * The read-only audit report a client opens: the account, the headline figures with the grade,
 * its health checks, the Summary cards, the top campaigns, the notes and, when its owner chose it,
 * what was changed and what happened. Data quality (what the
 * file lacked, how to rename it) is advice for the consultant who uploaded it, so it stays on
 * the Summary tab. The top campaigns are one section: the campaigns by name, then the Summary's
 * top-5/10/15/20 groups that would otherwise be a second heading with the same name.
 */
export function SharedReportView({ report, expiresAt }: { report: ReportModel; expiresAt: string }) {
  const cards = useMemo(() => summaryCards(report.summary, report.currency), [report.summary, report.currency]);
  const topGroups = cards.find((card) => card.id === 'topCampaigns');
  return (
    <CurrencyProvider currency={report.currency}>
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <div>
          <Typography variant="overline" color="text.secondary">Ads audit report</Typography>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>{report.accountName}</Typography>
          <Typography color="text.secondary">
            {periodLine(report.dateRange)} · {formatCount(report.campaignCount)} campaigns
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Read-only report shared with you. This link expires on {new Date(expiresAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}.
          </Typography>
        </div>
        <SummaryHeadline account={report.summary.account} health={report.health} showPeriod={false} />
        <HealthChecksList health={report.health} />
        {cards.filter((card) => card !== topGroups).map((card) => (
          <SummaryCardShell key={card.id} card={card}>
            <SummaryCardBody card={card} summary={report.summary} />
          </SummaryCardShell>
        ))}
        <ReportSection title={TOP_CAMPAIGNS_TITLE}>
          <Stack spacing={3}>
            <TopCampaignsTable campaigns={report.topCampaigns} />
            {topGroups && <SummaryCardBody card={topGroups} summary={report.summary} />}
          </Stack>
        </ReportSection>
        <ReportSection title="Notes">
          <ReportNotesSection notes={report.notes} />
        </ReportSection>
        {report.narrative.length > 0 && (
          <ReportSection title={NARRATIVE_TITLE}>
            {report.narrative.map((paragraph) => <Typography key={paragraph} variant="body2" component="p" sx={{ mb: 1 }}>{paragraph}</Typography>)}
          </ReportSection>
        )}
      </Stack>
    </CurrencyProvider>
  );
}
