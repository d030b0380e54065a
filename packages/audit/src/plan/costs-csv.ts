/**
 * The break-even costs as a CSV (`asin,price,cogs,fees`). A bad line does not spoil the rest:
 * each is named in a message and left out (unknown ASIN, missing, non-numeric or negative
 * values, a price of zero, costs above the price).
 */
import { cellText } from '../bulk/cells.js';
import { headerKey } from '../bulk/normalize.js';
import { readCsv } from '../csv/read-csv.js';
import type { CellValue } from '../xlsx/types.js';
import type { AsinCost } from './types.js';

export interface CostsCsvResult {
  costs: AsinCost[];
  /** One message per line left out, or one about the whole file. */
  problems: string[];
}

const FIELDS = ['asin', 'price', 'cogs', 'fees'] as const;
const MONEY_TEXT = /^\$?\s*-?\d+(\.\d+)?$/;

function moneyValue(text: string): number | null {
  const plain = text.replace(/,/g, '').trim();
  if (!MONEY_TEXT.test(plain)) return null;
  return Number(plain.replace('$', ''));
}

function lineProblem(line: number, asin: string, cells: Record<string, string>, known: ReadonlySet<string> | null): string | AsinCost {
  const label = `Costs line ${line}${asin ? ` (${asin})` : ''}`;
  if (asin === '') return `${label}: the ASIN is missing.`;
  if (known && !known.has(asin)) return `${label}: unknown ASIN, no product ad of the workbook advertises it.`;
  const values: Record<string, number> = {};
  for (const field of ['price', 'cogs', 'fees'] as const) {
    const text = cells[field] ?? '';
    if (text === '') return `${label}: the ${field} is missing.`;
    const value = moneyValue(text);
    if (value === null) return `${label}: the ${field} '${text}' is not a number.`;
    if (value < 0) return `${label}: the ${field} is negative.`;
    values[field] = value;
  }
  if (values.price === 0) return `${label}: the price must be more than 0.`;
  return { asin, price: values.price!, cogs: values.cogs!, fees: values.fees! };
}

/** `knownAsins`: the ASINs the workbook advertises (null: do not check). */
export function parseCostsCsv(text: string, knownAsins: ReadonlySet<string> | null): CostsCsvResult {
  const costs: AsinCost[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  let columns: Record<string, number> | null = null;
  readCsv(text, {
    onHeader(header: CellValue[]) {
      const keys = header.map((cell) => headerKey(cell));
      const found = Object.fromEntries(FIELDS.map((f) => [f, keys.indexOf(f)]));
      const missing = FIELDS.filter((f) => found[f]! < 0);
      if (missing.length > 0) problems.push(`The costs file needs the columns asin, price, cogs and fees; it lacks ${missing.join(', ')}.`);
      else columns = found;
      return undefined;
    },
    onRow(cells: CellValue[], rowNumber: number) {
      if (!columns) return;
      const at = (field: string) => cellText(cells[columns![field]!] ?? null);
      const asin = at('asin').toUpperCase();
      const result = lineProblem(rowNumber, asin, { price: at('price'), cogs: at('cogs'), fees: at('fees') }, knownAsins);
      if (typeof result === 'string') problems.push(result);
      else if (seen.has(asin)) problems.push(`Costs line ${rowNumber} (${asin}): the ASIN is listed twice; the first line is used.`);
      else {
        seen.add(asin);
        costs.push(result);
      }
    },
  });
  if (columns && costs.length === 0 && problems.length === 0) problems.push('The costs file has no lines.');
  return { costs, problems };
}
