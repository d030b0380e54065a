// @vitest-environment node
// The PDF in the account's currency: every amount a client reads (cover, Summary, top campaigns)
// is in euros or yen, none in dollars. Needs poppler-utils (pdftotext), as CI installs it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pdf } from '@react-pdf/renderer';
import { afterAll, describe, expect, test } from 'vitest';
import { formatMoneyIn, type CurrencyCode } from '@ads-auditor/audit';
import { buildTestAudit } from '../../../test/audit-fixture';
import { fromAudit } from '../report-model';
import { ReportPdfDocument } from './ReportPdfDocument';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'report-pdf-currency-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function pdfText(currency: CurrencyCode): Promise<{ text: string; spend: number }> {
  const audit = buildTestAudit(12);
  const report = fromAudit({ accountName: 'Rossi IT', audit, campaignNotes: {}, parentAsinNotes: {}, businessReport: null, insights: null, currency });
  const stream = await pdf(<ReportPdfDocument report={report} paper="A4" generatedAt={new Date('2026-02-02T10:00:00Z')} />).toBuffer();
  const chunks: Buffer[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Buffer>) chunks.push(Buffer.from(chunk));
  const file = path.join(tmp, `${currency}.pdf`);
  fs.writeFileSync(file, Buffer.concat(chunks));
  return { text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }), spend: audit.summary.account.spend };
}

describe("the PDF report in the account's currency", () => {
  test('an account in euros reads euros everywhere, written as in Germany', async () => {
    const { text, spend } = await pdfText('EUR');
    expect(text).toContain(formatMoneyIn(spend, 'EUR').replace('\u00a0', ' '));
    expect(text).toMatch(/\d,\d\d €/);
    expect(text.split('\n').filter((line) => line.includes('$'))).toEqual([]);
  });

  test('an account in yen reads whole yen', async () => {
    const { text, spend } = await pdfText('JPY');
    expect(text).toContain(`¥${Math.round(spend).toLocaleString('en-US')}`);
    expect(text.split('\n').filter((line) => line.includes('$'))).toEqual([]);
    expect(text).not.toMatch(/¥[\d,]+\.\d/);
  });
});
