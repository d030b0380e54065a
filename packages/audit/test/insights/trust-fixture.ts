/**
 * An account built to trigger each rule that keeps the insights trustworthy: close-variant
 * conflicts, paused campaigns and ad groups, phrase negatives qualified over the account, harvest
 * destinations, negatives that already cover a wasted row, term conflicts with and without a
 * supported lead, and terms with punctuation. Computed at waste factor 0.1 so that every term of
 * 10 clicks or more without orders wastes (the threshold is a tenth of the cost per order).
 */
import type { BulkFixture, FixtureCounts } from '../../src/fixtures/index.js';

const m = (clicks: number, spend: number, sales = 0, orders = 0): FixtureCounts => ({ impressions: clicks * 20, clicks, spend, sales, orders });

export const TRUST_SETTINGS = { waste_factor: 0.1 } as const;

export const TRUST_ACCOUNT: BulkFixture = {
  campaigns: [
    {
      id: '1000', name: 'SP Snoring',
      adGroups: [
        {
          id: '1100', name: 'AG Main',
          keywords: [
            { id: '1101', text: 'anti snoring devices', matchType: 'Exact', bid: 1, metrics: m(20, 30, 103.45, 3) },
            { id: '1102', text: 'snoring', matchType: 'Broad', bid: 1, metrics: m(40, 60) },
          ],
          searchTerms: [
            // Converts: 3 orders at 29 % ACOS. A phrase negative 'snoring device' blocks it as a close variant.
            { term: 'anti snoring devices', keyword: 'anti snoring devices', metrics: m(20, 30, 103.45, 3) },
            // With 'snoring device for men' (SP Other): the gram 'snoring device' wastes over the account.
            { term: 'snoring device cheap', keyword: 'snoring', metrics: m(12, 20) },
            // Already stopped by the ad group's Negative Exact 'mouth guards' (a close variant).
            { term: 'mouth guard', keyword: 'snoring', metrics: m(14, 18) },
            // Punctuation and symbols: grams 'anti snoring' (with the next term) and no '-' or '&' gram.
            { term: 'anti-snoring mouthpiece - large & small \uFFFC', keyword: 'snoring', metrics: m(3, 6) },
            { term: 'anti snoring strips', keyword: 'snoring', metrics: m(1, 6) },
          ],
          negativeKeywords: [{ text: 'mouth guards', matchType: 'Negative Exact' }],
        },
        {
          // Paused ad group of a serving campaign: its exact negatives are kept apart, not the campaign's phrase one.
          id: '1200', name: 'AG Paused', state: 'paused',
          keywords: [{ id: '1201', text: 'snore stopper', matchType: 'Broad', bid: 1, metrics: m(11, 15) }],
          searchTerms: [{ term: 'snore stopper chin strap', keyword: 'snore stopper', metrics: m(11, 15) }],
        },
      ],
    },
    {
      id: '2000', name: 'SP Other',
      adGroups: [
        {
          id: '2100', name: 'AG Other',
          keywords: [{ id: '2101', text: 'device', matchType: 'Broad', bid: 1, metrics: m(32, 44, 300, 6) }],
          searchTerms: [
            { term: 'snoring device for men', keyword: 'device', metrics: m(12, 20) },
            // Keeps the single word 'device' converting, so that the phrase is 'snoring device'.
            { term: 'device holder', keyword: 'device', metrics: m(20, 24, 300, 6) },
          ],
        },
      ],
    },
    {
      id: '3000', name: 'SP Paused Campaign', state: 'paused',
      adGroups: [
        {
          id: '3100', name: 'AG In Paused',
          keywords: [{ id: '3101', text: 'chin strap', matchType: 'Broad', bid: 1, metrics: m(40, 30, 400, 8) }],
          searchTerms: [
            { term: 'chin strap bulk', keyword: 'chin strap', metrics: m(15, 12) },
            // Harvest whose only manual ad group is in a paused campaign.
            { term: 'chin strap for snoring', keyword: 'chin strap', metrics: m(25, 18, 400, 8) },
          ],
        },
      ],
    },
    {
      id: '4000', name: 'SP Mouth Tape',
      adGroups: [
        {
          id: '4100', name: 'Ad Group PHRASE Match',
          keywords: [{ id: '4101', text: 'mouth tape', matchType: 'Phrase', bid: 1, metrics: m(30, 15, 300, 6) }],
          // Converts best here, but an Exact keyword does not belong in a Phrase ad group.
          searchTerms: [
            { term: 'mouth tape for sleeping', keyword: 'mouth tape', metrics: m(30, 15, 300, 6) },
            // 2 orders on 3 clicks: under the minimum of 10 clicks, never harvested.
            { term: 'mouth tape kids', keyword: 'mouth tape', metrics: m(3, 2, 60, 2) },
          ],
        },
        {
          id: '4200', name: 'Ad Group EXACT Match',
          keywords: [{ id: '4201', text: 'sleep tape', matchType: 'Exact', bid: 1, metrics: m(20, 20, 150, 3) }],
          searchTerms: [{ term: 'mouth tape for sleeping', keyword: 'sleep tape', metrics: m(20, 20, 150, 3) }],
        },
      ],
    },
    {
      id: '6000', name: 'SP Competitors',
      adGroups: [
        {
          id: '6100', name: 'AG Competitor ASINs',
          targets: [
            // Wastes, but the ad group already has it as a negative product target.
            { id: '6101', expression: 'asin="B0COMPET01"', bid: 1, metrics: m(30, 25) },
            { id: '6102', expression: 'asin="B0COMPET02"', bid: 1, metrics: m(30, 24) },
          ],
          negativeTargets: [{ expression: 'asin="B0COMPET01"' }],
        },
      ],
    },
    {
      id: '5000', name: 'SP Nasal',
      adGroups: [
        {
          id: '5100', name: 'Nasal A',
          keywords: [{ id: '5101', text: 'nasal', matchType: 'Broad', bid: 1, metrics: m(150, 200, 1250, 35) }],
          searchTerms: [
            { term: 'nasal dilators', keyword: 'nasal', metrics: m(50, 100, 250, 5) },
            // 30 orders on 100 clicks at 10 % ACOS: a lead that holds against Nasal B.
            { term: 'nasal strips', keyword: 'nasal', metrics: m(100, 100, 1000, 30) },
          ],
        },
        {
          id: '5200', name: 'Nasal B',
          keywords: [{ id: '5201', text: 'dilators', matchType: 'Broad', bid: 1, metrics: m(61, 60.83, 58, 2) }],
          searchTerms: [
            // The lowest ACOS of 'nasal dilators', on 1 click, 1 order and $0.83: no lead to act on.
            { term: 'nasal dilators', keyword: 'dilators', metrics: m(1, 0.83, 25, 1) },
            { term: 'nasal strips', keyword: 'dilators', metrics: m(60, 60, 33, 1) },
          ],
        },
        {
          id: '5300', name: 'Nasal C',
          keywords: [{ id: '5301', text: 'nose', matchType: 'Broad', bid: 1, metrics: m(20, 45.16) }],
          // Spends without converting: part of the term's spend all the same.
          searchTerms: [{ term: 'nasal dilators', keyword: 'nose', metrics: m(20, 45.16) }],
        },
      ],
    },
  ],
};
