import { describe, expect, test } from 'vitest';
import { DraftStore } from '../../src/model/draft.js';

describe('DraftStore', () => {
  test('campaigns and ad groups are created on first sight and found again by ID', () => {
    const store = new DraftStore('SD');
    const c = store.campaign('7');
    expect(c).toMatchObject({ id: '7', typeCode: 'SD', hasRow: false, targeting: 'manual', metrics: null, childRows: 0 });
    expect(store.campaign('7')).toBe(c);
    const g = store.adGroup(c, '8');
    expect(g).toMatchObject({ id: '8', hasRow: false, defaultBid: null, metrics: null, products: [] });
    expect(store.adGroup(c, '8')).toBe(g);
    expect([...c.adGroups.keys()]).toEqual(['8']);
  });

  test('hasCampaignRows is true once a campaign has a row of its own', () => {
    const store = new DraftStore('SB');
    store.campaign('1');
    expect(store.hasCampaignRows()).toBe(false);
    store.campaign('2').hasRow = true;
    expect(store.hasCampaignRows()).toBe(true);
  });
});
