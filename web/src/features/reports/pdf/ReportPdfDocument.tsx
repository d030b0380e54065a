import { Document, Font, Page, Text, View } from '@react-pdf/renderer';
import { formatAcos, formatRoas, NARRATIVE_TITLE, noSalesAcosNotes } from '@ads-auditor/audit';
import { CurrencyProvider } from '../../audit-session';
import type { ReportModel } from '../report-model';
import { PdfCover } from './PdfCover';
import { PdfHealth } from './PdfHealth';
import { PdfInsights } from './PdfInsights';
import { PdfNotes } from './PdfNotes';
import { PdfSummary } from './PdfSummary';
import { styles } from './pdf-styles';
import { PdfTable } from './PdfTable';
import { usePdfMoney } from './use-pdf-money';
import { drawableDeep } from './drawable-text';

export type PaperSize = 'A4' | 'LETTER';

// react-pdf hyphenates English words by default ('SBV Anti Snoring Cate-gory'): a client must read
// campaign names, ASINs and notes as written, so every word stays whole and lines break at spaces.
Font.registerHyphenationCallback((word) => [word]);

function Footer({ accountName }: { accountName: string }) {
  return (
    <View style={styles.footer} fixed>
      <Text>{accountName} - Ads audit report</Text>
      <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}

const TOP_CAMPAIGN_HEADERS = ['Campaign', 'Type', 'Spend', 'Sales', 'ROAS', 'ACOS'];

/** 'What we changed and what happened', paragraph by paragraph. */
function PdfNarrative({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <View style={{ marginTop: 12 }}>
      <Text style={styles.h2}>{NARRATIVE_TITLE}</Text>
      {paragraphs.map((paragraph) => <Text key={paragraph} style={{ marginBottom: 6 }}>{paragraph}</Text>)}
    </View>
  );
}

/** The audit report as a PDF: cover, Summary with charts, health checks, top campaigns, notes, the narrative when chosen, and insights. */
export function ReportPdfDocument({ report, paper, generatedAt = new Date() }: { report: ReportModel; paper: PaperSize; generatedAt?: Date }) {
  return (
    <CurrencyProvider currency={report.currency}>
      <ReportPdfPages report={drawableDeep(report)} paper={paper} generatedAt={generatedAt} />
    </CurrencyProvider>
  );
}

function ReportPdfPages({ report, paper, generatedAt }: { report: ReportModel; paper: PaperSize; generatedAt: Date }) {
  const formatMoney = usePdfMoney();
  const page = (key: string, children: React.ReactNode) => (
    <Page key={key} size={paper} style={styles.page}>
      {children}
      <Footer accountName={report.accountName} />
    </Page>
  );
  const topCampaignRows = report.topCampaigns.map((c) => [c.name, c.type_code, formatMoney(c.metrics.spend), formatMoney(c.metrics.sales), formatRoas(c.metrics.roas), formatAcos(c.metrics)]);
  return (
    <Document title={`${report.accountName} - Ads audit report`} author="Ads Auditor" creator="Ads Auditor">
      {page('cover', <PdfCover report={report} generatedAt={generatedAt} />)}
      {page('summary', <PdfSummary summary={report.summary} />)}
      {page('health', <PdfHealth health={report.health} />)}
      {page('campaigns', (
        <>
          <Text style={styles.h2}>Top campaigns by spend</Text>
          <PdfTable headers={TOP_CAMPAIGN_HEADERS} firstColumnWidth={4} rows={topCampaignRows} notes={noSalesAcosNotes(TOP_CAMPAIGN_HEADERS, topCampaignRows)} />
          <View style={{ marginTop: 12 }}>
            <PdfNotes notes={report.notes} />
          </View>
          {report.narrative.length > 0 && <PdfNarrative paragraphs={report.narrative} />}
        </>
      ))}
      {report.insights && page('insights', <PdfInsights insights={report.insights} />)}
    </Document>
  );
}
