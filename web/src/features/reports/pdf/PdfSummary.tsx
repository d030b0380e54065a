import { Text, View } from '@react-pdf/renderer';
import { summaryCards, type AuditSummary, type SummaryCard, type SummaryTable } from '@ads-auditor/audit';
import { campaignTypeChartPoints, hasFigures, placementChartPoints, type SpendSalesPoint } from '../../../components/summary-card/chart-data';
import { useCurrency } from '../../audit-session';
import { drawableDeep } from './drawable-text';
import { PdfBarChart } from './PdfBarChart';
import { PdfFigures } from './PdfFigures';
import { styles } from './pdf-styles';
import { PdfTable } from './PdfTable';

const NO_DATA = 'No data for this card in the uploaded file.';

/** A card's table without its headline rows (shown above it as large figures), as on screen. */
function CardTable({ table }: { table: SummaryTable }) {
  const kept = table.rows.map((cells, i) => ({ cells, role: table.rowRoles[i] ?? 'item' })).filter((row) => row.role !== 'headline');
  return <PdfTable headers={table.headers} rows={kept.map((r) => r.cells)} roles={kept.map((r) => r.role)} emptyText={NO_DATA} notes={table.notes} />;
}

function Headline({ table }: { table: SummaryTable }) {
  const figures = table.rows.filter((_, i) => table.rowRoles[i] === 'headline');
  return <PdfFigures figures={figures.map(([label = '', value = '']) => [label, value] as const)} />;
}

const chartIf = (title: string, points: SpendSalesPoint[]) => (hasFigures(points) ? <PdfBarChart title={title} points={points} /> : null);

function CardBody({ card, summary }: { card: SummaryCard; summary: AuditSummary }) {
  const [table] = card.tables;
  if (!table) return null;
  switch (card.id) {
    case 'account':
      return (
        <>
          <Headline table={table} />
          <CardTable table={table} />
        </>
      );
    case 'placements':
      return (
        <>
          {card.tables.map((section, i) => (
            <View key={section.title}>
              <Text style={styles.h3}>{section.section}</Text>
              {chartIf(`Spend and sales by placement, ${section.section}`, placementChartPoints(summary.placements[i === 0 ? 'SP' : 'SB']))}
              <CardTable table={section} />
            </View>
          ))}
        </>
      );
    case 'campaignType':
      return (
        <>
          {chartIf('Spend and sales by campaign type', campaignTypeChartPoints(summary.by_campaign_type))}
          <CardTable table={table} />
        </>
      );
    default:
      return <CardTable table={table} />;
  }
}

/** The Summary tab's cards: the same tables (engine's summary-tables) as the screen, so every amount matches. */
export function PdfSummary({ summary }: { summary: AuditSummary }) {
  return (
    <View>
      <Text style={styles.h2}>Summary</Text>
      {drawableDeep(summaryCards(summary, useCurrency())).map((card) => (
        <View key={card.id} style={styles.section} wrap>
          <Text style={styles.h3} minPresenceAhead={60}>{card.title}</Text>
          <CardBody card={card} summary={summary} />
        </View>
      ))}
    </View>
  );
}
