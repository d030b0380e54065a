import { describe, expect, test } from 'vitest';
import { buildNotesDocument, isNotesDocumentEmpty, parentAsinTitles } from '../../src/notes/notes-document.js';
import { BUSINESS_REPORT, CAMPAIGN_NOTES, CAMPAIGNS, PARENT_NOTES } from './notes-fixture.js';

describe('buildNotesDocument', () => {
  const document = buildNotesDocument({ campaigns: CAMPAIGNS, campaignNotes: CAMPAIGN_NOTES, parentAsinNotes: PARENT_NOTES, businessReport: BUSINESS_REPORT });

  test('lists only the campaigns with notes, by spend descending, with their figures', () => {
    expect(document.campaigns.map((c) => c.name)).toEqual(['Big', 'Medium', 'Small']);
    expect(document.campaigns[0]).toMatchObject({ campaign_id: '2', spend: 500, sales: 1000, roas: 2 });
    expect(document.campaigns[0]!.notes.map((n) => n.content)[1]).toBe('Older');
  });

  test('lists the parent ASINs with notes, with a child title and the parent figures, by ad spend descending', () => {
    expect(document.parentAsins).toEqual([
      expect.objectContaining({ parent_asin: 'B0PARENT2', title: 'Ball valve', spend: 80, sales: 300 }),
      expect.objectContaining({ parent_asin: 'B0PARENT1', title: 'Brass valve, 1/2 inch', spend: 20, sales: 400 }),
    ]);
  });

  test('without a business report the parent ASINs have no title or figures and go alphabetically', () => {
    const bare = buildNotesDocument({ campaigns: [], campaignNotes: {}, parentAsinNotes: { b0zz: PARENT_NOTES.B0PARENT1, B0AA: PARENT_NOTES.B0PARENT2 } });
    expect(bare.parentAsins.map((p) => [p.parent_asin, p.title, p.spend])).toEqual([
      ['B0AA', '', null],
      ['B0ZZ', '', null],
    ]);
  });

  test('is empty when nothing has notes', () => {
    expect(isNotesDocumentEmpty(buildNotesDocument({ campaigns: CAMPAIGNS, campaignNotes: { '1': [] }, parentAsinNotes: {} }))).toBe(true);
    expect(isNotesDocumentEmpty(document)).toBe(false);
  });
});

test('parentAsinTitles takes the first child with a title, keyed upper-case', () => {
  const titles = parentAsinTitles([{ ...BUSINESS_REPORT.asin_map[1]!, parent_asin: 'b0parent1' }, BUSINESS_REPORT.asin_map[2]!]);
  expect(Object.fromEntries(titles)).toEqual({ B0PARENT1: 'Brass valve, 1/2 inch', B0PARENT2: 'Ball valve' });
});
