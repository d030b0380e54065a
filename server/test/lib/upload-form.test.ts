// The upload forms take one file part named `file` and only the text fields their route names:
// anything else answers 422 with a detail that names the stray part, and nothing is stored.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_FILE, ONE_FILE_ONLY, TOO_MANY_PARTS, unknownField, wrongFileField } from '../../src/lib/uploaded-file.js';
import { BULK_UPLOAD_FIELDS } from '../../src/routes/api/bulk/index.js';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../helpers/index.js';
import { authHeaders, buildAuditTestApp, XLSX_MIME } from '../helpers/audit.js';
import { SELLER_REPORT_CSV, smallWorkbook } from '../helpers/workbooks.js';

type FormPart = { name: string; value: string } | { name: string; fileName: string; contentType: string; bytes: Uint8Array };

/** A multipart/form-data body with the parts in order. */
function formBody(parts: FormPart[]) {
  const boundary = `----form${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => {
    const head = 'value' in part
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType}\r\n\r\n`;
    return [Buffer.from(head), Buffer.from('value' in part ? part.value : part.bytes), Buffer.from('\r\n')];
  });
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const workbook = (name = 'file'): FormPart => ({ name, fileName: 'bulk.xlsx', contentType: XLSX_MIME, bytes: smallWorkbook() });
const report = (name = 'file'): FormPart => ({ name, fileName: 'report.csv', contentType: 'text/csv', bytes: new TextEncoder().encode(SELLER_REPORT_CSV) });

describe.each(dialects)('upload form strictness (%s)', (dialect) => {
  let t: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect);
    user = await signUpAndLogin(t.app);
  });
  afterAll(async () => t?.close());

  const post = (url: string, parts: FormPart[]) => {
    const body = formBody(parts);
    return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...authHeaders(user) } });
  };
  const storedUploads = async () => (await t.app.db.selectFrom('uploads').select('id').execute()).length;
  const storedReports = async () => (await t.app.db.selectFrom('business_reports').select('upload_id').execute()).length;

  it.each([
    ['a file under another name', [workbook('upload')], wrongFileField('upload')],
    ['two files', [workbook(), workbook()], ONE_FILE_ONLY],
    ['a second file under another name', [workbook(), workbook('other')], wrongFileField('other')],
    ['an unknown field before the file', [{ name: 'comment', value: 'hi' }, workbook()], unknownField('comment', BULK_UPLOAD_FIELDS)],
    ['an unknown field after the file', [workbook(), { name: 'comment', value: 'hi' }], unknownField('comment', BULK_UPLOAD_FIELDS)],
    ['a known field sent twice', [{ name: 'account_id', value: '1' }, { name: 'account_id', value: '2' }, workbook()], 'Send the form field "account_id" once.'],
    ['more parts than any valid form', [workbook(), ...Array.from({ length: 6 }, () => ({ name: 'account_id', value: '1' }))], TOO_MANY_PARTS],
  ])('POST /api/bulk/upload with %s answers 422 and stores nothing', async (_case, parts, detail) => {
    const response = await post('/api/bulk/upload', parts);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail });
    expect(await storedUploads()).toBe(0);
  });

  it('names the file field and the accepted fields in its detail', () => {
    expect(wrongFileField('upload')).toBe('Unexpected file field "upload". Send the file in the form field "file".');
    expect(unknownField('comment', BULK_UPLOAD_FIELDS)).toBe('Unexpected form field "comment". This upload takes "file", "account_id", "period_start", "period_end" only.');
  });

  it('refuses a flood of parts as too many, without reading them all', async () => {
    const fields = Array.from({ length: 500 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
    const response = await post('/api/business_reports/upload', [report(), ...fields]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: TOO_MANY_PARTS });
  });

  it('tells a form without any file that the file is missing, whatever else it carries', async () => {
    const response = await post('/api/bulk/upload', [{ name: 'comment', value: 'hi' }]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: NO_FILE });
  });

  it('POST /api/business_reports/upload refuses a stray field or file and stores nothing', async () => {
    for (const parts of [[report(), { name: 'comment', value: '1' }], [report('report')], [report(), report()]]) {
      const response = await post('/api/business_reports/upload', parts);
      expect(response.statusCode).toBe(422);
    }
    expect(await storedReports()).toBe(0);
  });
});
