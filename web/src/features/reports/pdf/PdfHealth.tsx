import { Text, View } from '@react-pdf/renderer';
import { checksInListOrder, factLine, formatHealthFigure, type AccountHealth, type HealthCheckResult, type HealthEvidence, type HealthFigure } from '@ads-auditor/audit';
import type { MoneyFormatter } from '../../audit-session';
import { COLORS, styles } from './pdf-styles';
import { usePdfMoney } from './use-pdf-money';

const STATUS: Record<HealthCheckResult['status'], { label: string; color: string }> = {
  pass: { label: 'PASS', color: COLORS.pass },
  warn: { label: 'WARN', color: COLORS.warn },
  fail: { label: 'FAIL', color: COLORS.fail },
  not_computed: { label: 'NOT COMPUTED', color: COLORS.info },
};

const figuresText = (figures: readonly HealthFigure[], money: MoneyFormatter) => figures.map((f) => `${f.label} ${formatHealthFigure(f, money)}`).join(' · ');

/** ' (paused)' after a subject that is one campaign, whose state is shown nowhere else. */
function stateOfSubject(evidence: HealthEvidence): string {
  const [only] = evidence.campaigns;
  return evidence.campaigns.length === 1 && only && only.name === evidence.subject && only.figures.length === 0 ? ` (${only.state})` : '';
}

function Check({ check }: { check: HealthCheckResult }) {
  const status = STATUS[check.status];
  const money = usePdfMoney();
  return (
    <View style={styles.card} wrap={false}>
      <View style={{ flexDirection: 'row', gap: 6, alignItems: 'center' }}>
        <Text style={{ fontWeight: 700, color: status.color, fontSize: 8 }}>{status.label}</Text>
        <Text style={styles.bold}>{check.title}</Text>
        <Text style={[styles.muted, { fontSize: 7.5 }]}>({check.severity} severity)</Text>
      </View>
      <Text>{check.summary}</Text>
      <Text style={[styles.muted, { fontSize: 7.5 }]}>Rule: {check.threshold}</Text>
      {check.evidence.map((evidence, i) => (
        <View key={i} style={{ marginTop: 3, paddingLeft: 8 }}>
          <Text style={{ fontSize: 8 }}>
            <Text style={styles.bold}>{evidence.subject}</Text>
            {stateOfSubject(evidence)}
            {evidence.figures.length > 0 ? `: ${figuresText(evidence.figures, money)}` : ''}
          </Text>
          {evidence.note && <Text style={{ fontSize: 7.5, color: COLORS.warn, paddingLeft: 8 }}>{evidence.note}</Text>}
          {evidence.campaigns.filter((c) => c.name !== evidence.subject || c.figures.length > 0).map((campaign) => (
            <Text key={campaign.id} style={[styles.muted, { fontSize: 7.5, paddingLeft: 8 }]}>
              {campaign.name} ({campaign.state}){campaign.figures.length > 0 ? `: ${figuresText(campaign.figures, money)}` : ''}
            </Text>
          ))}
        </View>
      ))}
      {check.evidence_total > check.evidence.length && (
        <Text style={[styles.muted, { fontSize: 7.5, marginTop: 2 }]}>and {check.evidence_total - check.evidence.length} more</Text>
      )}
    </View>
  );
}

/** The grade with its explanation, the data-quality facts, then every check with its evidence, failing and warning first. */
export function PdfHealth({ health }: { health: AccountHealth }) {
  return (
    <View>
      <Text style={styles.h2}>Account health: grade {health.grade.letter}</Text>
      <Text style={[styles.muted, { marginBottom: 8 }]}>{health.grade.explanation}</Text>
      <Text style={styles.h3}>Data quality</Text>
      {health.data_quality.facts.map((fact) => (
        <Text key={fact.id} style={{ marginBottom: 2 }}>
          <Text style={styles.bold}>{fact.title}: </Text>
          {factLine(fact)}
        </Text>
      ))}
      <Text style={styles.h3}>Checks</Text>
      {checksInListOrder(health.checks).map((check) => <Check key={check.id} check={check} />)}
    </View>
  );
}
