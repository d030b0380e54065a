import { describe, expect, it } from 'vitest';
import { sheetInfoHeaders } from '../../../../src/routes/api/search-terms/sheet-info-headers.js';

describe('sheetInfoHeaders', () => {
  it('writes the sheet lists as JSON arrays and the instructions as text', () => {
    expect(sheetInfoHeaders({ available_sheets: ['Sponsored Products Campaigns'], expected_sheets: ['SP Search Term Report'], instructions: 'Tick "Search terms".' })).toEqual({
      'x-available-sheets': '["Sponsored Products Campaigns"]',
      'x-expected-sheets': '["SP Search Term Report"]',
      'x-instructions': 'Tick "Search terms".',
    });
  });

  it('keeps header values ASCII: tab names in other scripts are escaped, and still parse back', () => {
    const headers = sheetInfoHeaders({ available_sheets: ['Kampagnen für Sponsored Products', 'スポンサープロダクト'], expected_sheets: [], instructions: 'Line one\nLine two – “quoted”' });
    for (const value of Object.values(headers)) expect(value).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.parse(headers['x-available-sheets'])).toEqual(['Kampagnen für Sponsored Products', 'スポンサープロダクト']);
    expect(headers['x-instructions']).toBe('Line one Line two    quoted ');
  });
});
