/** A health figure as the screen, the CLI and the report show it, with the app's money and percent formats. */
import { formatCount, formatMoney, formatPercent, formatRoas } from '../format/format.js';
import type { HealthFigure } from './types.js';

export function formatHealthFigure(figure: HealthFigure): string {
  switch (figure.kind) {
    case 'money':
      return formatMoney(figure.value);
    case 'percent':
      return formatPercent(figure.value);
    case 'count':
      return formatCount(figure.value);
    case 'ratio':
      return formatRoas(figure.value);
  }
}
