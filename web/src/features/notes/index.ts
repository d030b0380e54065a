// Notes on campaigns and parent ASINs: what the auditor page and its tabs use.
import { lazy } from 'react';
export { NotesProvider, useNotes, NOTES_LOAD_ERROR, type NotesContextValue } from './components/NotesProvider';
export { useNotesIfProvided } from './components/notes-context';
export { CampaignNotesButton } from './components/CampaignNotesButton';
export { ParentAsinNotesButton } from './components/ParentAsinNotesButton';
export { NotesPanel } from './components/NotesPanel';
export { NotesCoverageGauge } from './components/NotesCoverageGauge';
export { useBulkNotes } from './api/notes-bulk';
export { campaignTarget, parentAsinTarget, type Note, type NoteTarget } from './api/types';

/** The View Notes tab, loaded when first opened like the other tabs. */
export const ViewNotesTab = lazy(() => import('./components/ViewNotesTab').then((m) => ({ default: m.ViewNotesTab })));
