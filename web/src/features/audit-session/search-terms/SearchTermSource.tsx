import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount } from '@ads-auditor/audit';
import type { SearchTermReportAbout, SearchTermsSource } from '../api/search-term-report-api';

/** The line naming the report the search terms came from. */
export const SEARCH_TERM_SOURCE_TEST_ID = 'search-term-report-source';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const leftOut = (lines: number) => (lines === 1 ? '1 line' : `${formatCount(lines)} lines`);
const day = (iso: string) => DAY.format(new Date(`${iso}T00:00:00Z`));

interface SearchTermSourceProps {
  source: SearchTermsSource;
  onChange: (next: SearchTermsSource) => void;
  /** The report named by the answer over it (absent until that answer arrives). */
  report?: SearchTermReportAbout;
}

/** Which search terms a tab reads: the bulk file's tabs, or the account's Search Term Report (its longer window). */
export function SearchTermSource({ source, onChange, report }: SearchTermSourceProps) {
  return (
    <Stack spacing={0.75} sx={{ mb: 1.5 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={source}
        onChange={(_event, next: SearchTermsSource | null) => next && onChange(next)}
        aria-label="Search terms from"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="bulk_file">Bulk file</ToggleButton>
        <ToggleButton value="search_term_report">Search Term Report</ToggleButton>
      </ToggleButtonGroup>
      {source === 'search_term_report' && report && (
        <Typography variant="body2" color="text.secondary" data-testid={SEARCH_TERM_SOURCE_TEST_ID}>
          From {report.file_name}, {day(report.start_date)} – {day(report.end_date)}
          {report.unmatched_lines > 0 ? `; ${leftOut(report.unmatched_lines)} of campaigns or ad groups not in this audit left out.` : '.'}
        </Typography>
      )}
    </Stack>
  );
}
