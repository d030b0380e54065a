// The currency amounts are shown in: the account's, provided once by the page (the auditor, a
// share link's report) and read by every figure, chart, copy and export below it. Without a
// provider, US dollars.
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { DEFAULT_CURRENCY, currencySymbol, formatMoneyIn, type CurrencyCode } from '@ads-auditor/audit';

const CurrencyContext = createContext<CurrencyCode>(DEFAULT_CURRENCY);

export function CurrencyProvider({ currency, children }: { currency: CurrencyCode; children: ReactNode }) {
  return <CurrencyContext.Provider value={currency}>{children}</CurrencyContext.Provider>;
}

/** The ISO code of the currency on screen. */
export function useCurrency(): CurrencyCode {
  return useContext(CurrencyContext);
}

/** Formats an amount in the currency on screen: '$1,234.56', '1.234,56 €', '￥1,235'. */
export type MoneyFormatter = (value: number | null | undefined) => string;

/** A formatter bound to the currency on screen (stable while the currency is). */
export function useMoney(): MoneyFormatter {
  const currency = useCurrency();
  return useCallback((value: number | null | undefined) => formatMoneyIn(value, currency), [currency]);
}

/** The symbol of the currency on screen ('$', '€', '￥'). */
export function useCurrencySymbol(): string {
  return currencySymbol(useCurrency());
}
