import { describe, expect, it } from 'vitest';
import { CHOOSABLE_COLUMNS, DEFAULT_COLUMN_PREFS, moveColumn, parseColumnPrefs, shownColumns, toggleColumn } from './column-prefs';

describe('column preferences', () => {
  it('defaults to the key columns, State, Spend, Sales, ACOS and ROAS among them', () => {
    expect(shownColumns(DEFAULT_COLUMN_PREFS)).toEqual(['state', 'type', 'spend', 'sales', 'acos', 'roas', 'orders', 'clicks']);
  });

  it('hides and shows a column in its place, and moves one within the ends', () => {
    const hidden = toggleColumn(DEFAULT_COLUMN_PREFS, 'sales');
    expect(shownColumns(hidden)).not.toContain('sales');
    expect(shownColumns(toggleColumn(hidden, 'sales'))).toEqual(shownColumns(DEFAULT_COLUMN_PREFS));
    expect(moveColumn(DEFAULT_COLUMN_PREFS, 'type', -1).order.slice(0, 2)).toEqual(['type', 'state']);
    expect(moveColumn(DEFAULT_COLUMN_PREFS, 'state', -1)).toBe(DEFAULT_COLUMN_PREFS);
    expect(moveColumn(DEFAULT_COLUMN_PREFS, 'keywordCount', 1)).toBe(DEFAULT_COLUMN_PREFS);
  });

  it('reads stored choices defensively: unknown ids dropped, new columns added hidden, junk gives the default', () => {
    const stored = parseColumnPrefs(JSON.stringify({ order: ['acos', 'dropped', 'spend', 'acos'], hidden: [] }));
    expect(stored.order.slice(0, 2)).toEqual(['acos', 'spend']);
    expect(stored.order).toHaveLength(CHOOSABLE_COLUMNS.length);
    expect(shownColumns(stored)).toEqual(['acos', 'spend']);
    expect(parseColumnPrefs('{not json')).toBe(DEFAULT_COLUMN_PREFS);
    expect(parseColumnPrefs(JSON.stringify({ order: 'spend' }))).toBe(DEFAULT_COLUMN_PREFS);
    expect(parseColumnPrefs(null)).toBe(DEFAULT_COLUMN_PREFS);
  });
});
