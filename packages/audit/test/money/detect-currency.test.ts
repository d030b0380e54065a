import { describe, expect, test } from 'vitest';
import { OTHER_TABS } from '../../src/bulk/headers.js';
import { readCurrency } from '../../src/node/read-currency.js';
import { buildBulkWorkbook, bulkWorkbookSheets } from '../../src/fixtures/index.js';
import { CurrencyDetector } from '../../src/money/detect-currency.js';
import { auditBulkWorkbook } from '../../src/node/audit-bulk-workbook.js';
import { writeStoredWorkbook } from '../../src/xlsx/workbook-writer.js';
import type { CellValue } from '../../src/xlsx/types.js';
import { PLAN_ACCOUNT } from '../plan/plan-fixture.js';

const PORTFOLIO_HEADERS = OTHER_TABS.find((tab) => tab.name === 'Portfolios')!.headers;
const portfolioRow = (currency: string): CellValue[] => PORTFOLIO_HEADERS.map((h) => (h === 'Budget Currency Code' ? currency : h === 'Entity' ? 'Portfolio' : null));

describe('the currency a bulk file tells', () => {
  test("the Portfolios tab's Budget Currency Code", async () => {
    const bytes = writeStoredWorkbook([{ name: 'Portfolios', rows: [PORTFOLIO_HEADERS, portfolioRow(''), portfolioRow('EUR')] }]);
    expect(await readCurrency(bytes)).toBe('EUR');
  });

  test('the header language, where one currency speaks it', async () => {
    const bytes = writeStoredWorkbook([{ name: 'Portfolios', rows: [['Produkt', 'Entität', 'Operation', 'Portfolio-ID', 'Kampagne']] }]);
    expect(await readCurrency(bytes)).toBe('EUR');
  });

  test('nothing said: null (the caller falls back to USD)', async () => {
    expect(await readCurrency(buildBulkWorkbook(PLAN_ACCOUNT))).toBeNull();
    const unknown = writeStoredWorkbook([{ name: 'Portfolios', rows: [PORTFOLIO_HEADERS, portfolioRow('XYZ')] }]);
    expect(await readCurrency(unknown)).toBeNull();
  });
});

describe("the currency told in the audit's own pass", () => {
  test('the audit reads the Portfolios tab on the way and gives the same campaigns', async () => {
    const bytes = writeStoredWorkbook([...bulkWorkbookSheets(PLAN_ACCOUNT), { name: 'Portfolios', rows: [PORTFOLIO_HEADERS, portfolioRow('JPY')] }]);
    const detector = new CurrencyDetector();
    const audit = await auditBulkWorkbook(bytes, { currency: detector });
    expect(detector.currency).toBe('JPY');
    expect(audit.campaigns).toEqual((await auditBulkWorkbook(bytes)).campaigns);
  });

  test('a workbook that tells nothing leaves it null', async () => {
    const detector = new CurrencyDetector();
    await auditBulkWorkbook(buildBulkWorkbook(PLAN_ACCOUNT), { currency: detector });
    expect(detector.currency).toBeNull();
  });
});
