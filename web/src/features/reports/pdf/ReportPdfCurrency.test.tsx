// @vitest-environment node
// The PDF in the account's currency, for every marketplace currency: every amount a client reads
// (cover, Summary, checks, top campaigns) is in that currency, its sign drawn by the embedded font
// (Helvetica had no ₹, ₺ or ł). Needs poppler-utils (pdftotext, pdffonts), as CI installs it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { CURRENCY_CODES, currencySymbol, formatMoneyIn, type CurrencyCode } from '@ads-auditor/audit';
import { buildTestAudit } from '../../../test/audit-fixture';
import { pdfFontsOf, pdfTextOf, writePdfFile } from '../../../test/pdf-on-disk';
import { fromAudit } from '../report-model';
import { ReportPdfDocument } from './ReportPdfDocument';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'report-pdf-currency-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** As pdftotext gives it back: no-break spaces as spaces, the yen's full-width sign as '¥'. */
const asRead = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\uFFE5/g, '¥');

async function pdfOf(currency: CurrencyCode) {
  const audit = buildTestAudit(12);
  const report = fromAudit({ accountName: 'Rossi IT', audit, campaignNotes: {}, parentAsinNotes: {}, businessReport: null, insights: null, currency });
  const file = await writePdfFile(<ReportPdfDocument report={report} paper="A4" generatedAt={new Date('2026-02-02T10:00:00Z')} />, path.join(tmp, `${currency}.pdf`));
  return { text: asRead(pdfTextOf(file)), fonts: pdfFontsOf(file), spend: audit.summary.account.spend };
}

const DOLLARS: readonly CurrencyCode[] = ['USD', 'CAD', 'MXN', 'AUD', 'SGD'];

describe("the PDF report in the account's currency", () => {
  test.each(CURRENCY_CODES)('%s: amounts with its sign, separators and decimals, drawn by the embedded font', async (currency) => {
    const { text, fonts, spend } = await pdfOf(currency);
    expect(text).toContain(asRead(formatMoneyIn(spend, currency)));
    expect(text).toContain(asRead(currencySymbol(currency)));
    // A health check's sentence carries an amount too.
    expect(text).toMatch(new RegExp(`spent ${escape(asRead(formatMoneyIn(165.75, currency)))}`));
    if (!DOLLARS.includes(currency)) expect(text.split('\n').filter((line) => line.includes('$') && !line.includes('R$'))).toEqual([]);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !font.includes('NotoSans'))).toEqual([]);
  });

  test('an account in yen reads whole yen', async () => {
    const { text, spend } = await pdfOf('JPY');
    expect(text).toContain(`¥${Math.round(spend).toLocaleString('en-US')}`);
    expect(text).not.toMatch(/¥[\d,]+\.\d/);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
