// The notes feature (spec 2 sections 2 and 4): what the auditor page and its tabs use.
export { NotesProvider, useNotes, NOTES_LOAD_ERROR, type NotesContextValue } from './components/NotesProvider';
export { CampaignNotesButton } from './components/CampaignNotesButton';
export { ParentAsinNotesButton } from './components/ParentAsinNotesButton';
export { NotesPanel } from './components/NotesPanel';
export { ViewNotesTab, VIEW_NOTES_EMPTY_TEXT } from './components/ViewNotesTab';
export { NotesCoverageGauge } from './components/NotesCoverageGauge';
export { campaignTarget, parentAsinTarget, type Note, type NoteTarget } from './api/types';
