import { useContext, useMemo } from 'react';
import Stack from '@mui/material/Stack';
import { computeHealth } from '@ads-auditor/audit';
import { useAuditorSession } from '../../auditor/api/auditor-session';
import { NotesContext } from '../../notes/components/notes-context';
import { DataQualityPanel } from './DataQualityPanel';
import { HealthChecksList } from './HealthChecksList';

/**
 * The top of the Summary tab: the data-quality panel and the account health of the audit on
 * screen. The notes check counts once the notes are loaded; outside the notes provider, or while
 * they load or failed to load, it reads 'not computed'. `dataQualityOnly`: for a file without
 * campaigns, where every check would pass for want of anything to check.
 */
export function SummaryHealth({ dataQualityOnly = false }: { dataQualityOnly?: boolean }) {
  const { audit } = useAuditorSession();
  const notes = useContext(NotesContext);
  const notesReady = notes !== null && !notes.isLoading && notes.loadError === null;
  const campaignNoteCount = notesReady ? notes.campaignNoteCount : null;
  const health = useMemo(
    () =>
      computeHealth(audit, {
        fileName: audit.file_name,
        campaignHasNotes: campaignNoteCount ? (id) => campaignNoteCount(id) > 0 : undefined,
      }),
    [audit, campaignNoteCount],
  );
  return (
    <Stack spacing={3}>
      <DataQualityPanel dataQuality={health.data_quality} />
      {!dataQualityOnly && <HealthChecksList health={health} />}
    </Stack>
  );
}
