/** The notes context: what NotesProvider shares with the buttons, the drawer, View Notes and the gauge. */
import { createContext, useContext } from 'react';
import type { NotesByKey } from '@ads-auditor/audit';
import type { Note, NoteTarget } from '../api/types';

/** Shown when the bulk load fails. */
export const NOTES_LOAD_ERROR = 'Failed to load notes.';
export const NOTES_OUTSIDE_PROVIDER = 'useNotes must be used within a NotesProvider';

export interface NotesContextValue {
  campaignNotes: NotesByKey;
  parentAsinNotes: NotesByKey;
  campaignNoteCount(campaignId: string): number;
  parentAsinNoteCount(parentAsin: string): number;
  /** True while the bulk load runs. */
  isLoading: boolean;
  /** NOTES_LOAD_ERROR after a failed bulk load, else null. */
  loadError: string | null;
  retryLoad(): void;
  /** Why notes are off (they are kept on the server: a private audit, an upload still running), or null. */
  unavailableReason?: string | null;
  /** The target of the drawer, kept while it slides closed. */
  drawerTarget: NoteTarget | null;
  drawerOpen: boolean;
  openNotes(target: NoteTarget): void;
  closeNotes(): void;
  /** Called by a notes panel when it has (re)loaded a target's notes. */
  notesLoaded(target: NoteTarget, notes: Note[]): void;
  noteAdded(target: NoteTarget): void;
  noteDeleted(target: NoteTarget): void;
}

export const NotesContext = createContext<NotesContextValue | null>(null);

/** The notes when a NotesProvider is above, else null: for screens that also show outside one. */
export function useNotesIfProvided(): NotesContextValue | null {
  return useContext(NotesContext);
}

export function useNotes(): NotesContextValue {
  const notes = useContext(NotesContext);
  if (!notes) throw new Error(NOTES_OUTSIDE_PROVIDER);
  return notes;
}
