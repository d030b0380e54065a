// The page's side of the local audit's questions: answers by id, aborts, and the worker's end.
import { describe, expect, test } from 'vitest';
import { CancelError } from '../../../lib/api-errors';
import type { InsightQuery } from '../api/insights-api';
import { LocalAuditClient } from './local-audit-client';
import type { LocalAuditQuestion } from './local-audit-messages';

const SETTINGS: InsightQuery = { target_acos: 30, min_clicks: 10, brand_terms: [], waste_factor: 1, harvest_min_orders: 2 };

function client() {
  const sent: LocalAuditQuestion[] = [];
  return { sent, queries: new LocalAuditClient((question) => sent.push(question)) };
}

describe('LocalAuditClient', () => {
  test('each question settles with the answer to its own id, whatever the order of the answers', async () => {
    const { sent, queries } = client();
    const insights = queries.insights(SETTINGS);
    const page = queries.searchTermsPage('ag1', { limit: 10, offset: 0, sort: 'clicks', order: 'asc', q: 'mat' });
    expect(sent).toEqual([
      { kind: 'insights', id: 1, settings: SETTINGS },
      { kind: 'searchTermsPage', id: 2, adGroupId: 'ag1', query: { limit: 10, offset: 0, sort: 'clicks', order: 'asc', q: 'mat' } },
    ]);
    const body = { status: 'success' as const, no_sheets_info: true as const, message: 'none', available_sheets: [], expected_sheets: [], instructions: '' };
    queries.receive({ kind: 'answer', id: 2, ok: true, body });
    queries.receive({ kind: 'answer', id: 1, ok: false, message: 'The search terms could not be read in the browser: damaged' });
    await expect(page).resolves.toEqual(body);
    await expect(insights).rejects.toThrow('The search terms could not be read in the browser: damaged');
  });

  test('an abort rejects with the API client’s CancelError at once; its late answer is dropped', async () => {
    const { sent, queries } = client();
    const controller = new AbortController();
    const asked = queries.insights(SETTINGS, controller.signal);
    controller.abort();
    await expect(asked).rejects.toBeInstanceOf(CancelError);
    expect(() => queries.receive({ kind: 'answer', id: sent[0]!.id, ok: false, message: 'late' })).not.toThrow();
    await expect(queries.insights(SETTINGS, controller.signal)).rejects.toBeInstanceOf(CancelError);
    expect(sent).toHaveLength(1);
  });

  test('the end of the worker fails the questions waiting and every later one with its reason', async () => {
    const { sent, queries } = client();
    const waiting = queries.searchTermsPage('ag1', { limit: 10, offset: 0 });
    const gone = new Error('The browser could not read this file’s search terms.');
    queries.end(gone);
    await expect(waiting).rejects.toBe(gone);
    await expect(queries.insights(SETTINGS)).rejects.toBe(gone);
    expect(sent).toHaveLength(1);
  });

  test('the lists of the same settings are computed once, an abandoned question included; a failure is asked again', async () => {
    const { sent, queries } = client();
    const controller = new AbortController();
    const ahead = queries.insights(SETTINGS, controller.signal);
    controller.abort();
    await expect(ahead).rejects.toBeInstanceOf(CancelError);
    const reordered = { harvest_min_orders: 2, waste_factor: 1, brand_terms: [], min_clicks: 10, target_acos: 30 };
    const asked = queries.insights(reordered);
    expect(sent).toHaveLength(1);
    const lists = { upload_id: 0 } as Awaited<ReturnType<typeof queries.insights>>;
    queries.receive({ kind: 'answer', id: 1, ok: true, body: lists });
    await expect(asked).resolves.toBe(lists);
    await expect(queries.insights(SETTINGS)).resolves.toBe(lists);
    expect(sent).toHaveLength(1);

    const other = { ...SETTINGS, target_acos: 45 };
    const failing = queries.insights(other);
    queries.receive({ kind: 'answer', id: 2, ok: false, message: 'out of memory' });
    await expect(failing).rejects.toThrow('out of memory');
    void queries.insights(other).catch(() => undefined);
    expect(sent).toHaveLength(3);
  });
});
