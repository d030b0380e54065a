import { useMemo, useState } from 'react';
import { useBulkNotes } from '../../notes';
import { useReportNoteChoice, useSaveReportNoteChoice } from '../api/report-notes-api';
import type { NoteChoice } from './NoteChoices';

export interface NoteChoicesInput {
  uploadId: number;
  campaigns: readonly { id: string; name: string }[];
  parentAsins: readonly string[];
}

/**
 * The notes of the upload's campaigns and parent ASINs as tick boxes, ticked unless the
 * consultant left them out of the report (kept per upload on the server, one choice for the PDF
 * and new share links). While the stored choice is unknown (loading, or it failed) nothing is
 * ticked: a private note is never shown by default.
 */
export function useNoteChoices({ uploadId, campaigns, parentAsins }: NoteChoicesInput) {
  const campaignIds = useMemo(() => campaigns.map((c) => c.id), [campaigns]);
  const notes = useBulkNotes(campaignIds, parentAsins);
  const stored = useReportNoteChoice(uploadId);
  const save = useSaveReportNoteChoice(uploadId);
  // The tick shows at once (a controlled box must change on the click), before the save is sent.
  const [excludedNow, setExcludedNow] = useState<readonly number[] | null>(null);
  const excludedIds = excludedNow ?? stored.data?.excluded_note_ids;
  const choices = useMemo<NoteChoice[]>(() => {
    const names = new Map(campaigns.map((c) => [c.id, c.name]));
    const byCampaign = Object.entries(notes.data?.campaign_notes ?? {}).flatMap(([id, list]) => list.map((n) => ({ id: n.id, about: names.get(id) ?? id, content: n.content })));
    const byParent = Object.entries(notes.data?.parent_asin_notes ?? {}).flatMap(([asin, list]) => list.map((n) => ({ id: n.id, about: asin, content: n.content })));
    return [...byCampaign, ...byParent];
  }, [notes.data, campaigns]);
  const chosen = useMemo(() => {
    if (!excludedIds) return new Set<number>();
    const excluded = new Set(excludedIds);
    return new Set(choices.filter((c) => !excluded.has(c.id)).map((c) => c.id));
  }, [choices, excludedIds]);

  return {
    choices,
    chosen,
    setChosen: (next: ReadonlySet<number>) => {
      const excluded = choices.filter((c) => !next.has(c.id)).map((c) => c.id);
      setExcludedNow(excluded);
      // A failed save shows the stored choice again (reloaded by the mutation).
      save.mutate({ excluded_note_ids: excluded }, { onError: () => setExcludedNow(null) });
    },
    loading: (notes.isPending && campaignIds.length > 0) || stored.isPending,
    notesFailed: notes.isError,
    choiceFailed: stored.isError,
    retryChoice: () => void stored.refetch(),
    saveFailed: save.isError,
    hasNoNotes: notes.isSuccess && choices.length === 0,
  };
}

export type NoteChoicesState = ReturnType<typeof useNoteChoices>;
