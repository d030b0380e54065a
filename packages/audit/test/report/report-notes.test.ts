import { describe, expect, test } from 'vitest';
import { groupNotes, reportNoteCount, reportNoteIds, withCurrentNoteText, type ReportNotes } from '../../src/report/index.js';
import { note } from '../notes/notes-fixture.js';

const notes: ReportNotes = {
  campaigns: [{ campaign_id: 'c1', name: 'Camp', type_code: 'SP', spend: 10, sales: 20, roas: 2, notes: [{ id: 1, content: 'one', created_at: 't' }, { id: 2, content: 'two', created_at: 't' }] }],
  parent_asins: [{ parent_asin: 'B0P', title: 'Valve', spend: null, sales: null, notes: [{ id: 3, content: 'three', created_at: 't' }] }],
};

describe('report notes', () => {
  test('counts and lists the notes of campaigns and parent ASINs', () => {
    expect(reportNoteCount(notes)).toBe(3);
    expect(reportNoteIds(notes)).toEqual([1, 2, 3]);
  });

  test('shows the current text and leaves out deleted notes, and entries left without notes', () => {
    const current = withCurrentNoteText(notes, new Map([[2, 'two, edited']]));
    expect(current.campaigns[0]!.notes).toEqual([{ id: 2, content: 'two, edited', created_at: 't' }]);
    expect(current.parent_asins).toEqual([]);
    expect(notes.campaigns[0]!.notes).toHaveLength(2);
  });

  test('groups notes by campaign and by parent ASIN', () => {
    const onCampaign = note('c', { campaign_id: 'c1' });
    const onParent = note('p', { parent_asin: 'B0P' });
    expect(groupNotes([onCampaign, onParent])).toEqual({ campaignNotes: { c1: [onCampaign] }, parentAsinNotes: { B0P: [onParent] } });
  });
});
