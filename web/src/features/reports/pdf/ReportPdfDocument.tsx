import { Document, Page, Text, View } from '@react-pdf/renderer';
import { formatCount, formatMoney, formatPercent, formatRoas } from '@ads-auditor/audit';
import { dateRangeText, type ReportModel } from '../report-model';
import { PdfHealth } from './PdfHealth';
import { PdfInsights } from './PdfInsights';
import { PdfNotes } from './PdfNotes';
import { PdfSummary } from './PdfSummary';
import { styles } from './pdf-styles';
import { PdfTable } from './PdfTable';

export type PaperSize = 'A4' | 'LETTER';

function Footer({ accountName }: { accountName: string }) {
  return (
    <View style={styles.footer} fixed>
      <Text>{accountName} - Ads audit report</Text>
      <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}

function Cover({ report, generatedAt }: { report: ReportModel; generatedAt: Date }) {
  const { account } = report.summary;
  return (
    <View style={{ marginTop: 140 }}>
      <Text style={[styles.muted, { fontSize: 11, marginBottom: 6 }]}>Ads audit report</Text>
      <Text style={styles.h1}>{report.accountName}</Text>
      <Text style={{ fontSize: 12, marginBottom: 4 }}>{dateRangeText(report.dateRange)}</Text>
      <Text style={[styles.muted, { marginBottom: 30 }]}>
        {formatCount(report.campaignCount)} campaigns · generated {generatedAt.toLocaleDateString('en-US', { dateStyle: 'medium' })}
      </Text>
      <View style={styles.figures}>
        {[['Total Spend', formatMoney(account.spend)], ['Total Sales', formatMoney(account.sales)], ['ROAS', formatRoas(account.roas)], ['ACOS', formatPercent(account.acos)]].map(([label, value]) => (
          <View key={label} style={styles.figure}>
            <Text style={styles.figureLabel}>{label}</Text>
            <Text style={styles.figureValue}>{value}</Text>
          </View>
        ))}
      </View>
      <Text style={{ fontSize: 12, marginTop: 12 }}>Account health grade: <Text style={styles.bold}>{report.health.grade.letter}</Text></Text>
    </View>
  );
}

/** The audit report as a PDF: cover, Summary with charts, health checks, top campaigns, notes and insights. */
export function ReportPdfDocument({ report, paper, generatedAt = new Date() }: { report: ReportModel; paper: PaperSize; generatedAt?: Date }) {
  const page = (key: string, children: React.ReactNode) => (
    <Page key={key} size={paper} style={styles.page}>
      {children}
      <Footer accountName={report.accountName} />
    </Page>
  );
  return (
    <Document title={`${report.accountName} - Ads audit report`} author="Ads Auditor" creator="Ads Auditor">
      {page('cover', <Cover report={report} generatedAt={generatedAt} />)}
      {page('summary', <PdfSummary summary={report.summary} />)}
      {page('health', <PdfHealth health={report.health} />)}
      {page('campaigns', (
        <>
          <Text style={styles.h2}>Top campaigns by spend</Text>
          <PdfTable
            headers={['Campaign', 'Type', 'Spend', 'Sales', 'ROAS', 'ACOS']}
            firstColumnWidth={4}
            rows={report.topCampaigns.map((c) => [c.name, c.type_code, formatMoney(c.metrics.spend), formatMoney(c.metrics.sales), formatRoas(c.metrics.roas), formatPercent(c.metrics.acos)])}
          />
          <View style={{ marginTop: 12 }}>
            <PdfNotes notes={report.notes} />
          </View>
        </>
      ))}
      {report.insights && page('insights', <PdfInsights insights={report.insights} />)}
    </Document>
  );
}
