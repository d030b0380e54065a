import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount } from '@ads-auditor/audit';
import type { LoadedSearchTermReport } from '../api/search-term-report-api';
import { AuditMatch } from './AuditMatch';
import { FiguresList } from './FiguresList';

/** The terms with the most spend over the report's period. */
export function TopTerms({ report }: { report: LoadedSearchTermReport }) {
  const rows = report.top_terms.map((t) => ({
    key: [t.campaign_name, t.ad_group_name, t.targeting, t.match_type, t.customer_search_term].join('\u0000'),
    title: t.customer_search_term,
    detail: [t.campaign_name, t.ad_group_name, t.match_type].filter(Boolean).join(' · '),
    badge: <AuditMatch inAudit={t.in_audit} what="ad group" />,
    figures: t,
  }));
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="str-terms-title">
      <Typography id="str-terms-title" variant="h6" component="h3">Top search terms</Typography>
      <Typography variant="body2" color="text.secondary">
        The {formatCount(rows.length)} terms with the most spend, of {formatCount(report.term_count)} terms in the report.
      </Typography>
      <FiguresList label="Top search terms" nameHeader="Search term" rows={rows} />
    </Stack>
  );
}
