// The n-gram and ASIN search term lists (search terms of the SP and SB search term tabs).
import type { AsinTermRow, NgramRow } from '@ads-auditor/audit';
import { countColumn, metricColumns, textColumn, type InsightColumn } from './insight-column';

const GRAM_METRICS = ['impressions', 'clicks', 'spend', 'sales', 'orders', 'acos', 'conversion_rate'] as const;

export const NGRAM_COLUMNS: readonly InsightColumn<NgramRow>[] = [
  textColumn('gram', 'N-gram', (r) => r.gram, true),
  countColumn('distinct_terms', 'Search Terms', (r) => r.distinct_terms),
  ...metricColumns<NgramRow>((r) => r.metrics, GRAM_METRICS),
  textColumn('examples', 'Example Terms', (r) => r.example_terms.join(', '), true),
];

export const ASIN_TERM_COLUMNS: readonly InsightColumn<AsinTermRow>[] = [
  textColumn('asin', 'ASIN', (r) => r.asin),
  countColumn('rows', 'Search Term Rows', (r) => r.rows),
  ...metricColumns<AsinTermRow>((r) => r.metrics, GRAM_METRICS),
];

export const ngramId = (row: NgramRow) => `${row.n}:${row.gram}`;
export const asinTermId = (row: AsinTermRow) => row.asin;
