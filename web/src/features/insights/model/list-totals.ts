// How many rows a list has before the engine's cap. Long lists are answered in part (the rows that
// matter most) with a total_* count beside them. Read defensively: a list answered whole (or by an
// older server) may come without its count.
import type { InsightsResult, WastedSpendLevel } from '@ads-auditor/audit';

type CappedList = 'negative_suggestions' | 'harvest_suggestions' | 'term_conflicts';

/** `record[key]` when it counts more than `rows`, else `rows`. */
function countOr(record: object, key: string, rows: number): number {
  const total: unknown = (record as Record<string, unknown>)[key];
  return typeof total === 'number' && total > rows ? total : rows;
}

/** The list's total_<list> count (total_negative_suggestions, ...), else its rows. */
export const listTotal = (insights: InsightsResult, list: CappedList) => countOr(insights, `total_${list}`, insights[list].length);

/** A wasted-spend level's total_rows, else its rows. */
export const levelTotal = (level: WastedSpendLevel) => countOr(level, 'total_rows', level.rows.length);
