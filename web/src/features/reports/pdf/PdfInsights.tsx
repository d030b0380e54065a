import { Text, View } from '@react-pdf/renderer';
import { formatCount, formatPercent, type InsightsResult, type WastedSpendLevel } from '@ads-auditor/audit';
import { usePdfMoney } from './use-pdf-money';
import { styles } from './pdf-styles';
import { PdfTable } from './PdfTable';

/** How many negative and harvest suggestions the PDF lists. */
export const PDF_SUGGESTIONS_SHOWN = 10;

const allTotal = (level: WastedSpendLevel) => level.totals.find((t) => t.key === 'all');

function WastedLine({ label, level }: { label: string; level: WastedSpendLevel }) {
  const total = allTotal(level);
  const formatMoney = usePdfMoney();
  if (!total) return null;
  return (
    <Text style={{ marginBottom: 2 }}>
      <Text style={styles.bold}>{label}: </Text>
      {formatMoney(total.wasted)} of {formatMoney(total.spend)} ({formatPercent(total.share_of_spend)}), {formatCount(total.count)} {total.count === 1 ? 'row' : 'rows'}
    </Text>
  );
}

/** Wasted spend totals and the top negative and harvest suggestions. */
export function PdfInsights({ insights }: { insights: InsightsResult }) {
  const negatives = insights.negative_suggestions.slice(0, PDF_SUGGESTIONS_SHOWN);
  const harvests = insights.harvest_suggestions.slice(0, PDF_SUGGESTIONS_SHOWN);
  const formatMoney = usePdfMoney();
  return (
    <View>
      <Text style={styles.h2}>Insights</Text>
      <Text style={[styles.muted, { marginBottom: 6 }]}>
        Target ACOS {formatPercent(insights.settings.target_acos)}, judged from {formatCount(insights.settings.min_clicks)} clicks.
      </Text>
      <Text style={styles.h3}>Wasted spend</Text>
      <WastedLine label="Keywords and targets" level={insights.wasted_spend.targets} />
      <WastedLine label="Search terms" level={insights.wasted_spend.search_terms} />
      <Text style={styles.h3}>Top negative suggestions</Text>
      <PdfTable
        headers={['Negative', 'Match type', 'Campaign', 'Spend', 'Clicks']}
        rows={negatives.map((n) => [n.keyword_text, n.match_type, n.campaign_name, formatMoney(n.metrics.spend), formatCount(n.metrics.clicks)])}
        emptyText="No negative suggestions."
      />
      <Text style={styles.h3}>Top harvest suggestions</Text>
      <PdfTable
        headers={['Search term', 'Orders', 'Sales', 'Suggested bid', 'Add to']}
        rows={harvests.map((h) => [h.search_term, formatCount(h.metrics.orders), formatMoney(h.metrics.sales), formatMoney(h.suggested_bid), h.destination ? `${h.destination.campaign_name} / ${h.destination.ad_group_name ?? ''}` : 'Add by hand'])}
        emptyText="No harvest suggestions."
      />
    </View>
  );
}
