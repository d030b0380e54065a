import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../helpers/index.js';
import { authHeaders, buildAuditTestApp, uploadAndWait, uploadFile, XLSX_MIME, type StartedUpload } from '../../helpers/audit.js';
import { notABulkWorkbook, SELLER_REPORT_CSV, sellerReportWorkbook, smallWorkbook, VENDOR_REPORT_CSV } from '../../helpers/workbooks.js';

const REPORT_URL = '/api/business_reports/upload';
const encode = (text: string) => new TextEncoder().encode(text);

interface BusinessReport {
  upload_id: number;
  file_name: string;
  kind: 'seller' | 'vendor';
  asin_map: { child_asin: string; parent_asin: string; title: string; sessions_total: number | null; ordered_product_sales: number | null }[];
  parent_asin_summary: Record<string, Record<string, number>>;
  notes: string[];
  warnings: string[];
  uploaded_at: string;
  carried_over: boolean;
}

describe.each(dialects)('business reports (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;
  let upload: StartedUpload;

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect);
    alice = await signUpAndLogin(t.app);
    upload = (await uploadAndWait(t.app, alice, smallWorkbook())).started;
  });
  afterAll(async () => t?.close());

  const uploadReport = (user: SignedInUser, bytes: Uint8Array, fileName = 'BusinessReport.csv', contentType = 'text/csv') =>
    uploadFile(t.app, user, bytes, { url: REPORT_URL, fileName, contentType });
  const latest = (user: SignedInUser) => t.app.inject({ method: 'GET', url: '/api/business_reports/latest', headers: authHeaders(user) });

  describe('POST /api/business_reports/upload', () => {
    it('reads a Seller Central CSV with formatted numbers and joins it with the latest bulk upload', async () => {
      const response = await uploadReport(alice, encode(SELLER_REPORT_CSV));
      expect(response.statusCode).toBe(200);
      const body = response.json<BusinessReport>();
      expect(body).toMatchObject({ upload_id: upload.upload_id, file_name: 'BusinessReport.csv', kind: 'seller' });
      expect(body.asin_map.map(({ child_asin, parent_asin, title }) => ({ child_asin, parent_asin, title }))).toEqual([
        { child_asin: 'B000000001', parent_asin: 'B0PARENT01', title: 'Snore stopper, large' },
        { child_asin: 'B000000002', parent_asin: 'B0PARENT01', title: 'Snore stopper small' },
        { child_asin: 'B000000003', parent_asin: 'B0PARENT02', title: 'Chin strap' },
      ]);
      expect(body.asin_map[0]).toMatchObject({ sessions_total: 12131, ordered_product_sales: 12905.25 });

      const parent = body.parent_asin_summary.B0PARENT01;
      expect(parent).toMatchObject({ child_count: 2, total_sessions: 12631, total_units: 281, total_orders: 269 });
      expect(parent.total_sales).toBeCloseTo(13705.25, 6);
      // The children's product ads: every SP and SD ad of B000000001 and B000000002.
      expect(parent.total_spend).toBeGreaterThan(0);
      expect(parent.tacos).toBeCloseTo((parent.total_spend / parent.total_sales) * 100, 9);
      expect(parent.buy_box_percentage).toBeCloseTo(((0.998 * 12131 + 1 * 500) / 12631) * 100, 9);
      expect(Object.keys(body.parent_asin_summary).sort()).toEqual(['B0PARENT01', 'B0PARENT02']);
      expect(body.notes.join(' ')).toMatch(/Sponsored Brands/);
    });

    it('reads the same report from an .xlsx, and a Vendor Central report whose ASINs are their own parents', async () => {
      const xlsx = (await uploadReport(alice, sellerReportWorkbook(), 'report.xlsx', XLSX_MIME)).json<BusinessReport>();
      expect(xlsx.asin_map.map((entry) => entry.child_asin)).toEqual(['B000000001', 'B000000002', 'B000000003']);
      expect(xlsx.parent_asin_summary.B0PARENT01.total_sales).toBeCloseTo(13705.25, 6);

      const vendor = await uploadReport(alice, encode(VENDOR_REPORT_CSV), 'vendor.csv', 'application/vnd.ms-excel');
      expect(vendor.statusCode).toBe(200);
      const body = vendor.json<BusinessReport>();
      expect(body.kind).toBe('vendor');
      expect(body.asin_map[0]).toMatchObject({ child_asin: 'B000000001', parent_asin: 'B000000001', title: 'Snore stopper', ordered_product_sales: 3051.87 });
      expect(body.warnings.join(' ')).toMatch(/parent ASIN/);
    });

    it('refuses other file types with 415, files over 5 MB with 413, and a file without ASINs with 422', async () => {
      for (const [name, type] of [['report.txt', 'text/plain'], ['report.xls', 'application/vnd.ms-excel'], ['report.csv', 'image/png']]) {
        const response = await uploadReport(alice, encode(SELLER_REPORT_CSV), name, type);
        expect(response.statusCode, name).toBe(415);
        expect(response.json()).toEqual({ detail: 'Only .csv or .xlsx files are allowed.' });
      }
      const fakeXlsx = await uploadReport(alice, encode(SELLER_REPORT_CSV), 'report.xlsx', XLSX_MIME);
      expect(fakeXlsx.statusCode).toBe(415);

      const big = await uploadReport(alice, new Uint8Array(5 * 1024 * 1024 + 1).fill(0x41));
      expect(big.statusCode).toBe(413);
      expect(big.json()).toEqual({ detail: 'File size must be under 5MB.' });

      const noAsin = await uploadReport(alice, encode('Date,Sessions\n2026-01-01,10\n'));
      expect(noAsin.statusCode).toBe(422);
      expect(noAsin.json().detail).toMatch(/not a business report/);
      const spreadsheet = await uploadReport(alice, notABulkWorkbook(), 'other.xlsx', XLSX_MIME);
      expect(spreadsheet.statusCode).toBe(422);
    });

    it('answers 404 with a clear detail before any bulk upload, and 401 when signed out', async () => {
      const newcomer = await signUpAndLogin(t.app);
      const response = await uploadReport(newcomer, encode(SELLER_REPORT_CSV));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Upload a bulk file first: the business report is joined with your latest bulk upload.' });
      const signedOut = await t.app.inject({ method: 'POST', url: REPORT_URL, payload: 'x', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
      expect(signedOut.statusCode).toBe(401);
    });
  });

  describe('GET /api/business_reports/latest', () => {
    it('answers the report last joined with the latest bulk upload (a reloaded page keeps the map)', async () => {
      const bob = await signUpAndLogin(t.app);
      await uploadAndWait(t.app, bob, smallWorkbook());
      expect((await latest(bob)).statusCode).toBe(404);
      expect((await latest(bob)).json()).toEqual({ detail: 'No business report uploaded for your latest bulk file.' });
      const uploaded = (await uploadReport(bob, encode(SELLER_REPORT_CSV), 'March.csv')).json<BusinessReport>();
      const reloaded = await latest(bob);
      expect(reloaded.statusCode).toBe(200);
      expect(reloaded.json()).toEqual(uploaded);
    });

    it('answers 404 before any bulk upload; a new bulk upload carries the report over', async () => {
      const carol = await signUpAndLogin(t.app);
      expect((await latest(carol)).json()).toEqual({ detail: 'Upload a bulk file first: the business report is joined with your latest bulk upload.' });
      await uploadAndWait(t.app, carol, smallWorkbook());
      const uploaded = (await uploadReport(carol, encode(SELLER_REPORT_CSV))).json<BusinessReport>();
      expect(uploaded.carried_over).toBe(false);
      const next = await uploadAndWait(t.app, carol, smallWorkbook());
      expect((await latest(carol)).json()).toMatchObject({ upload_id: next.started.upload_id, file_name: uploaded.file_name, uploaded_at: uploaded.uploaded_at, carried_over: true });
    });
  });
});
