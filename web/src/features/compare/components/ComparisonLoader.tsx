import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { compareAudits, computeHealth, type AuditResult } from '@ads-auditor/audit';
import { serverDetail } from '../../../lib/api-errors';
import { AuditorLoading } from '../../../components/loading/AuditorLoading';
import type { KeptUpload } from '../api/compare-api';
import { useUploadAudits, useUploadSearchTerms } from '../api/use-compare-data';
import { COMPARE_TEXTS } from './compare-messages';
import { ComparisonView } from './ComparisonView';
import type { SearchTermsState } from './SearchTermChangesCard';

/** The health grade of an upload's audit, read for its period as the Summary reads it. */
const gradeOf = (audit: AuditResult, upload: KeptUpload) => computeHealth(audit, { fileName: upload.file_name, period: upload.date_range }).grade;

/** Loads both audits (and then both uploads' search terms) and compares them. */
export function ComparisonLoader({ earlier, later }: { earlier: KeptUpload; later: KeptUpload }) {
  const [older, newer] = useUploadAudits([earlier.id, later.id]);
  const termsReady = earlier.tasks.search_terms === 'completed' && later.tasks.search_terms === 'completed';
  const olderTerms = useUploadSearchTerms(earlier.id, older?.data, termsReady);
  const newerTerms = useUploadSearchTerms(later.id, newer?.data, termsReady);

  const bothTerms = olderTerms.data && newerTerms.data ? { older: olderTerms.data, newer: newerTerms.data } : undefined;
  const comparison = useMemo(
    () => (older?.data && newer?.data ? compareAudits(older.data, newer.data, { searchTerms: bothTerms }) : null),
    [older?.data, newer?.data, bothTerms?.older, bothTerms?.newer], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const grades = useMemo(
    () => (older?.data && newer?.data ? { older: gradeOf(older.data, earlier), newer: gradeOf(newer.data, later) } : null),
    [older?.data, newer?.data, earlier, later],
  );

  const failed = [older, newer].find((q) => q?.isError);
  if (failed) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void failed.refetch()}>Retry</Button>}>
        {serverDetail(failed.error) ?? COMPARE_TEXTS.auditsFailed}
      </Alert>
    );
  }
  if (!comparison || !grades) return <AuditorLoading label={COMPARE_TEXTS.loadingAudits} />;

  const searchTerms: SearchTermsState = !termsReady
    ? { kind: 'pending' }
    : olderTerms.isError || newerTerms.isError
      ? { kind: 'error', retry: () => [olderTerms, newerTerms].forEach((q) => q.isError && void q.refetch()) }
      : olderTerms.data === null || newerTerms.data === null
        ? { kind: 'no_sheets' }
        : bothTerms ? { kind: 'ready' } : { kind: 'loading' };

  return <ComparisonView comparison={comparison} earlier={earlier} later={later} searchTerms={searchTerms} grades={grades} campaigns={{ older: older!.data!.campaigns, newer: newer!.data!.campaigns }} />;
}
