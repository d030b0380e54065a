/** readCurrency: the currency a bulk file names (its Portfolios tab), or null when it does not tell. */
import { sheetKey } from '../bulk/normalize.js';
import { CurrencyDetector } from '../money/detect-currency.js';
import type { CurrencyCode } from '../money/currencies.js';
import { readWorkbook } from '../xlsx/read-workbook.js';

/** Only the small Portfolios tab is read: a campaign tab holds no currency column. */
export async function readCurrency(bytes: Uint8Array): Promise<CurrencyCode | null> {
  const detector = new CurrencyDetector();
  await readWorkbook(bytes, { selectSheet: (name) => (sheetKey(name) === 'portfolios' ? detector.visitor() : null) });
  return detector.currency;
}
