import { BarChart } from '@mui/x-charts/BarChart';
import { useMoney } from '../../lib/money';
import { ChartFigure } from '../charts/ChartFigure';
import type { SpendSalesPoint } from './chart-data';

export const SPEND_COLOR = '#1D4ED8';
export const SALES_COLOR = '#0D9488';

/** Room per category: two bars and the gap between categories. */
const ROW_HEIGHT = 56;
/** The value axis and the legend. */
const FRAME_HEIGHT = 90;

/** Spend and sales side by side per category, as horizontal bars so long names stay readable on a phone. */
export function SpendSalesChart({ caption, points }: { caption: string; points: readonly SpendSalesPoint[] }) {
  const money = useMoney();
  const height = FRAME_HEIGHT + points.length * ROW_HEIGHT;
  return (
    <ChartFigure caption={caption} drawWhenNear={height}>
      <BarChart
        layout="horizontal"
        height={height}
        dataset={points.map((p) => ({ label: p.label, spend: p.spend, sales: p.sales }))}
        yAxis={[{ scaleType: 'band', dataKey: 'label', width: 'auto' }]}
        xAxis={[{ valueFormatter: (value: number) => money(value), tickNumber: 3 }]}
        series={[
          { dataKey: 'spend', label: 'Spend', color: SPEND_COLOR, valueFormatter: money },
          { dataKey: 'sales', label: 'Sales', color: SALES_COLOR, valueFormatter: money },
        ]}
        grid={{ vertical: true }}
        margin={{ right: 32 }}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
      />
    </ChartFigure>
  );
}
