// A business report carries over to the next uploads of the same ad account until a newer one is
// uploaded; the answer says which report is in use and whether it came from an earlier upload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../helpers/index.js';
import { authHeaders, buildAuditTestApp, multipartForm, uploadAndWait, waitForTask, XLSX_MIME } from '../../helpers/audit.js';
import { SELLER_REPORT_CSV, sellerReportWorkbook, smallWorkbook, VENDOR_REPORT_CSV } from '../../helpers/workbooks.js';

const encode = (text: string) => new TextEncoder().encode(text);

interface InUse {
  upload_id: number;
  file_name: string;
  kind: 'seller' | 'vendor';
  uploaded_at: string;
  carried_over: boolean;
  parent_asin_summary: Record<string, { total_sales: number; total_spend: number }>;
}

describe.each(dialects)('business report carried over to the next upload (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect);
    alice = await signUpAndLogin(t.app);
  });
  afterAll(async () => t?.close());

  const bulk = async () => (await uploadAndWait(t.app, alice, smallWorkbook())).started.upload_id;
  const report = async (fields: Record<string, string>, name: string, bytes: Uint8Array, type = 'text/csv') => {
    const body = multipartForm(fields, { name, type, bytes });
    const response = await t.app.inject({ method: 'POST', url: '/api/business_reports/upload', payload: body.payload, headers: { ...body.headers, ...authHeaders(alice) } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<InUse>();
  };
  const inUse = (query = '') => t.app.inject({ method: 'GET', url: `/api/business_reports/latest${query}`, headers: authHeaders(alice) });

  it('joins the latest report with newer uploads until one is uploaded for them, and a report for an older upload never replaces it', async () => {
    const first = await bulk();
    const june = await report({}, 'june.csv', encode(SELLER_REPORT_CSV));
    expect(june).toMatchObject({ upload_id: first, file_name: 'june.csv', carried_over: false });

    // The next upload uses June's report, joined with its own campaigns.
    const second = await bulk();
    const carried = (await inUse()).json<InUse>();
    expect(carried).toMatchObject({ upload_id: second, file_name: 'june.csv', kind: 'seller', uploaded_at: june.uploaded_at, carried_over: true });
    expect(carried.parent_asin_summary.B0PARENT01.total_sales).toBeCloseTo(13705.25, 6);
    expect(carried.parent_asin_summary.B0PARENT01.total_spend).toBeGreaterThan(0);

    // A newer report for the first upload is still the account's latest: the second upload follows it.
    const july = await report({ upload_id: String(first) }, 'july.xlsx', sellerReportWorkbook(), XLSX_MIME);
    expect(july.upload_id).toBe(first);
    expect((await inUse()).json<InUse>()).toMatchObject({ upload_id: second, file_name: 'july.xlsx', uploaded_at: july.uploaded_at, carried_over: true });

    // A report uploaded for the second upload is its own, and the account's latest.
    const vendor = await report({}, 'vendor.csv', encode(VENDOR_REPORT_CSV));
    expect(vendor).toMatchObject({ upload_id: second, kind: 'vendor', carried_over: false });

    // One uploaded later for the first (older) upload is that upload's only: it does not replace the vendor report.
    await report({ upload_id: String(first) }, 'august.csv', encode(SELLER_REPORT_CSV));
    const third = await bulk();
    expect((await inUse()).json<InUse>()).toMatchObject({ upload_id: third, file_name: 'vendor.csv', kind: 'vendor', uploaded_at: vendor.uploaded_at, carried_over: true });
    expect((await inUse(`?upload_id=${second}`)).json<InUse>()).toMatchObject({ file_name: 'vendor.csv', carried_over: false });
    expect((await inUse(`?upload_id=${first}`)).json<InUse>()).toMatchObject({ file_name: 'august.csv', carried_over: false });
  });

  it("never carries a report to another ad account's uploads", async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: { name: 'Client B' }, headers: authHeaders(alice) });
    const clientId = created.json<{ id: number }>().id;
    const body = multipartForm({ account_id: String(clientId) }, { name: 'bulk.xlsx', type: XLSX_MIME, bytes: smallWorkbook() });
    const upload = await t.app.inject({ method: 'POST', url: '/api/bulk/upload', payload: body.payload, headers: { ...body.headers, ...authHeaders(alice) } });
    expect(upload.statusCode).toBe(202);
    const clientUpload = upload.json<{ upload_id: number; bulk_task_id: string }>();
    await waitForTask(t.app, alice, clientUpload.bulk_task_id);
    const response = await inUse(`?account_id=${clientId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'No business report uploaded for your latest bulk file.' });
  });
});
