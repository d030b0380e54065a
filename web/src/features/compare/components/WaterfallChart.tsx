import { BarChart } from '@mui/x-charts/BarChart';
import { ChartFigure } from '../../../components/charts/ChartFigure';
import { useMoney } from '../../audit-session';
import type { WaterfallBar } from '../model/root-cause-view';
import { LATER_COLOR } from './PeriodsChart';

export const INCREASE_COLOR = '#15803D';
export const DECREASE_COLOR = '#B91C1C';

const ROW_HEIGHT = 40;
const FRAME_HEIGHT = 90;
/** Campaign names longer than this are cut on the axis (the table beside the chart has them whole). */
const LABEL_CHARS = 22;

const shortLabel = (label: string) => (label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label);

/**
 * A waterfall, top to bottom: the earlier total, each campaign's rise or fall from where the one
 * above left off, the later total. Stacked bars whose first series (the base) is invisible.
 */
export function WaterfallChart({ caption, bars }: { caption: string; bars: readonly WaterfallBar[] }) {
  const formatMoney = useMoney();
  // Zero parts of a bar are left out of the tooltip.
  const money = (value: number | null) => (value ? formatMoney(value) : null);
  return (
    <ChartFigure caption={caption}>
      <BarChart
        layout="horizontal"
        height={FRAME_HEIGHT + bars.length * ROW_HEIGHT}
        dataset={bars.map((b) => ({ ...b, label: shortLabel(b.label) }))}
        yAxis={[{ scaleType: 'band', dataKey: 'label', width: 'auto' }]}
        xAxis={[{ valueFormatter: (value: number) => formatMoney(value), tickNumber: 3 }]}
        series={[
          { dataKey: 'base', stack: 'waterfall', color: 'transparent', valueFormatter: () => null },
          { dataKey: 'total', stack: 'waterfall', label: 'Total', color: LATER_COLOR, valueFormatter: money },
          { dataKey: 'increase', stack: 'waterfall', label: 'Increase', color: INCREASE_COLOR, valueFormatter: money },
          { dataKey: 'decrease', stack: 'waterfall', label: 'Decrease', color: DECREASE_COLOR, valueFormatter: money },
        ]}
        grid={{ vertical: true }}
        margin={{ right: 32 }}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
      />
    </ChartFigure>
  );
}
