import { useCallback } from 'react';
import { useMoney, type MoneyFormatter } from '../../audit-session';
import { drawableText } from './drawable-text';

/** Amounts in the report's currency as the PDF's font can draw them (see drawableText). */
export function usePdfMoney(): MoneyFormatter {
  const money = useMoney();
  return useCallback((value) => drawableText(money(value)), [money]);
}
