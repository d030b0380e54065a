import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { serverDetail } from '../../../lib/api-errors';
import { useAuditorSession } from '../../audit-session';
import { AuditorLoading } from '../../../components/loading/AuditorLoading';
import { useKeptUploads } from '../api/use-compare-data';
import { ComparisonLoader } from './ComparisonLoader';
import { COMPARE_TEXTS } from './compare-messages';
import { UploadPickers } from './UploadPickers';

/**
 * The Compare tab: choose the earlier and the later audited upload of the account
 * (by default the two newest) and see what changed, computed in the browser by the engine.
 */
export function CompareTab() {
  // The account on screen (null: the user's default account).
  const uploads = useKeptUploads(useAuditorSession().accountId ?? null);
  const [choice, setChoice] = useState<{ earlierId: number; laterId: number } | null>(null);

  if (uploads.isPending) return <AuditorLoading label={COMPARE_TEXTS.loadingUploads} />;
  if (uploads.isError) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void uploads.refetch()}>Retry</Button>}>
        {serverDetail(uploads.error) ?? COMPARE_TEXTS.uploadsFailed}
      </Alert>
    );
  }
  const audited = uploads.data.uploads.filter((u) => u.tasks.audit === 'completed');
  const enough = audited.length >= 2;
  const chosen = choice && audited.some((u) => u.id === choice.earlierId) && audited.some((u) => u.id === choice.laterId)
    ? choice
    : enough ? { earlierId: audited[1]!.id, laterId: audited[0]!.id } : null;

  return (
    <Stack spacing={3}>
      <UploadPickers uploads={audited} earlierId={chosen?.earlierId ?? null} laterId={chosen?.laterId ?? null} onChange={setChoice} disabled={!enough} />
      {!enough && <Alert severity="info">{COMPARE_TEXTS.needsTwo}</Alert>}
      {chosen && (
        <ComparisonLoader
          key={`${chosen.earlierId}-${chosen.laterId}`}
          earlier={audited.find((u) => u.id === chosen.earlierId)!}
          later={audited.find((u) => u.id === chosen.laterId)!}
        />
      )}
    </Stack>
  );
}
