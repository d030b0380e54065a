import { Text, View } from '@react-pdf/renderer';
import { formatCount, formatPercent, formatRoas } from '@ads-auditor/audit';
import { usePdfMoney } from './use-pdf-money';
import { periodLine, type ReportModel } from '../report-model';
import { COLORS, styles } from './pdf-styles';
import { PdfFigures } from './PdfFigures';

/** The grade's reasons a client reads on the cover; the Account health page lists them all. */
export const COVER_REASONS = 3;

const STATUS_WORD = { warn: 'warns', fail: 'fails' } as const;
const GRADE_COLOR = { A: COLORS.pass, B: COLORS.pass, C: COLORS.warn, D: COLORS.fail, F: COLORS.fail } as const;

/** What a client reads first: whose account, which period, the headline figures and the grade with its top reasons. */
export function PdfCover({ report, generatedAt }: { report: ReportModel; generatedAt: Date }) {
  const { account } = report.summary;
  const { grade, checks } = report.health;
  const noSales = account.spend > 0 && account.sales === 0;
  const formatMoney = usePdfMoney();
  const figures: [string, string][] = [
    ['Spend', formatMoney(account.spend)],
    ['Sales', formatMoney(account.sales)],
    // The formula's 0% would read as the best campaign there is.
    ['ACOS', noSales ? '— (no sales)' : formatPercent(account.acos)],
    ['ROAS', formatRoas(account.roas)],
    ['Orders', formatCount(account.orders)],
  ];
  const reasons = grade.contributions.slice(0, COVER_REASONS);
  const summaryOf = (checkId: string) => checks.find((check) => check.id === checkId)?.summary ?? '';
  return (
    <View style={{ marginTop: 90 }}>
      <Text style={[styles.muted, { fontSize: 11, lineHeight: 1.4, marginBottom: 6 }]}>Ads audit report</Text>
      <Text style={styles.h1}>{report.accountName}</Text>
      <Text style={{ fontSize: 12, lineHeight: 1.4, marginBottom: 2 }}>{periodLine(report.dateRange)}</Text>
      <Text style={[styles.muted, { marginBottom: 28 }]}>
        {formatCount(report.campaignCount)} campaigns · generated {generatedAt.toLocaleDateString('en-US', { dateStyle: 'medium' })}
      </Text>
      <PdfFigures figures={figures} />
      <View style={[styles.card, { marginTop: 18, padding: 12 }]}>
        <View style={{ flexDirection: 'row', alignItems: 'center', gap: 10, marginBottom: 8 }}>
          <Text style={{ fontSize: 22, lineHeight: 1.4, fontWeight: 700, color: GRADE_COLOR[grade.letter] }}>{grade.letter}</Text>
          <View>
            <Text style={[styles.bold, { fontSize: 12, lineHeight: 1.4 }]}>Account health: grade {grade.letter}</Text>
            <Text style={styles.muted}>{grade.points} {grade.points === 1 ? 'point' : 'points'} from the checks that warn or fail</Text>
          </View>
        </View>
        {reasons.length === 0 ? (
          <Text>No check warns or fails.</Text>
        ) : (
          <>
            <Text style={[styles.bold, { marginBottom: 4 }]}>{reasons.length === 1 ? 'The reason' : `The top ${reasons.length} reasons`}</Text>
            {reasons.map((reason) => (
              <View key={reason.check_id} style={{ marginBottom: 5, paddingLeft: 8 }} wrap={false}>
                <Text>
                  <Text style={styles.bold}>{reason.title}</Text> {STATUS_WORD[reason.status]} ({reason.severity} severity, {reason.points} {reason.points === 1 ? 'point' : 'points'})
                </Text>
                <Text style={styles.muted}>{summaryOf(reason.check_id)}</Text>
              </View>
            ))}
            {grade.contributions.length > reasons.length && (
              <Text style={styles.muted}>and {grade.contributions.length - reasons.length} more on the Account health page.</Text>
            )}
          </>
        )}
      </View>
      <Text style={[styles.h3, { marginTop: 18 }]}>In this report</Text>
      {contentsOf(report).map((entry) => (
        <Text key={entry} style={{ marginBottom: 2, paddingLeft: 8 }}>• {entry}</Text>
      ))}
    </View>
  );
}

function contentsOf(report: ReportModel): string[] {
  return [
    'Summary: account totals, targeting types, placements, campaign types, bidding strategies, top campaigns',
    'Account health: the grade, data quality and every check with its evidence',
    'Top campaigns by spend, and the notes on campaigns and parent ASINs',
    ...(report.insights ? ['Insights: wasted spend, search-term n-grams, negative and harvest suggestions'] : []),
  ];
}
