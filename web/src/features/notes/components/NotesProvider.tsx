/**
 * The notes of the audit on screen: bulk-loads every campaign's and
 * parent ASIN's notes once (POST /api/notes/bulk), keeps the badge counts and the notes View
 * Notes shows, and owns the notes drawer (one target at a time).
 */
import { useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { parentAsinKey } from '@ads-auditor/audit';
import { useBulkNotes } from '../api/notes-bulk';
import { NOTES_KEY, type Note, type NoteTarget } from '../api/types';
import { NOTES_LOAD_ERROR, NotesContext, type NotesContextValue } from './notes-context';
import { EMPTY_NOTES_STATE, notesReducer } from './notes-state';
import { NotesDrawer } from './NotesDrawer';

interface NotesProviderProps {
  campaignIds: string[];
  parentAsins: string[];
  /** Why notes are off (they live on the server, which has no audit for this one yet or at all): none are loaded and the notes buttons say so. */
  unavailableReason?: string | null;
  children: ReactNode;
}

export function NotesProvider({ campaignIds, parentAsins, unavailableReason = null, children }: NotesProviderProps) {
  const queryClient = useQueryClient();
  const bulk = useBulkNotes(campaignIds, parentAsins, { everyParentAsin: true, enabled: unavailableReason === null });
  const [state, dispatch] = useReducer(notesReducer, EMPTY_NOTES_STATE);
  const [drawer, setDrawer] = useState<{ target: NoteTarget | null; open: boolean }>({ target: null, open: false });

  // A bulk answer sets every count; until the first one comes there are none (a new list keeps
  // the previous answer meanwhile: the badges never flash to 0).
  useEffect(() => {
    dispatch(bulk.data ? { type: 'bulkLoaded', bulk: bulk.data } : { type: 'reset' });
  }, [bulk.data]);

  const { refetch } = bulk;
  // Stable actions: panels call them from effects.
  const actions = useMemo(() => {
    // The cached bulk answer no longer holds after a change: the next mount loads it again.
    const bulkIsOutdated = () => void queryClient.invalidateQueries({ queryKey: [...NOTES_KEY, 'bulk'], refetchType: 'none' });
    return {
      retryLoad: () => void refetch(),
      openNotes: (target: NoteTarget) => setDrawer({ target, open: true }),
      closeNotes: () => setDrawer((current) => ({ ...current, open: false })),
      notesLoaded: (target: NoteTarget, notes: Note[]) => dispatch({ type: 'listLoaded', target, notes }),
      noteAdded: (target: NoteTarget) => {
        dispatch({ type: 'added', target });
        bulkIsOutdated();
      },
      noteDeleted: (target: NoteTarget) => {
        dispatch({ type: 'deleted', target });
        bulkIsOutdated();
      },
    };
  }, [queryClient, refetch]);

  // New count functions only when a count changes (the gauge recomputes on them).
  const { counts } = state;
  const countsOf = useMemo(
    () => ({
      campaignNoteCount: (campaignId: string) => counts.campaign[campaignId] ?? 0,
      parentAsinNoteCount: (parentAsin: string) => counts.parent_asin[parentAsinKey(parentAsin)] ?? 0,
    }),
    [counts],
  );

  const value = useMemo<NotesContextValue>(
    () => ({
      ...actions,
      ...countsOf,
      campaignNotes: state.notes.campaign,
      parentAsinNotes: state.notes.parent_asin,
      isLoading: bulk.isLoading,
      loadError: bulk.isError ? NOTES_LOAD_ERROR : null,
      drawerTarget: drawer.target,
      drawerOpen: drawer.open,
      unavailableReason,
    }),
    [actions, countsOf, state.notes, bulk.isLoading, bulk.isError, drawer, unavailableReason],
  );

  return (
    <NotesContext.Provider value={value}>
      {children}
      <NotesDrawer />
    </NotesContext.Provider>
  );
}

export { useNotes, NOTES_LOAD_ERROR, type NotesContextValue } from './notes-context';
