import { Rect, Svg, Text, View } from '@react-pdf/renderer';
import { usePdfMoney } from './use-pdf-money';
import type { SpendSalesPoint } from '../../../components/summary-card/chart-data';
import { COLORS, styles } from './pdf-styles';

const BAR_WIDTH = 240;
const BAR_HEIGHT = 6;

function Bar({ value, max, color }: { value: number; max: number; color: string }) {
  const width = max > 0 ? Math.max(0.5, (value / max) * BAR_WIDTH) : 0.5;
  const formatMoney = usePdfMoney();
  return (
    <View style={{ flexDirection: 'row', alignItems: 'center', gap: 4 }}>
      <Svg width={BAR_WIDTH} height={BAR_HEIGHT}>
        <Rect x={0} y={0} width={width} height={BAR_HEIGHT} fill={color} />
      </Svg>
      <Text style={{ fontSize: 7 }}>{formatMoney(value)}</Text>
    </View>
  );
}

/** Spend and sales side by side for each point: a bar chart drawn with SVG rectangles. */
export function PdfBarChart({ title, points }: { title: string; points: readonly SpendSalesPoint[] }) {
  const max = Math.max(0, ...points.flatMap((p) => [p.spend, p.sales]));
  return (
    <View style={{ marginVertical: 6 }} wrap={false}>
      <View style={{ flexDirection: 'row', justifyContent: 'space-between', marginBottom: 3 }}>
        <Text style={[styles.muted, { fontSize: 8 }]}>{title}</Text>
        <View style={{ flexDirection: 'row', gap: 8 }}>
          {[['Spend', COLORS.spend], ['Sales', COLORS.sales]].map(([label, color]) => (
            <View key={label} style={{ flexDirection: 'row', alignItems: 'center', gap: 3 }}>
              <Svg width={7} height={7}><Rect x={0} y={0} width={7} height={7} fill={color} /></Svg>
              <Text style={{ fontSize: 7 }}>{label}</Text>
            </View>
          ))}
        </View>
      </View>
      {points.map((point) => (
        <View key={point.label} style={{ flexDirection: 'row', alignItems: 'center', marginBottom: 3 }}>
          <Text style={{ width: 130, fontSize: 7.5, paddingRight: 6 }}>{point.label}</Text>
          <View style={{ gap: 1.5 }}>
            <Bar value={point.spend} max={max} color={COLORS.spend} />
            <Bar value={point.sales} max={max} color={COLORS.sales} />
          </View>
        </View>
      ))}
    </View>
  );
}
