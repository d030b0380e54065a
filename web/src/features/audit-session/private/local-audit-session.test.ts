// @vitest-environment node
// The local audit's worker side under Node (DecompressionStream is global there): the audit
// first, then the search terms, and answers equal to the server's, computed the server's way.
import { createHash } from 'node:crypto';
import {
  adGroupDefaultBids, computeHealth, computeInsights, CurrencyDetector, storedAuditHead, type StoredAudit, fillDefaultBids, NO_SEARCH_TERM_SHEETS_MESSAGE, noSearchTermSheetsAnswer,
  browserInflater, pageSearchTerms, SEARCH_TERMS_INSTRUCTIONS, WorkbookError, type Inflater,
} from '@ads-auditor/audit';
import { buildBulkWorkbook, generateBulkWorkbook, type BulkFixture } from '@ads-auditor/audit/fixtures';
import { auditBulkWorkbook, readSearchTerms } from '@ads-auditor/audit/node';
import { describe, expect, test, vi } from 'vitest';
import type { InsightQuery } from '../api/insights-api';
import { LocalAuditClient } from './local-audit-client';
import type { LocalAuditAnswer, LocalAuditRequest } from './local-audit-messages';
import { LocalAuditSession, NOT_AUDITED, READ_FAILED, SEARCH_TERMS_FAILED } from './local-audit-session';
import { AuditAssembly, type AuditPart } from './audit-hand-over';

const SETTINGS: InsightQuery = { target_acos: 25, min_clicks: 3, brand_terms: ['chefly'], waste_factor: 1, harvest_min_orders: 1 };
const NO_SEARCH_TERMS: BulkFixture = {
  campaigns: [{ id: '1', name: 'SP', biddingStrategy: 'Fixed bid', adGroups: [{ id: '2', name: 'G', keywords: [{ text: 'kw', matchType: 'Exact', bid: 1, metrics: { impressions: 10, clicks: 1, spend: 1, sales: 0, orders: 0 } }] }] }],
};

/** A session and a client joined as the worker joins them, and every message the session posted. */
function connect(bytes: Uint8Array, inflater: Inflater = browserInflater) {
  const posted: LocalAuditAnswer[] = [];
  const client = new LocalAuditClient((question) => void session.handle(question));
  const session = new LocalAuditSession((answer) => {
    posted.push(answer);
    if (answer.kind === 'answer') client.receive(answer);
  }, inflater);
  const start: LocalAuditRequest = { kind: 'audit', file: new Blob([Uint8Array.from(bytes)]), fileName: 'bulk.xlsx', currency: 'USD', period: null };
  const audited = session.handle(start);
  // As the page does once the audit is on screen (here at once).
  void session.handle({ kind: 'readSearchTerms' });
  return { posted, client, audited };
}

/** What the server holds of an upload: the audit's campaigns and the search terms as read (node:zlib). */
async function onServer(bytes: Uint8Array) {
  const { campaigns } = await auditBulkWorkbook(bytes);
  return { campaigns, read: await readSearchTerms(bytes) };
}

describe('the local audit session', () => {
  const bytes = generateBulkWorkbook({ campaigns: 25, seed: 7 });

  test('posts the audit, then the search terms found; answers insights as GET /api/insights does', async () => {
    const { posted, client, audited } = connect(bytes);
    await audited;
    expect(posted.map((p) => p.kind)).toEqual(['audit', 'health', 'campaigns', 'searchTerms']);
    const server = await onServer(bytes);
    expect(posted[3]).toEqual({
      kind: 'searchTerms', ok: true, count: server.read.search_terms.length,
      sheets_found: server.read.sheets_found, available_sheets: server.read.available_sheets, expected_sheets: server.read.expected_sheets,
    });
    expect(await client.insights(SETTINGS)).toEqual({ upload_id: 0, ...computeInsights({ campaigns: server.campaigns, search_terms: server.read.search_terms }, SETTINGS) });
  });

  test("answers a page of search terms as the engine's pageSearchTerms over the server's terms with their default bids", async () => {
    const { client } = connect(bytes);
    const server = await onServer(bytes);
    fillDefaultBids(server.read.search_terms, adGroupDefaultBids(server.campaigns));
    const adGroupId = server.read.search_terms.find((t) => t.bid_is_default)!.ad_group_id;
    for (const query of [{ limit: 50, offset: 0 }, { limit: 5, offset: 5, sort: 'bid', order: 'asc' as const }, { limit: 10, offset: 0, q: 'SET', min_clicks: 1 }]) {
      const page = await client.searchTermsPage(adGroupId, query);
      expect(page).toEqual({ status: 'success', data: pageSearchTerms(server.read.search_terms, adGroupId, { ...query, sort: query.sort as 'bid' | undefined }) });
    }
    await expect(client.searchTermsPage(adGroupId, { limit: 5, offset: 0, sort: 'password' })).rejects.toThrow('Search terms cannot be sorted by "password".');
  });

  test("digests the audit as the server's result ETag: SHA-256 of the text the server stores for that upload", async () => {
    const { client, posted } = connect(bytes);
    const digest = await client.resultDigest(57);
    // The server's steps (its audit worker): the node reader, the stored head for the upload, then the campaigns.
    const told = new CurrencyDetector();
    const audit = await auditBulkWorkbook(bytes, { currency: told });
    const stored = JSON.stringify({ ...storedAuditHead(audit, { currency: 'USD', uploadId: 57, fileName: 'bulk.xlsx' }, told.currency), campaigns: audit.campaigns });
    expect(digest).toBe(createHash('sha256').update(stored, 'utf8').digest('hex'));
    expect(await client.resultDigest(58)).not.toBe(digest);
    expect(posted[0]).toMatchObject({ kind: 'audit', ok: true });
  });

  test("posts the audit in parts that the page puts together into the server's audit of the file", async () => {
    const workbook = generateBulkWorkbook({ campaigns: 201, seed: 3 });
    const { posted, audited } = connect(workbook);
    await audited;
    const parts = posted.filter((p): p is AuditPart => p.kind === 'campaigns' || (p.kind === 'audit' && p.ok));
    expect(parts.map((p) => p.kind)).toEqual(['audit', 'campaigns', 'campaigns', 'campaigns']);
    const assembly = new AuditAssembly(parts[0] as Extract<AuditPart, { kind: 'audit' }>);
    for (const part of parts.slice(1)) assembly.add(part as Extract<AuditPart, { kind: 'campaigns' }>);
    const server = await auditBulkWorkbook(workbook);
    expect(assembly.audit()).toMatchObject({ upload_id: 0, file_name: 'bulk.xlsx', summary: server.summary });
    expect(assembly.audit()!.campaigns).toEqual(server.campaigns);
    // The head alone says how many campaigns follow, and shares its objects with the whole audit.
    expect(assembly.campaignCount).toBe(server.campaigns.length);
    expect(assembly.withoutCampaigns()).toEqual({ ...assembly.audit(), campaigns: [] });
    expect(assembly.withoutCampaigns().summary).toBe(assembly.audit()!.summary);
  });

  test("posts the audit's health right after its head, before the campaigns, as the page would compute it for the upload's period and currency", async () => {
    const posted: LocalAuditAnswer[] = [];
    const session = new LocalAuditSession((answer) => void posted.push(answer));
    const period = { start: '2026-10-01', end: '2026-10-30' };
    void session.handle({ kind: 'readSearchTerms' });
    await session.handle({ kind: 'audit', file: new Blob([Uint8Array.from(bytes)]), fileName: 'bulk.xlsx', currency: 'eur', period });
    const [head, health, part] = posted as [Extract<AuditPart, { kind: 'audit' }>, LocalAuditAnswer, Extract<AuditPart, { kind: 'campaigns' }>];
    const assembly = new AuditAssembly(head);
    assembly.add(part);
    const about = { fileName: 'bulk.xlsx', period, currency: 'EUR' as const };
    expect(health).toEqual({ kind: 'health', about, health: computeHealth(assembly.audit() as StoredAudit, about) });
    expect((health as { health: { data_quality: { date_range: { days: number } } } }).health.data_quality.date_range.days).toBe(30);
  });

  test("reads the search terms only when the page says the audit is on screen; questions wait for them", async () => {
    const posted: LocalAuditAnswer[] = [];
    const session = new LocalAuditSession((answer) => void posted.push(answer));
    const audited = session.handle({ kind: 'audit', file: new Blob([Uint8Array.from(bytes)]), fileName: 'bulk.xlsx', currency: 'USD', period: null });
    const asked = session.handle({ kind: 'insights', id: 1, settings: SETTINGS });
    await vi.waitFor(() => expect(posted.map((p) => p.kind)).toEqual(['audit', 'health', 'campaigns']), { timeout: 10_000 });
    // Reading them takes a few milliseconds here: given the time, none are read unasked.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(posted.map((p) => p.kind)).toEqual(['audit', 'health', 'campaigns']);
    await session.handle({ kind: 'readSearchTerms' });
    await audited;
    await asked;
    expect(posted.map((p) => p.kind)).toEqual(['audit', 'health', 'campaigns', 'searchTerms', 'answer']);
  });

  test('a workbook without search term tabs: the no-sheets answer, with the tabs it has', async () => {
    const workbook = buildBulkWorkbook(NO_SEARCH_TERMS, { searchTerms: false });
    const { client } = connect(workbook);
    const answer = await client.searchTermsPage('2', { limit: 50, offset: 0 });
    expect(answer).toEqual(noSearchTermSheetsAnswer(await readSearchTerms(workbook)));
    expect(answer).toMatchObject({ no_sheets_info: true, message: NO_SEARCH_TERM_SHEETS_MESSAGE, instructions: SEARCH_TERMS_INSTRUCTIONS });
  });

  test('a question asked before the search terms are read is answered once they are', async () => {
    const { posted, client } = connect(bytes);
    const answer = await client.insights(SETTINGS);
    expect(answer.upload_id).toBe(0);
    expect(posted.map((p) => p.kind)).toEqual(['audit', 'health', 'campaigns', 'searchTerms', 'answer']);
  });

  test('search terms that cannot be read: told once, and every question fails with the reason; the audit stands', async () => {
    // The audit reads its tabs, then the search term pass finds its parts damaged.
    let audited = false;
    const damaged = 'This workbook is damaged: part of it could not be decompressed.';
    const damagedLater: Inflater = {
      inflateChunks: (data, budget, onChunk) => (audited ? Promise.reject(new WorkbookError('malformed', damaged)) : browserInflater.inflateChunks(data, budget, onChunk)),
    };
    const posted: LocalAuditAnswer[] = [];
    const session = new LocalAuditSession((answer) => {
      posted.push(answer);
      if (answer.kind === 'audit') audited = true;
    }, damagedLater);
    const asked = session.handle({ kind: 'insights', id: 1, settings: SETTINGS });
    void session.handle({ kind: 'readSearchTerms' });
    await session.handle({ kind: 'audit', file: new Blob([Uint8Array.from(bytes)]), fileName: 'bulk.xlsx', currency: 'USD', period: null });
    await asked;
    const message = `${SEARCH_TERMS_FAILED}: ${damaged}`;
    expect(posted).toEqual([
      expect.objectContaining({ kind: 'audit', ok: true }),
      expect.objectContaining({ kind: 'health' }),
      expect.objectContaining({ kind: 'campaigns' }),
      { kind: 'searchTerms', ok: false, message },
      { kind: 'answer', id: 1, ok: false, message },
    ]);
  });

  test('a file that cannot be read (moved or changed since it was chosen): told so, and questions are refused', async () => {
    const posted: LocalAuditAnswer[] = [];
    const session = new LocalAuditSession((answer) => void posted.push(answer));
    const gone = { arrayBuffer: () => Promise.reject(new DOMException('The file could not be read.', 'NotReadableError')) } as unknown as Blob;
    await session.handle({ kind: 'audit', file: gone, fileName: 'bulk.xlsx', currency: 'USD', period: null });
    expect(posted).toEqual([{ kind: 'audit', ok: false, message: READ_FAILED }]);
    const client = new LocalAuditClient((question) => void session.handle(question));
    const asked = client.insights(SETTINGS);
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    client.receive(posted[1] as Extract<LocalAuditAnswer, { kind: 'answer' }>);
    await expect(asked).rejects.toThrow(NOT_AUDITED);
  });

  test('a file that cannot be audited: the engine’s reason, and questions are refused', async () => {
    const { posted, client, audited } = connect(new TextEncoder().encode('not a workbook'));
    await audited;
    expect(posted).toEqual([{ kind: 'audit', ok: false, message: expect.stringMatching(/\S/) }]);
    await expect(client.insights(SETTINGS)).rejects.toThrow(NOT_AUDITED);
    await expect(client.resultDigest(1)).rejects.toThrow(NOT_AUDITED);
  });
});
