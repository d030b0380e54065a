import Alert from '@mui/material/Alert';
import { DEFAULT_INSIGHT_SETTINGS } from '@ads-auditor/audit';
import { useAuditorSession } from '../../audit-session';
import { AuditorLoading } from '../../../components/loading/AuditorLoading';
import { useInsightSettings } from '../api/use-insight-settings';
import { InsightsView } from './InsightsView';

export const SETTINGS_LOAD_FAILED = 'Your saved insight settings could not be loaded: the defaults are used.';

/** The Insights tab: the user's remembered settings first, then the lists of the upload on screen. */
export function InsightsTab() {
  const { audit, searchTermsProcessing, local = null, serverOff = null } = useAuditorSession();
  const settings = useInsightSettings();
  if (settings.isPending) return <AuditorLoading label="Loading your insight settings..." />;
  return (
    <>
      {settings.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {SETTINGS_LOAD_FAILED}
        </Alert>
      )}
      {/* A new upload starts from the remembered settings, with nothing selected (this browser's answers keep theirs when the server's result comes). */}
      <InsightsView
        key={local?.key ?? audit.upload_id}
        uploadId={audit.upload_id}
        local={local}
        serverOff={serverOff}
        initial={settings.data ?? DEFAULT_INSIGHT_SETTINGS}
        searchTermsProcessing={searchTermsProcessing}
        workbookSheets={audit.report.sheets_found}
      />
    </>
  );
}
