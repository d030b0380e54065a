// Test kit for the notes components: a small audit, a stateful stand-in for the notes API on
// top of the shared fetch stub, and a render helper with the auditor session and NotesProvider.
import type { ReactElement } from 'react';
import type { Campaign, ParentAsinSummary } from '@ads-auditor/audit';
import { mockApi, type MockReply } from './api-mock';
import { renderWithProviders } from './render';
import { AuditorSessionProvider, type LoadedAudit, type LoadedBusinessReport } from '../features/audit-session';
import { NotesProvider, type Note } from '../features/notes';

export function testCampaign(id: string, name: string, spend: number, sales: number): Campaign {
  return { id, name, type_code: 'SP', metrics: { spend, sales, roas: spend ? sales / spend : 0 } } as unknown as Campaign;
}

export function testAudit(campaigns: Campaign[]): LoadedAudit {
  return { upload_id: 1, file_name: 'bulk.xlsx', campaigns } as unknown as LoadedAudit;
}

/** A business report of parents (ASIN, title, ad spend, total sales). */
export function testReport(parents: [string, string, number, number][]): LoadedBusinessReport {
  return {
    kind: 'seller',
    asin_map: parents.map(([asin, title]) => ({ parent_asin: asin, child_asin: `${asin}-C`, title }) as LoadedBusinessReport['asin_map'][number]),
    parent_asin_summary: Object.fromEntries(parents.map(([asin, , total_spend, total_sales]) => [asin, { total_spend, total_sales } as ParentAsinSummary])),
    notes: [],
    warnings: [],
  };
}

let nextId = 1;
export function testNote(content: string, target: { campaign_id?: string; parent_asin?: string }, created_at = '2026-01-15 10:00:00'): Note {
  return { id: nextId++, content, created_at, campaign_id: target.campaign_id ?? null, parent_asin: target.parent_asin ?? null };
}

type Fail = Partial<Record<'add' | 'update' | 'delete' | 'bulk' | 'list', MockReply>>;

/**
 * The notes API over an in-memory list. `bulkNotes` overrides what the bulk call answers (to
 * make the badges disagree with the list); `fail` makes a call answer an error.
 */
export function notesServer(initial: Note[], options: { fail?: Fail; bulkNotes?: Note[] } = {}) {
  let notes = [...initial];
  const { fail = {} } = options;
  const byTarget = (campaignId: string | null, parentAsin: string | null) =>
    notes.filter((n) => (campaignId !== null && n.campaign_id === campaignId) || (parentAsin !== null && n.parent_asin === parentAsin));
  const perId: Record<string, (request: Request) => Promise<MockReply>> = {};
  for (let id = 1; id <= 200; id++) {
    perId[`PUT /api/notes/${id}`] = async (request) => {
      if (fail.update) return fail.update;
      const { content } = (await request.json()) as { content: string };
      notes = notes.map((n) => (n.id === id ? { ...n, content } : n));
      return { body: notes.find((n) => n.id === id) };
    };
    perId[`DELETE /api/notes/${id}`] = async () => {
      if (fail.delete) return fail.delete;
      notes = notes.filter((n) => n.id !== id);
      return { body: { deleted: true } };
    };
  }
  const api = mockApi({
    ...perId,
    'GET /api/notes/': (request) => {
      if (fail.list) return fail.list;
      const query = new URL(request.url).searchParams;
      return { body: byTarget(query.get('campaign_id'), query.get('parent_asin')) };
    },
    'POST /api/notes/': async (request) => {
      if (fail.add) return fail.add;
      const body = (await request.json()) as { content: string; campaign_id: string | null; parent_asin: string | null };
      const note: Note = { id: nextId++, created_at: '2026-03-01 12:00:00', ...body };
      notes = [note, ...notes];
      return { status: 201, body: note };
    },
    'POST /api/notes/bulk': async (request) => {
      if (fail.bulk) return fail.bulk;
      const { campaign_ids, parent_asins, all_parent_asins } = (await request.json()) as { campaign_ids: string[]; parent_asins: string[]; all_parent_asins: boolean };
      const source = options.bulkNotes ?? notes;
      const group = (keys: string[], field: 'campaign_id' | 'parent_asin') =>
        Object.fromEntries(keys.map((key) => [key, source.filter((n) => n[field] === key)]));
      // Like the server: every parent ASIN with notes as well, when asked.
      const parents = all_parent_asins ? [...new Set([...parent_asins, ...source.flatMap((n) => (n.parent_asin ? [n.parent_asin] : []))])] : parent_asins;
      return { body: { campaign_notes: group(campaign_ids, 'campaign_id'), parent_asin_notes: group(parents, 'parent_asin') } };
    },
  });
  return { ...api, notes: () => notes };
}

/** Renders `ui` inside the providers, an auditor session and a NotesProvider for the audit's campaigns and the report's parents. */
export function renderWithNotes(ui: ReactElement, { audit, businessReport = null }: { audit: LoadedAudit; businessReport?: LoadedBusinessReport | null }) {
  const session = { audit, businessReport, searchTermsProcessing: false, onBusinessReportLoaded: () => {} };
  return renderWithProviders(
    <AuditorSessionProvider value={session}>
      <NotesProvider campaignIds={audit.campaigns.map((c) => c.id)} parentAsins={Object.keys(businessReport?.parent_asin_summary ?? {})}>
        {ui}
      </NotesProvider>
    </AuditorSessionProvider>,
  );
}
