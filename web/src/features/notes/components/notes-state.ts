/**
 * What the NotesProvider remembers ("Notes drawer"): each target's notes (for
 * View Notes) and its badge count. A bulk load sets both; opening a target refreshes its notes;
 * adding or deleting moves its count by one, never below 0.
 */
import type { BulkNotes } from '../api/notes-bulk';
import type { Note, NoteKind, NoteTarget } from '../api/types';

type ByKind<T> = Record<NoteKind, Readonly<Record<string, T>>>;

export interface NotesState {
  notes: ByKind<Note[]>;
  counts: ByKind<number>;
}

export type NotesAction =
  | { type: 'bulkLoaded'; bulk: BulkNotes }
  | { type: 'reset' }
  | { type: 'listLoaded'; target: NoteTarget; notes: Note[] }
  | { type: 'added'; target: NoteTarget }
  | { type: 'deleted'; target: NoteTarget };

export const EMPTY_NOTES_STATE: NotesState = { notes: { campaign: {}, parent_asin: {} }, counts: { campaign: {}, parent_asin: {} } };

const lengths = (map: Record<string, Note[]>) => Object.fromEntries(Object.entries(map).map(([key, notes]) => [key, notes.length]));

function withCount(state: NotesState, target: NoteTarget, change: 1 | -1): NotesState {
  const current = state.counts[target.kind][target.key] ?? 0;
  const next = Math.max(0, current + change);
  return { ...state, counts: { ...state.counts, [target.kind]: { ...state.counts[target.kind], [target.key]: next } } };
}

export function notesReducer(state: NotesState, action: NotesAction): NotesState {
  switch (action.type) {
    case 'bulkLoaded':
      return {
        notes: { campaign: action.bulk.campaign_notes, parent_asin: action.bulk.parent_asin_notes },
        counts: { campaign: lengths(action.bulk.campaign_notes), parent_asin: lengths(action.bulk.parent_asin_notes) },
      };
    case 'reset':
      return EMPTY_NOTES_STATE;
    case 'listLoaded': {
      const { kind, key } = action.target;
      return { ...state, notes: { ...state.notes, [kind]: { ...state.notes[kind], [key]: action.notes } } };
    }
    case 'added':
      return withCount(state, action.target, 1);
    case 'deleted':
      return withCount(state, action.target, -1);
  }
}
