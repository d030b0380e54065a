import type { SheetRow } from '@ads-auditor/audit';

/**
 * 'Sponsored Products Search Term Report rows 12, 40' per tab: where to check a figure by hand.
 * `limit` keeps a cell short ('... and 12 more'); copies and CSV list every row.
 */
export function sourceRowsText(sources: readonly SheetRow[], limit = Infinity): string {
  const bySheet = new Map<string, number[]>();
  for (const { sheet, row } of sources) bySheet.set(sheet, [...(bySheet.get(sheet) ?? []), row]);
  return [...bySheet]
    .map(([sheet, rows]) => {
      const sorted = rows.sort((a, b) => a - b);
      const shown = sorted.slice(0, limit).join(', ');
      const more = sorted.length > limit ? ` and ${sorted.length - limit} more` : '';
      return `${sheet} ${sorted.length === 1 ? 'row' : 'rows'} ${shown}${more}`;
    })
    .join('; ');
}
