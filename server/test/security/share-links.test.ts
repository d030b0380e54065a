// A share link says no more than the seller chose: a note deleted after the link was made is
// never shown (and an edited one shows its current text), and the public health is computed
// from the shared notes only, at campaign level (no ad group or keyword in its evidence).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountHealth } from '@ads-auditor/audit';
import { authHeaders, buildAuditTestApp, uploadAndWait } from '../helpers/audit.js';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../helpers/index.js';
import { smallWorkbook } from '../helpers/workbooks.js';

const SP_AUTO = '111111111111111';
const SP_EXACT = '111111111111112';

interface PublicReport {
  health: AccountHealth;
  notes: { campaigns: { campaign_id: string; notes: { id: number; content: string }[] }[]; parent_asins: unknown[] };
}

describe.each(dialects)('what a share link shows (%s)', (dialect) => {
  let t: TestApp;
  let seller: SignedInUser;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, signedIn = true) =>
    t.app.inject({ method, url, payload, headers: signedIn ? authHeaders(seller) : {} });
  const addNote = async (campaign_id: string, content: string) => (await call('POST', '/api/notes/', { campaign_id, content })).json<{ id: number }>().id;
  /** Makes a link with the chosen notes and answers what a signed-out visitor reads. */
  const shareAndView = async (note_ids: number[]) => {
    const created = await call('POST', '/api/shares', { note_ids });
    expect(created.statusCode, created.body).toBe(201);
    const token = created.json<{ token: string }>().token;
    return { token, view: async () => (await call('GET', `/api/shares/${token}`, undefined, false)).json<PublicReport>() };
  };
  const check = (report: PublicReport, id: string) => report.health.checks.find((c) => c.id === id)!;

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect);
    seller = await signUpAndLogin(t.app);
    await uploadAndWait(t.app, seller, smallWorkbook(), 'bulk-A1B2C3-20260101-20260130-1767225600000.xlsx');
  });
  afterAll(async () => t?.close());

  it('never shows a note deleted after the link was made', async () => {
    const kept = await addNote(SP_AUTO, 'Negate the close-match waste');
    const deleted = await addNote(SP_EXACT, 'Raise the exact bid by 10%');
    const { view } = await shareAndView([kept, deleted]);
    expect((await view()).notes.campaigns.map((c) => c.campaign_id).sort()).toEqual([SP_AUTO, SP_EXACT]);

    expect((await call('DELETE', `/api/notes/${deleted}`)).statusCode).toBe(200);
    const report = await view();
    expect(report.notes.campaigns).toEqual([expect.objectContaining({ campaign_id: SP_AUTO, notes: [expect.objectContaining({ id: kept })] })]);
    expect(JSON.stringify(report)).not.toContain('Raise the exact bid');
  });

  it("shows a chosen note's current text, so an edit takes the old words off the link", async () => {
    const edited = await addNote(SP_AUTO, 'Client ACME pays late');
    const { view } = await shareAndView([edited]);
    expect((await call('PUT', `/api/notes/${edited}`, { content: 'Pays late' })).statusCode).toBe(200);
    const report = await view();
    expect(report.notes.campaigns.flatMap((c) => c.notes).find((n) => n.id === edited)?.content).toBe('Pays late');
    expect(JSON.stringify(report)).not.toContain('ACME');
  });

  it("leaves notes coverage out of the shared health: a private note's campaign is not revealed", async () => {
    const shared = await addNote(SP_AUTO, 'Shared: move budget to exact');
    await addNote(SP_EXACT, 'Private: the client is leaving');
    const report = await (await shareAndView([shared])).view();
    expect(report.health.checks.map((c) => c.id)).not.toContain('spend_without_notes');
    expect(JSON.stringify(report)).not.toContain('Private');
  });

  it('names campaigns only in the health evidence, never an ad group or a keyword', async () => {
    const report = await (await shareAndView([])).view();
    const dominant = check(report, 'dominant_keyword');
    // The small account has one such ad group: its campaign stands for it, with the same figures.
    expect(dominant.status).toBe('fail');
    expect(dominant.evidence).toEqual([expect.objectContaining({ subject: 'SP Manual Exact', campaigns: [expect.objectContaining({ id: SP_EXACT })] })]);
    expect(dominant.evidence[0].figures.map((f) => f.label)).toEqual(['Ad group spend', 'Keyword spend', 'Keyword share']);
    for (const item of report.health.checks.flatMap((c) => c.evidence)) {
      expect(item.campaigns.map((c) => c.name), item.subject).toContain(item.subject.split(', ')[0]);
    }
    const health = JSON.stringify(report.health);
    for (const below of ['Exact group', 'Auto group', 'SB group', 'SD group', 'snore stopper']) expect(health, below).not.toContain(below);
  });
});
