/** The readable comparison the CLI prints: every table of the Compare tab, in the same order and format. */
import { comparisonTables } from '../compare/comparison-tables.js';
import type { AuditComparison } from '../compare/types.js';
import { inCurrency } from '../format/format.js';
import { CURRENCY_CODES, type CurrencyCode } from '../money/currencies.js';
import { currencySymbol } from '../money/format-money.js';
import { textTable } from './text-table.js';

/** What `compare` prints, as text or (--json) as it is. */
export interface CliComparison extends AuditComparison {
  older_file: string;
  newer_file: string;
  /** The account's currency: --currency, else the files' (the newer first), else USD. */
  currency: CurrencyCode;
}

const NOTHING = '  None.';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Any marketplace currency's sign, as its amounts are written ('$', 'R$', '€', 'kr', 'AED'). */
const SIGN = `(?:${[...new Set(CURRENCY_CODES.map(currencySymbol))].map(escaped).join('|')})`;

/**
 * Figures align right, names left: a column is text when any of its cells is not a figure. A
 * figure may carry a currency's sign before or after it and its locale's separators ('+1.234,56 €').
 */
const FIGURE = new RegExp(`^(?:[+\\-\u2212]?(?:${SIGN}\\s?)?\\d[\\d,.\\s]*(?:%|\\spp|\\s?${SIGN})?|n/a)$`, 'u');

function textColumns(rows: readonly string[][]): number[] {
  const columns = rows[0]?.length ?? 0;
  return Array.from({ length: columns }, (_, c) => c).filter((c) => rows.some((row) => !FIGURE.test(row[c] ?? '')));
}

export function renderCompareText(result: CliComparison): string {
  const sections = inCurrency(result.currency, () => comparisonTables(result)).map((table) => {
    const body = table.rows.length > 0 ? textTable(table.headers, table.rows, { leftColumns: textColumns(table.rows) }) : NOTHING;
    return `${table.title}\n${body}`;
  });
  if (result.search_terms === null) sections.push('Search terms\n  Not compared: a file has no search term tab.');
  return `${[`Ads Auditor compare: ${result.older_file} -> ${result.newer_file}`, ...sections].join('\n\n')}\n`;
}
