import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { serverDetail } from '../../../lib/api-errors';
import { AuditorLoading } from '../../../components/loading/AuditorLoading';
import { isFinalError, isSearchTermsPending, SearchTermSource, useAuditorSession, useLatestSearchTermReport, type SearchTermsSource } from '../../audit-session';
import { useShownAccountId } from '../../accounts';
import { usePlan } from '../api/use-plan';
import { PlanView } from './PlanView';

export const PLAN_WAITING_TEXT = 'Search terms are still processing. The plan appears as soon as they are ready.';
export const PLAN_UNAVAILABLE = 'The plan could not be built';
export const PLAN_LOAD_FAILED = 'Failed to load the plan. Please try again.';
/** The address remembers a plan over the Search Term Report (`?plan_terms=report`). */
export const PLAN_TERMS_PARAM = 'plan_terms';

/**
 * The source of the plan's negatives and harvests: the Search Term Report when the address asks
 * for it and the account has one, else the bulk file's search terms. `known` is false while the
 * account's report is still being looked up for an address that asks for it.
 */
function usePlanSource() {
  const [params, setParams] = useSearchParams();
  const report = useLatestSearchTermReport(useShownAccountId());
  const hasReport = Boolean(report.data);
  const wantsReport = params.get(PLAN_TERMS_PARAM) === 'report';
  const source: SearchTermsSource = wantsReport && hasReport ? 'search_term_report' : 'bulk_file';
  const choose = (next: SearchTermsSource) =>
    setParams((p) => {
      if (next === 'search_term_report') p.set(PLAN_TERMS_PARAM, 'report');
      else p.delete(PLAN_TERMS_PARAM);
      return p;
    }, { replace: true });
  return { source, hasReport, known: !(wantsReport && report.isPending), choose };
}

/** The Plan tab: the upload's plan, built by the server, with the decisions saved for it. */
export function PlanTab() {
  const { audit, searchTermsProcessing } = useAuditorSession();
  const { source, hasReport, known, choose } = usePlanSource();
  const fromReport = source === 'search_term_report';
  // The report's terms do not wait for the bulk file's search-terms task.
  const waiting = !fromReport && searchTermsProcessing;
  const plan = usePlan(audit.upload_id, source, known && !waiting);

  let body;
  if (waiting || (!plan.data && !fromReport && isSearchTermsPending(plan.error))) body = <Alert severity="info">{PLAN_WAITING_TEXT}</Alert>;
  else if (plan.data) body = <PlanView key={`${plan.data.upload_id}:${source}`} loaded={plan.data} source={source} updating={plan.isFetching} />;
  else if (plan.isError) {
    const retry = isFinalError(plan.error) ? undefined : <Button color="inherit" size="small" onClick={() => void plan.refetch()}>Retry</Button>;
    body = (
      <Alert severity="error" action={retry}>
        <AlertTitle>{PLAN_UNAVAILABLE}</AlertTitle>
        {serverDetail(plan.error) ?? PLAN_LOAD_FAILED}
      </Alert>
    );
  } else body = <AuditorLoading label="Building the plan..." />;

  // One shape with or without the toggle: the plan below is not mounted again when the report is found.
  return (
    <Stack sx={{ minWidth: 0 }}>
      {hasReport && <SearchTermSource source={source} onChange={choose} report={plan.data?.search_term_report} />}
      {body}
    </Stack>
  );
}
