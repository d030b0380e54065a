import { useMemo } from 'react';
import type { AccountHealth } from '@ads-auditor/audit';
import { accountHealth, useAuditorSession, useCurrency } from '../../audit-session';
import { useNotesIfProvided } from '../../notes';

/**
 * The account health of the audit on screen, computed once for the Summary's headline and its
 * health section. The notes check counts once the notes are loaded; outside the notes provider,
 * or while they load or failed to load, it reads 'not computed'.
 */
export function useSummaryHealth(): AccountHealth {
  const { audit, period } = useAuditorSession();
  const notes = useNotesIfProvided();
  const notesReady = notes !== null && !notes.isLoading && notes.loadError === null;
  const campaignNoteCount = notesReady ? notes.campaignNoteCount : null;
  const currency = useCurrency();
  return useMemo(
    () => accountHealth(audit, { fileName: audit.file_name, period: period ?? null, currency }, campaignNoteCount ? (id) => campaignNoteCount(id) > 0 : undefined),
    [audit, period, campaignNoteCount, currency],
  );
}
