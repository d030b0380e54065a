/** The readable comparison the CLI prints: every table of the Compare tab, in the same order and format. */
import { comparisonTables } from '../compare/comparison-tables.js';
import type { AuditComparison } from '../compare/types.js';
import { textTable } from './text-table.js';

/** What `compare` prints, as text or (--json) as it is. */
export interface CliComparison extends AuditComparison {
  older_file: string;
  newer_file: string;
}

const NOTHING = '  None.';

/** Figures align right, names left: a column is text when any of its cells is not a figure. */
const FIGURE = /^(?:[+-]?\$?[\d,.]+(?:%| pp)?|n\/a)$/;

function textColumns(rows: readonly string[][]): number[] {
  const columns = rows[0]?.length ?? 0;
  return Array.from({ length: columns }, (_, c) => c).filter((c) => rows.some((row) => !FIGURE.test(row[c] ?? '')));
}

export function renderCompareText(result: CliComparison): string {
  const sections = comparisonTables(result).map((table) => {
    const body = table.rows.length > 0 ? textTable(table.headers, table.rows, { leftColumns: textColumns(table.rows) }) : NOTHING;
    return `${table.title}\n${body}`;
  });
  if (result.search_terms === null) sections.push('Search terms\n  Not compared: a file has no search term tab.');
  return `${[`Ads Auditor compare: ${result.older_file} -> ${result.newer_file}`, ...sections].join('\n\n')}\n`;
}
