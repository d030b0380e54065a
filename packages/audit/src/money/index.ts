// Money in the account's currency: the marketplaces' currencies, formatting, and reading it from a file.
export { CURRENCIES, CURRENCY_CODES, DEFAULT_CURRENCY, isCurrencyCode, currencyCodeOf, type CurrencyCode, type CurrencyInfo } from './currencies.js';
export { formatMoneyIn, roundToCurrency, currencySymbol } from './format-money.js';
export { CurrencyDetector } from './detect-currency.js';
export { excelMoneyFormat, moneyHeader } from './export-formats.js';
