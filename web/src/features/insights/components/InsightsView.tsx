import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { serverDetail } from '../../../lib/api-errors';
import { AuditorLoading } from '../../../components/loading/AuditorLoading';
import { isFinalError, isSearchTermsPending, SearchTermSource, type BrowserAnswers, type InsightQuery, type InsightSource } from '../../audit-session';
import { useSaveInsightSettings } from '../api/use-insight-settings';
import { useInsights } from '../api/use-insights';
import { useSettingsDraft } from '../model/use-settings-draft';
import { InsightLists } from './InsightLists';
import { InsightSettingsForm } from './InsightSettingsForm';

export const SEARCH_TERMS_PROCESSING_TEXT = 'Search terms are still processing. The insights appear as soon as they are ready.';
export const INSIGHTS_LOAD_FAILED = 'Failed to load insights. Please try again.';
export const INSIGHTS_UNAVAILABLE = 'The insights could not be computed';

interface InsightsViewProps {
  uploadId: number;
  /** This browser's own audit of the file, which answers the lists over its search terms. */
  local: BrowserAnswers | null;
  /** Why the server has nothing for this audit yet (or at all): the Search Term Report's lists wait for it. */
  serverOff: string | null;
  initial: InsightQuery;
  searchTermsProcessing: boolean;
  /** Every tab of the workbook (the audit's report): the search-term lists need its search term tabs. */
  workbookSheets: readonly string[];
}

/** The settings and, computed with them for the upload, the lists; new settings keep the old lists on screen until the new ones arrive. */
export function InsightsView({ uploadId, local, serverOff, initial, searchTermsProcessing, workbookSheets }: InsightsViewProps) {
  const save = useSaveInsightSettings();
  const settings = useSettingsDraft(initial, (next) => save.mutate(next));
  const [source, setSource] = useState<InsightSource>('bulk_file');
  const fromReport = source === 'search_term_report';
  // The report's terms do not wait for the bulk file's search-terms task.
  const reportWaits = fromReport && serverOff !== null;
  const insights = useInsights(uploadId, (searchTermsProcessing && !fromReport) || reportWaits ? null : settings.applied, source, local);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  // Known from the upload's own polling, or learnt from the server's 409 (a reload while they are stored).
  const processing = !fromReport && (searchTermsProcessing || (!insights.data && isSearchTermsPending(insights.error)));
  const updating = !processing && (settings.pending || insights.isFetching);

  let status = '';
  if (updating) status = 'Updating the lists...';
  else if (save.isError) status = `Your settings could not be saved: ${serverDetail(save.error) ?? save.error.message}`;
  else if (save.isSuccess) status = 'Settings saved for your next visit.';

  let lists;
  if (reportWaits) {
    lists = <Alert severity="info">{serverOff}</Alert>;
  } else if (processing) {
    lists = <Alert severity="info">{SEARCH_TERMS_PROCESSING_TEXT}</Alert>;
  } else if (insights.data) {
    lists = <InsightLists insights={insights.data} workbookSheets={workbookSheets} searchTermsFromReport={fromReport} busy={updating} selected={selected} onSelect={setSelected} />;
  } else if (insights.isError) {
    // A refusal (a failed search-terms task, a missing upload) answers the same on a retry: no Retry button.
    const retry = isFinalError(insights.error) ? undefined : <Button color="inherit" size="small" onClick={() => void insights.refetch()}>Retry</Button>;
    lists = (
      <Alert severity="error" action={retry}>
        <AlertTitle>{INSIGHTS_UNAVAILABLE}</AlertTitle>
        {serverDetail(insights.error) ?? INSIGHTS_LOAD_FAILED}
      </Alert>
    );
  } else {
    lists = <AuditorLoading label="Computing insights..." />;
  }

  return (
    <Stack spacing={2.5} sx={{ minWidth: 0 }}>
      <Paper variant="outlined" sx={{ p: 2, position: 'relative', overflow: 'hidden' }}>
        {updating && <LinearProgress aria-hidden sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
          Insight settings
        </Typography>
        <SearchTermSource source={source} onChange={setSource} report={insights.data?.search_term_report} />
        <InsightSettingsForm draft={settings.draft} problemOf={settings.problemOf} onChange={settings.setField} onSubmit={settings.applyNow} />
        <Typography role="status" variant="body2" color={save.isError && !updating ? 'error' : 'text.secondary'} sx={{ mt: 1, minHeight: '1.5em' }}>
          {status}
        </Typography>
      </Paper>
      {insights.data && insights.isError && (
        <Alert severity="error">{serverDetail(insights.error) ?? INSIGHTS_LOAD_FAILED}</Alert>
      )}
      {lists}
    </Stack>
  );
}
