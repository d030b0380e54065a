export { CurrencyProvider, useCurrency, useCurrencySymbol, useMoney, type MoneyFormatter } from './money-context';
