/**
 * The currency a bulk workbook is in, where it tells: a currency column (the Portfolios tab's
 * 'Budget Currency Code', the retail tabs' 'Currency Code', a report's 'Currency'), else the
 * language of its headers when only one currency speaks it. Null when the file does not tell.
 */
import { headerKey } from '../bulk/normalize.js';
import { cellText } from '../bulk/cells.js';
import type { CellValue, SheetVisitor } from '../xlsx/types.js';
import { currencyCodeOf, type CurrencyCode } from './currencies.js';

const CURRENCY_HEADERS = new Set(['budget currency code', 'currency code', 'currency']);

/**
 * Header words of consoles in a language spoken in one Amazon currency area only. Spanish is
 * absent (Spain and Mexico), as is English.
 */
const HEADER_WORDS: ReadonlyArray<[CurrencyCode, readonly string[]]> = [
  ['EUR', ['kampagne', 'kampagnen-id', 'anzeigengruppe', 'campagna', 'id campagna', 'gruppo di annunci', 'campagne', 'id de campagne', 'groupe d\'annonces', 'advertentiegroep', 'campagne-id']],
  ['JPY', ['キャンペーン', 'キャンペーンid', '広告グループ']],
  ['SEK', ['kampanj', 'kampanj-id', 'annonsgrupp']],
  ['PLN', ['kampania', 'identyfikator kampanii', 'grupa reklam']],
  ['TRY', ['kampanya', 'kampanya kimliği', 'reklam grubu']],
  ['BRL', ['campanha', 'id da campanha', 'grupo de anúncios']],
];

function currencyOfHeaderLanguage(header: readonly CellValue[]): CurrencyCode | null {
  const keys = new Set(header.map((cell) => headerKey(cellText(cell))));
  for (const [currency, words] of HEADER_WORDS) if (words.some((word) => keys.has(word))) return currency;
  return null;
}

/** Collects what each tab says; `currency` is the first currency column's value, else the header language's. */
export class CurrencyDetector {
  private fromColumn: CurrencyCode | null = null;
  private fromLanguage: CurrencyCode | null = null;

  /** A visitor for any tab (chain it after the reader's own choice). */
  readonly visitor = (): SheetVisitor => {
    let column = -1;
    return {
      onHeader: (header) => {
        this.fromLanguage ??= currencyOfHeaderLanguage(header);
        column = header.findIndex((cell) => CURRENCY_HEADERS.has(headerKey(cellText(cell))));
        return column >= 0 ? [column] : [];
      },
      onRow: (cells) => {
        if (column < 0 || this.fromColumn !== null) return;
        this.fromColumn = currencyCodeOf(cellText(cells[column]));
      },
    };
  };

  /**
   * `visitor` (another reader's, e.g. the audit's campaign tab) unchanged, with its header's
   * language noted on the way: the detection costs nothing more than the pass already made.
   */
  watching(visitor: SheetVisitor): SheetVisitor {
    return {
      onHeader: (header) => {
        this.fromLanguage ??= currencyOfHeaderLanguage(header);
        return visitor.onHeader(header);
      },
      onRow: (cells, rowNumber, row) => visitor.onRow(cells, rowNumber, row),
      readsOnDemand: visitor.readsOnDemand,
    };
  }

  get currency(): CurrencyCode | null {
    return this.fromColumn ?? this.fromLanguage;
  }
}
