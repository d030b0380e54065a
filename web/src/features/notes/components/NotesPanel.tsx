import { useEffect, useRef } from 'react';
import Stack from '@mui/material/Stack';
import { useAddNote } from '../api/add-note';
import { useDeleteNote } from '../api/delete-note';
import { useNotesList } from '../api/notes-list';
import type { Note, NoteTarget } from '../api/types';
import { useUpdateNote } from '../api/update-note';
import { AddNoteForm } from './AddNoteForm';
import { useNotes } from './notes-context';
import { NoteList } from './NoteList';

interface NotesPanelProps {
  target: NoteTarget;
  /** 320 by default, 400 in the drawer. */
  listMaxHeight?: number;
  autoFocus?: boolean;
}

/**
 * A target's note list and add form (the drawer's body; usable in a dialog too). Adding, editing
 * or deleting reloads the list; failures are only logged and keep the text.
 */
export function NotesPanel({ target, listMaxHeight, autoFocus }: NotesPanelProps) {
  const { notesLoaded, noteAdded, noteDeleted } = useNotes();
  const list = useNotesList(target);
  const add = useAddNote();
  const update = useUpdateNote();
  const remove = useDeleteNote();
  // After an add or a delete the pressed button is disabled or gone: focus goes to the add field,
  // so the keyboard keeps its place in the drawer (and Escape still closes it).
  const addField = useRef<HTMLTextAreaElement>(null);
  const focusAddField = () => addField.current?.focus();

  // View Notes shows what was last loaded for each target.
  const { data } = list;
  useEffect(() => {
    if (data) notesLoaded(target, data);
  }, [data, target, notesLoaded]);

  /** Runs a change, then reloads the list; true when the change was saved. */
  const change = async (what: string, run: () => Promise<unknown>, after?: () => void) => {
    try {
      await run();
    } catch (error) {
      console.error(`Failed to ${what} note`, error);
      return false;
    }
    after?.();
    void list.refetch();
    return true;
  };

  const addNote = (content: string) => change('add', () => add.mutateAsync({ target, content }), () => {
    noteAdded(target);
    focusAddField();
  });
  const saveNote = (note: Note, content: string) => change('update', () => update.mutateAsync({ id: note.id, content }));
  const deleteNote = (note: Note) => change('delete', () => remove.mutateAsync(note.id), () => {
    noteDeleted(target);
    focusAddField();
  });

  return (
    <Stack spacing={2}>
      <NoteList
        notes={list.data}
        isLoading={list.isLoading}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        onSave={saveNote}
        onDelete={deleteNote}
        maxHeight={listMaxHeight}
      />
      <AddNoteForm onAdd={addNote} autoFocus={autoFocus} inputRef={addField} />
    </Stack>
  );
}
