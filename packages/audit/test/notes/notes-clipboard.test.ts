import { describe, expect, test } from 'vitest';
import { notesDocumentToClipboard } from '../../src/notes/notes-clipboard.js';
import { buildNotesDocument } from '../../src/notes/notes-document.js';
import { BUSINESS_REPORT, CAMPAIGN_NOTES, CAMPAIGNS, PARENT_NOTES } from './notes-fixture.js';

describe('notesDocumentToClipboard', () => {
  const document = buildNotesDocument({ campaigns: CAMPAIGNS, campaignNotes: CAMPAIGN_NOTES, parentAsinNotes: PARENT_NOTES, businessReport: BUSINESS_REPORT });
  const { text, html } = notesDocumentToClipboard(document);

  test('text: the title, each section, each campaign with its figures and its notes', () => {
    expect(text.startsWith('Audit Results\n\nCampaign Notes\n\nBig\nSpend: $500.00 | Sales: $1,000.00 | ROAS: 2.00\n- Newest')).toBe(true);
    expect(text).toContain('- Newest, with "quotes", commas\n  and two lines (2026-02-01 09:30:00)');
    expect(text).toContain('Parent ASIN Notes\n\nB0PARENT2 - Ball valve\n- Out of stock in March (2026-01-15 10:00:00)');
    expect(text.indexOf('Big')).toBeLessThan(text.indexOf('Medium'));
  });

  test('HTML: headings and lists, text escaped, line breaks kept', () => {
    expect(html.startsWith('<h2>Audit Results</h2><h3>Campaign Notes</h3><h4>Big</h4><p>Spend: $500.00')).toBe(true);
    expect(html).toContain('<li>Pause &#60;b&#62;broad&#60;/b&#62; &#38; test <small>(2026-01-15 10:00:00)</small></li>');
    expect(html).toContain('commas<br>and two lines');
    expect(html).toContain('<h3>Parent ASIN Notes</h3><h4>B0PARENT2 - Ball valve</h4><ul>');
  });

  test('a section without notes is left out', () => {
    const onlyParents = notesDocumentToClipboard({ campaigns: [], parentAsins: document.parentAsins });
    expect(onlyParents.text).not.toContain('Campaign Notes');
    expect(onlyParents.html).not.toContain('Campaign Notes');
  });
});
