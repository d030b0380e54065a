// @vitest-environment node
// The PDF as a reader sees it: every page renders (pdftoppm), no two words are drawn over each
// other (pdftotext -bbox gives each word's box), and the cover carries the headline, the grade
// with its top reasons and the period. Needs poppler-utils, as CI installs it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildTestAudit } from '../../../test/audit-fixture';
import { writePdfFile } from '../../../test/pdf-on-disk';
import { fromAudit, type ReportModel } from '../report-model';
import { ReportPdfDocument, type PaperSize } from './ReportPdfDocument';

interface WordBox { page: number; text: string; xMin: number; yMin: number; xMax: number; yMax: number }

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'report-pdf-test-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** `nameOf` renames campaigns (by their index). */
function reportOf(accountName: string, fileName: string, nameOf: (index: number) => string | null = () => null): ReportModel {
  const audit = buildTestAudit(30, (c, i) => ({ ...c, name: nameOf(i) ?? c.name }));
  return fromAudit({
    accountName,
    audit: { ...audit, file_name: fileName },
    campaignNotes: { [audit.campaigns[0]!.id]: [{ id: 1, content: 'Lower the bids on the broad keywords.', created_at: '2026-02-01 10:00:00', campaign_id: audit.campaigns[0]!.id, parent_asin: null }] },
    parentAsinNotes: {},
    businessReport: null,
    insights: null,
  });
}

async function writePdf(report: ReportModel, paper: PaperSize, name: string): Promise<string> {
  return writePdfFile(<ReportPdfDocument report={report} paper={paper} generatedAt={new Date('2026-02-02T10:00:00Z')} />, path.join(tmp, `${name}.pdf`));
}

/** Every word with its box, from pdftotext's bounding-box HTML. */
function wordBoxes(file: string): WordBox[] {
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  const boxes: WordBox[] = [];
  let page = 0;
  for (const line of html.split('\n')) {
    if (line.includes('<page ')) page += 1;
    const word = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(line);
    if (word) boxes.push({ page, text: word[5]!, xMin: Number(word[1]), yMin: Number(word[2]), xMax: Number(word[3]), yMax: Number(word[4]) });
  }
  return boxes;
}

/** Pairs of words on one page whose boxes overlap by more than half a point both ways. */
function overlaps(boxes: WordBox[]): string[] {
  const found: string[] = [];
  const byPage = new Map<number, WordBox[]>();
  for (const box of boxes) byPage.set(box.page, [...(byPage.get(box.page) ?? []), box]);
  for (const [page, words] of byPage) {
    for (let i = 0; i < words.length; i++) {
      for (let j = i + 1; j < words.length; j++) {
        const a = words[i]!;
        const b = words[j]!;
        const x = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
        const y = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
        if (x > 0.5 && y > 0.5) found.push(`page ${page}: '${a.text}' and '${b.text}' at y ${a.yMin.toFixed(1)}/${b.yMin.toFixed(1)}`);
      }
    }
  }
  return found;
}

function pageText(file: string, page: number): string {
  return execFileSync('pdftotext', ['-raw', '-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('the PDF report', { timeout: 60_000 }, () => {
  const cases: { paper: PaperSize; accountName: string; fileName: string }[] = [
    { paper: 'A4', accountName: 'ZValves US', fileName: 'bulk-x-20260101-20260131-1.xlsx' },
    // A long account name wraps on the cover, and a renamed file gives no period.
    { paper: 'LETTER', accountName: 'Northwind Outdoor Equipment and Garden Supplies - United States Marketplace', fileName: 'renamed.xlsx' },
  ];

  test.each(cases)('$paper: every page renders and no two words overlap ($accountName)', async ({ paper, accountName, fileName }) => {
    const file = await writePdf(reportOf(accountName, fileName), paper, `${paper}-report`);
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
    execFileSync('pdftoppm', ['-png', '-r', '40', file, path.join(tmp, `${paper}-page`)]);
    const images = fs.readdirSync(tmp).filter((name) => name.startsWith(`${paper}-page`) && name.endsWith('.png'));
    expect(images).toHaveLength(pages);
    for (const image of images) expect(fs.statSync(path.join(tmp, image)).size).toBeGreaterThan(1000);
    expect(overlaps(wordBoxes(file))).toEqual([]);
  });

  test('campaign names are never hyphenated where they wrap', async () => {
    // Long words at every offset from the cell's edge: somewhere one would not fit its line.
    const name = (i: number) => `SBV ${'Anti '.repeat(i % 8)}Snoring Category Mouthguards Exactmatch Competitors Brandterms`;
    const file = await writePdf(reportOf('ZValves US', 'bulk-x-20260101-20260131-1.xlsx', name), 'A4', 'hyphens');
    // -layout keeps a line-end hyphen as drawn (the default mode joins 'Com-' 'petitors' again).
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    // The names wrap in their table cells, but at spaces only: no word is cut with a hyphen.
    expect(text.match(/[A-Za-z]+-(?=\s)/g) ?? []).toEqual([]);
    for (const word of name(0).split(' ')) expect(text).toContain(word);
  });

  test("'What we changed and what happened' is printed, with its numbers, only when the report carries it", async () => {
    const narrative = ['On 2026-10-01 we exported 3 changes: 2 bid changes and 1 pause. 1 of 3 reached Amazon; 1 not applied and 1 set to another value.', 'Across the account, spend moved -$120.00 ($2,600.00 to $2,480.00) and sales +$600.00 ($6,112.00 to $6,712.00).'];
    const text = async (report: ReportModel, name: string) => execFileSync('pdftotext', [await writePdf(report, 'A4', name), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    const withIt = await text({ ...reportOf('ZValves US', 'bulk-x-20260101-20260131-1.xlsx'), narrative }, 'narrative');
    expect(withIt).toContain('What we changed and what happened');
    expect(withIt).toContain('1 of 3 reached Amazon');
    expect(withIt).toContain('sales +$600.00 ($6,112.00 to $6,712.00)');
    const without = await text(reportOf('ZValves US', 'bulk-x-20260101-20260131-1.xlsx'), 'no-narrative');
    expect(without).not.toContain('What we changed');
    expect(without).not.toContain('reached Amazon');
  });

  test('the cover gives the headline, the grade with its top reasons and the period', async () => {
    const report = reportOf('ZValves US', 'bulk-x-20260101-20260131-1.xlsx');
    const cover = pageText(await writePdf(report, 'A4', 'cover'), 1);
    expect(cover).toContain('ZValves US');
    expect(cover).toContain('Jan 1, 2026 to Jan 31, 2026 (31 days)');
    for (const label of ['Spend', 'Sales', 'ACOS', 'ROAS', 'Orders']) expect(cover).toContain(label);
    expect(cover).toContain(`Account health: grade ${report.health.grade.letter}`);
    const reasons = report.health.grade.contributions.slice(0, 3);
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) expect(cover).toContain(reason.title);
  });
});
