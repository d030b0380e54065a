import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { serverDetail } from '../../../lib/api-errors';
import { AuditorLoading } from '../../../components/loading/AuditorLoading';
import { isFinalError, isSearchTermsPending, useAuditorSession } from '../../audit-session';
import { usePlan } from '../api/use-plan';
import { PlanView } from './PlanView';

export const PLAN_WAITING_TEXT = 'Search terms are still processing. The plan appears as soon as they are ready.';
export const PLAN_UNAVAILABLE = 'The plan could not be built';
export const PLAN_LOAD_FAILED = 'Failed to load the plan. Please try again.';

/** The Plan tab: the upload's plan, built by the server, with the decisions saved for it. */
export function PlanTab() {
  const { audit, searchTermsProcessing } = useAuditorSession();
  const plan = usePlan(audit.upload_id, !searchTermsProcessing);
  if (searchTermsProcessing || (!plan.data && isSearchTermsPending(plan.error))) return <Alert severity="info">{PLAN_WAITING_TEXT}</Alert>;
  if (plan.data) return <PlanView key={plan.data.upload_id} loaded={plan.data} updating={plan.isFetching} />;
  if (plan.isError) {
    const retry = isFinalError(plan.error) ? undefined : <Button color="inherit" size="small" onClick={() => void plan.refetch()}>Retry</Button>;
    return (
      <Alert severity="error" action={retry}>
        <AlertTitle>{PLAN_UNAVAILABLE}</AlertTitle>
        {serverDetail(plan.error) ?? PLAN_LOAD_FAILED}
      </Alert>
    );
  }
  return <AuditorLoading label="Building the plan..." />;
}
