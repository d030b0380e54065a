import { LineChart } from '@mui/x-charts/LineChart';
import { formatPercent } from '@ads-auditor/audit';
import { ChartFigure } from '../../../components/charts/ChartFigure';
import { useMoney } from '../../audit-session';
import type { ReportDay } from '../api/search-term-report-api';
import { dayText, shortDayText } from '../model/report-format';

const SPEND_COLOR = '#DC2626';
const SALES_COLOR = '#1D4ED8';
const ACOS_COLOR = '#CA8A04';

/** Spend and sales by day on the left axis, ACOS on the right (a day without sales has no ACOS point); straight lines, so no curve suggests a figure between days. */
export function DailyChart({ days }: { days: readonly ReportDay[] }) {
  const money = useMoney();
  const first = days[0]?.date;
  const last = days[days.length - 1]?.date;
  const caption = `Spend, sales and ACOS by day${first && last ? `, ${dayText(first)} to ${dayText(last)}` : ''}`;
  return (
    <ChartFigure caption={caption}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: days.map((d) => d.date), valueFormatter: (iso: string, context) => (context.location === 'tick' ? shortDayText(iso) : dayText(iso)) }]}
        yAxis={[
          { id: 'money', min: 0, valueFormatter: (value: number) => money(value), width: 'auto', tickNumber: 4 },
          { id: 'acos', position: 'right', min: 0, valueFormatter: (value: number) => `${Math.round(value)}%`, width: 'auto', tickNumber: 4 },
        ]}
        series={[
          { data: days.map((d) => d.spend), label: 'Spend', yAxisId: 'money', color: SPEND_COLOR, curve: 'linear', valueFormatter: (v) => money(v) },
          { data: days.map((d) => d.sales), label: 'Sales', yAxisId: 'money', color: SALES_COLOR, curve: 'linear', valueFormatter: (v) => money(v) },
          { data: days.map((d) => d.acos), label: 'ACOS', yAxisId: 'acos', color: ACOS_COLOR, curve: 'linear', connectNulls: false, valueFormatter: (v) => (v === null ? 'no sales' : formatPercent(v)) },
        ]}
        grid={{ horizontal: true }}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
      />
    </ChartFigure>
  );
}
