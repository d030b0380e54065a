/** Properties of the CSV reader and the business report reader (CSV and .xlsx reports, formatted numbers). */
import { deepStrictEqual } from 'node:assert/strict';
import fc from 'fast-check';
import { parseFormattedNumber } from '../../src/business/formatted-number.js';
import { REPORT_SEEDS, reportCsvText } from './corpus.js';
import { fuzzProperty } from './fuzz-property.js';
import { applyMutation, mutationArbitrary } from './mutations.js';
import { deterministicOutcome } from './outcome.js';
import { decodeCsvText, readBusinessReport, readCsvReport, readCsvRows } from './readers.js';

const DELIMITERS = [',', ';', '\t'];

/** RFC 4180 quoting; every field with a delimiter of any kind is quoted, so the first line's delimiter count is unambiguous. */
function csvField(value: string): string {
  return /[",;\t\r\n]/.test(value) || value === '' ? `"${value.replace(/"/g, '""')}"` : value;
}

/** UTF-8 (with or without BOM) or UTF-16 LE/BE with BOM, as spreadsheet programs save CSV. */
function encodeCsv(text: string, encoding: number): Uint8Array {
  if (encoding <= 1) {
    const body = new TextEncoder().encode(text);
    return encoding === 0 ? body : Uint8Array.from([0xef, 0xbb, 0xbf, ...body]);
  }
  const units = new Uint8Array(2 + text.length * 2);
  units.set(encoding === 2 ? [0xff, 0xfe] : [0xfe, 0xff], 0);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const [low, high] = [code & 0xff, code >> 8];
    units.set(encoding === 2 ? [low, high] : [high, low], 2 + i * 2);
  }
  return units;
}

/** A table of at least two columns (so the delimiter shows in the header line). */
const table = fc.integer({ min: 2, max: 5 }).chain((width) =>
  fc.array(fc.array(fc.string({ unit: 'binary', maxLength: 12 }), { minLength: width, maxLength: width }), { minLength: 1, maxLength: 8 }),
);

/** Text that is CSV-like: quotes, delimiters and line ends in any order. */
const csvLikeText = fc.oneof(
  fc.string({ unit: fc.constantFrom('"', ',', ';', '\t', '\r', '\n', 'a', 'B0CHILD001', 'ASIN', ' '), maxLength: 80 }),
  fc.tuple(fc.nat(), fc.string({ maxLength: 20 })).map(([at, insert]) => reportCsvText.slice(0, at % reportCsvText.length) + insert + reportCsvText.slice(at % reportCsvText.length)),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

const LOCALES = ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'en-IN', 'ja-JP', 'es-ES', 'it-IT', 'nl-NL'];
const CURRENCIES = ['USD', 'EUR', 'INR', 'GBP', 'JPY'];

export const textProperties = [
  fuzzProperty(
    'CSV reader: any table written as CSV (any delimiter, line end, encoding) reads back',
    120,
    fc.asyncProperty(table, fc.constantFrom(...DELIMITERS), fc.constantFrom('\r\n', '\n'), fc.nat({ max: 3 }), async (rows, delimiter, lineEnd, encoding) => {
      // A leading U+FEFF would be taken for a byte-order mark: a text cell never starts a file with one.
      const cells = rows.map((row, r) => row.map((value, c) => (r === 0 && c === 0 ? value.replace(/^\uFEFF+/, '') : value)));
      const text = cells.map((row) => row.map(csvField).join(delimiter)).join(lineEnd) + lineEnd;
      const read = readCsvRows(decodeCsvText(encodeCsv(text, encoding)));
      deepStrictEqual(read, cells.map((row) => row.map((value) => (value === '' ? null : value))));
    }),
  ),

  fuzzProperty(
    'CSV reader: any text gives a report or a readable error, the same twice',
    200,
    fc.asyncProperty(csvLikeText, async (text) => {
      await deterministicOutcome(() => readCsvReport(text));
    }),
  ),

  fuzzProperty(
    'business report reader: arbitrary and damaged files (.csv and .xlsx) give a report or a readable error, the same twice',
    80,
    fc.asyncProperty(
      fc.oneof(fc.uint8Array({ maxLength: 1024 }), fc.tuple(fc.constantFrom(...REPORT_SEEDS), fc.array(mutationArbitrary, { minLength: 1, maxLength: 3 })).map(([seed, ms]) => ms.reduce(applyMutation, seed.bytes))),
      async (bytes) => {
        await deterministicOutcome(() => readBusinessReport(bytes));
      },
    ),
  ),

  fuzzProperty(
    'business report numbers: amounts formatted in any locale and currency read as the amount',
    300,
    fc.asyncProperty(
      fc.integer({ min: -1e11, max: 1e11 }),
      fc.constantFrom(...LOCALES),
      fc.constantFrom('decimal' as const, 'currency' as const, 'percent' as const),
      fc.constantFrom(...CURRENCIES),
      async (cents, locale, style, currency) => {
        const amount = cents / 100;
        const format = new Intl.NumberFormat(locale, { style, currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
        const text = format.format(style === 'percent' ? amount / 100 : amount);
        const read = parseFormattedNumber(text);
        if (read === null || Math.abs(read - amount) > 1e-9 * Math.max(1, Math.abs(amount))) {
          throw new Error(`${JSON.stringify(text)} (${locale}) read as ${read}, meant ${amount}`);
        }
      },
    ),
  ),
];
