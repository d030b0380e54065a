// Loaded on demand (the 'Download PDF' button imports it): @react-pdf/renderer stays out of the main chunk.
import { pdf } from '@react-pdf/renderer';
import { downloadFile } from '../../../lib/save-blob';
import type { ReportModel } from '../report-model';
import { ReportPdfDocument, type PaperSize } from './ReportPdfDocument';

/** 'ZValves US audit 2026-01-01 to 2026-01-30.pdf': safe for every file system. */
export function pdfFileName(report: ReportModel): string {
  const range = report.dateRange ? ` ${report.dateRange.start} to ${report.dateRange.end}` : '';
  return `${report.accountName} audit${range}.pdf`.replace(/[\\/:*?"<>|]+/g, '-');
}

export async function downloadReportPdf(report: ReportModel, paper: PaperSize): Promise<void> {
  const blob = await pdf(<ReportPdfDocument report={report} paper={paper} />).toBlob();
  downloadFile(pdfFileName(report), new Uint8Array(await blob.arrayBuffer()), 'application/pdf');
}
