import { describe, expect, test } from 'vitest';
import { campaignTarget, parentAsinTarget, type Note } from '../api/types';
import { EMPTY_NOTES_STATE, notesReducer, type NotesState } from './notes-state';

const note = (id: number, campaign_id: string | null, parent_asin: string | null = null): Note => ({ id, content: `n${id}`, created_at: '2026-01-15 10:00:00', campaign_id, parent_asin });
const c1 = campaignTarget('c1', 'One');
const bulk = { campaign_notes: { c1: [note(1, 'c1'), note(2, 'c1')], c2: [] }, parent_asin_notes: { B0P: [note(3, null, 'B0P')] } };

describe('notesReducer', () => {
  const loaded = notesReducer(EMPTY_NOTES_STATE, { type: 'bulkLoaded', bulk });

  test('a bulk load sets the notes and the counts from the list lengths', () => {
    expect(loaded.counts).toEqual({ campaign: { c1: 2, c2: 0 }, parent_asin: { B0P: 1 } });
    expect(loaded.notes.campaign.c1).toHaveLength(2);
  });

  test('add and delete move the count by one, never below 0', () => {
    let state: NotesState = notesReducer(loaded, { type: 'added', target: c1 });
    expect(state.counts.campaign.c1).toBe(3);
    state = notesReducer(state, { type: 'deleted', target: parentAsinTarget('b0p') });
    state = notesReducer(state, { type: 'deleted', target: parentAsinTarget('B0P') });
    expect(state.counts.parent_asin.B0P).toBe(0);
    expect(notesReducer(EMPTY_NOTES_STATE, { type: 'deleted', target: c1 }).counts.campaign.c1).toBe(0);
  });

  test('a reloaded list replaces that target notes only; the counts stay as they are', () => {
    const state = notesReducer(loaded, { type: 'listLoaded', target: c1, notes: [note(9, 'c1')] });
    expect(state.notes.campaign.c1!.map((n) => n.id)).toEqual([9]);
    expect(state.notes.parent_asin).toBe(loaded.notes.parent_asin);
    expect(state.counts.campaign.c1).toBe(2);
  });

  test('reset forgets everything', () => {
    expect(notesReducer(loaded, { type: 'reset' })).toBe(EMPTY_NOTES_STATE);
  });
});
