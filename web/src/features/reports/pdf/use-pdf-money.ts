import { useCallback } from 'react';
import { useMoney, type MoneyFormatter } from '../../audit-session';

/**
 * Amounts in the report's currency as the PDF's Helvetica can draw them: the yen's full-width
 * sign ('￥', as Japanese writes it) becomes '¥', which the font has.
 */
export function usePdfMoney(): MoneyFormatter {
  const money = useMoney();
  return useCallback((value) => money(value).replace(/\uFFE5/g, '\u00A5'), [money]);
}
