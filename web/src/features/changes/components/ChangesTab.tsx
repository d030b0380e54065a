import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NARRATIVE_TITLE } from '@ads-auditor/audit';
import { serverDetail } from '../../../lib/api-errors';
import { AuditorLoading } from '../../../components/loading/AuditorLoading';
import { isSearchTermsPending, useAuditorSession } from '../../audit-session';
import { useChangeLoop } from '../api/changes-api';
import { AccountMoves } from './AccountMoves';
import { ChangesTable } from './ChangesTable';
import { countsLine } from './change-texts';
import { ExportAgainButton } from './ExportAgainButton';

export const NO_CHANGE_SET_TEXT =
  'No plan was exported before this upload. Export a plan from the Plan tab, upload it to Amazon, then upload the next bulk file here: this tab shows which changes reached Amazon and what they did.';

/** The Changes tab: the plan exported before this upload, checked against it, with what each change did and why the account moved. */
export function ChangesTab() {
  const { audit } = useAuditorSession();
  const loop = useChangeLoop(audit.upload_id);
  const campaignNames = useMemo(() => new Map(audit.campaigns.map((c) => [c.id, c.name])), [audit.campaigns]);

  if (loop.isPending) return <AuditorLoading label="Checking the changes..." />;
  if (isSearchTermsPending(loop.error)) return <AuditorLoading label="Reading the workbook's campaigns to check the changes..." />;
  if (loop.isError) return <Alert severity="error">{serverDetail(loop.error) ?? 'The changes could not be checked. Reload the page to try again.'}</Alert>;
  const { change_set: changeSet, verify, impact, what_changed: whatChanged, narrative } = loop.data;
  if (!changeSet || !verify) return <Alert severity="info">{NO_CHANGE_SET_TEXT}</Alert>;
  const toExport = verify.counts.not_applied + verify.counts.different;

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-labelledby="changes-narrative">
        <Typography id="changes-narrative" variant="h6" component="h2" gutterBottom>{NARRATIVE_TITLE}</Typography>
        {narrative.length > 0
          ? narrative.map((paragraph) => <Typography key={paragraph} variant="body2" component="p" sx={{ mb: 1 }}>{paragraph}</Typography>)
          : <Typography variant="body2" color="text.secondary">The upload the plan was made on is gone, so what the changes did cannot be measured.</Typography>}
      </Paper>
      <Stack spacing={1.5} component="section" aria-labelledby="changes-status">
        <Typography id="changes-status" variant="h6" component="h2">{`The plan exported on ${changeSet.date}: ${countsLine(verify)}`}</Typography>
        <ExportAgainButton uploadId={audit.upload_id} count={toExport} />
        <ChangesTable items={verify.items} impacts={impact?.changes ?? []} campaignNames={campaignNames} />
      </Stack>
      {whatChanged && (
        <Stack spacing={1.5} component="section" aria-labelledby="changes-moves">
          <Typography id="changes-moves" variant="h6" component="h2">Why the account moved</Typography>
          <Typography variant="body2" color="text.secondary">
            Each campaign's change against the upload the plan was made on, and the effect behind most of it: clicks, cost per click, conversion rate or order value.
          </Typography>
          <AccountMoves whatChanged={whatChanged} />
        </Stack>
      )}
    </Stack>
  );
}
