import { PieChart } from '@mui/x-charts/PieChart';
import { formatPercent, type SpendSlice } from '@ads-auditor/audit';
import { useMoney } from '../../lib/money';
import { ChartFigure } from '../charts/ChartFigure';

const HEIGHT = 320;
/** Blues from strong to pale: the top campaigns stand out, the long tail recedes. */
const SLICE_COLORS = ['#1E3A8A', '#1D4ED8', '#3B82F6', '#93C5FD', '#CBD5E1'];

/** The account's spend cut into the top campaign groups; the legend carries each share in words. */
export function SpendShareChart({ caption, slices }: { caption: string; slices: readonly SpendSlice[] }) {
  const money = useMoney();
  return (
    <ChartFigure caption={caption} drawWhenNear={HEIGHT}>
      <PieChart
        height={HEIGHT}
        series={[
          {
            data: slices.map((slice, i) => ({
              id: slice.label,
              value: slice.spend,
              label: `${slice.label}: ${formatPercent(slice.share_of_spend)}`,
              color: SLICE_COLORS[i % SLICE_COLORS.length],
            })),
            innerRadius: '45%',
            paddingAngle: 1,
            valueFormatter: (item) => money(item.value),
          },
        ]}
        slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
      />
    </ChartFigure>
  );
}
