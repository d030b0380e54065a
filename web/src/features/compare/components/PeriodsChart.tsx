import { BarChart } from '@mui/x-charts/BarChart';
import { useMoney } from '../../audit-session';
import { ChartFigure } from '../../../components/charts/ChartFigure';

export const EARLIER_COLOR = '#94A3B8';
export const LATER_COLOR = '#1D4ED8';

const ROW_HEIGHT = 56;
const FRAME_HEIGHT = 90;

export interface PeriodsPoint {
  label: string;
  earlier: number;
  later: number;
}

/** One money figure per category in both periods, side by side (horizontal bars, so long names fit a phone). */
export function PeriodsChart({ caption, points }: { caption: string; points: readonly PeriodsPoint[] }) {
  const money = useMoney();
  return (
    <ChartFigure caption={caption}>
      <BarChart
        layout="horizontal"
        height={FRAME_HEIGHT + points.length * ROW_HEIGHT}
        dataset={points.map((p) => ({ ...p }))}
        yAxis={[{ scaleType: 'band', dataKey: 'label', width: 'auto' }]}
        xAxis={[{ valueFormatter: (value: number) => money(value), tickNumber: 3 }]}
        series={[
          { dataKey: 'earlier', label: 'Earlier', color: EARLIER_COLOR, valueFormatter: money },
          { dataKey: 'later', label: 'Later', color: LATER_COLOR, valueFormatter: money },
        ]}
        grid={{ vertical: true }}
        margin={{ right: 32 }}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
      />
    </ChartFigure>
  );
}
