/**
 * The currencies of the Amazon Ads marketplaces, each with the marketplaces that use it and the
 * locale its amounts are written in there (symbol, separators, decimals). The euro is written
 * as in Germany, its largest Amazon marketplace.
 */

export interface CurrencyInfo {
  /** ISO 4217 code. */
  code: CurrencyCode;
  name: string;
  /** Amazon marketplaces (country codes) that bill in it. */
  marketplaces: readonly string[];
  /** The BCP 47 locale its amounts are formatted in. */
  locale: string;
  /** Decimals of its amounts: 0 for the yen. */
  decimals: number;
}

export const CURRENCY_CODES = [
  'USD', 'CAD', 'MXN', 'BRL', 'GBP', 'EUR', 'SEK', 'PLN', 'TRY', 'AED', 'SAR', 'EGP', 'INR', 'JPY', 'AUD', 'SGD', 'ZAR',
] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export const CURRENCIES: Readonly<Record<CurrencyCode, CurrencyInfo>> = {
  USD: { code: 'USD', name: 'US dollar', marketplaces: ['US'], locale: 'en-US', decimals: 2 },
  CAD: { code: 'CAD', name: 'Canadian dollar', marketplaces: ['CA'], locale: 'en-CA', decimals: 2 },
  MXN: { code: 'MXN', name: 'Mexican peso', marketplaces: ['MX'], locale: 'es-MX', decimals: 2 },
  BRL: { code: 'BRL', name: 'Brazilian real', marketplaces: ['BR'], locale: 'pt-BR', decimals: 2 },
  GBP: { code: 'GBP', name: 'Pound sterling', marketplaces: ['UK'], locale: 'en-GB', decimals: 2 },
  EUR: { code: 'EUR', name: 'Euro', marketplaces: ['DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'IE'], locale: 'de-DE', decimals: 2 },
  SEK: { code: 'SEK', name: 'Swedish krona', marketplaces: ['SE'], locale: 'sv-SE', decimals: 2 },
  PLN: { code: 'PLN', name: 'Polish złoty', marketplaces: ['PL'], locale: 'pl-PL', decimals: 2 },
  TRY: { code: 'TRY', name: 'Turkish lira', marketplaces: ['TR'], locale: 'tr-TR', decimals: 2 },
  AED: { code: 'AED', name: 'UAE dirham', marketplaces: ['AE'], locale: 'en-AE', decimals: 2 },
  SAR: { code: 'SAR', name: 'Saudi riyal', marketplaces: ['SA'], locale: 'en-SA', decimals: 2 },
  EGP: { code: 'EGP', name: 'Egyptian pound', marketplaces: ['EG'], locale: 'en-EG', decimals: 2 },
  INR: { code: 'INR', name: 'Indian rupee', marketplaces: ['IN'], locale: 'en-IN', decimals: 2 },
  JPY: { code: 'JPY', name: 'Japanese yen', marketplaces: ['JP'], locale: 'ja-JP', decimals: 0 },
  AUD: { code: 'AUD', name: 'Australian dollar', marketplaces: ['AU'], locale: 'en-AU', decimals: 2 },
  SGD: { code: 'SGD', name: 'Singapore dollar', marketplaces: ['SG'], locale: 'en-SG', decimals: 2 },
  ZAR: { code: 'ZAR', name: 'South African rand', marketplaces: ['ZA'], locale: 'en-ZA', decimals: 2 },
};

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

/** 'eur', ' EUR ' -> 'EUR'; null when it is none of the marketplaces' currencies. */
export function currencyCodeOf(text: string): CurrencyCode | null {
  const code = text.trim().toUpperCase();
  return isCurrencyCode(code) ? code : null;
}
