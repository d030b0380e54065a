/** A health figure as the screen, the CLI and the report show it, with the app's money and percent formats. */
import { formatCount, formatMoney, formatPercent, formatRoas } from '../format/format.js';
import type { HealthFigure } from './types.js';

/** `money` writes amounts in the account's currency (formatMoney, in dollars, by default). */
export function formatHealthFigure(figure: HealthFigure, money: (value: number) => string = formatMoney): string {
  switch (figure.kind) {
    case 'money':
      return money(figure.value);
    case 'percent':
      return formatPercent(figure.value);
    case 'count':
      return formatCount(figure.value);
    case 'ratio':
      return formatRoas(figure.value);
  }
}
