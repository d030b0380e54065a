import type { ReactNode } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { DEFAULT_INSIGHT_SETTINGS } from '@ads-auditor/audit';
import { createQueryClient } from '../../../lib/query-client';
import { mockApi } from '../../../test/api-mock';
import { insightSettingsQuery, type InsightQuery } from '../../audit-session';
import { useInsightsAskedAhead } from './use-insights-asked-ahead';

const SAVED = { ...DEFAULT_INSIGHT_SETTINGS, target_acos: 22 };

function withClient() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

afterEach(() => vi.unstubAllGlobals());

describe('the insights asked ahead of the Insights tab', () => {
  test("ask this browser's audit for the account's saved settings, read once: the tab finds them in its query", async () => {
    const { calls } = mockApi({ 'GET /api/insights/settings': { body: SAVED } });
    const insights = vi.fn((_settings: InsightQuery) => new Promise<never>(() => undefined));
    const { wrapper } = withClient();
    renderHook(() => useInsightsAskedAhead({ insights }, 7), { wrapper });
    await waitFor(() => expect(insights).toHaveBeenCalledTimes(1));
    expect(insights.mock.calls[0]![0]).toEqual(SAVED);

    // The Insights tab's own query, opened later: the settings are there, nothing is asked again.
    const tab = renderHook(() => useQuery(insightSettingsQuery(7)), { wrapper });
    expect(tab.result.current.data).toEqual(SAVED);
    expect(calls.filter((c) => c.path === '/api/insights/settings?account_id=7')).toHaveLength(1);
  });

  test('ask nothing once the audit is gone before the settings arrive, nor without an audit', async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    mockApi({ 'GET /api/insights/settings': () => new Promise((resolve) => (answer = resolve)) });
    const insights = vi.fn((_settings: InsightQuery) => new Promise<never>(() => undefined));
    const { client, wrapper } = withClient();
    const view = renderHook(({ queries }) => useInsightsAskedAhead(queries, undefined), { wrapper, initialProps: { queries: { insights } as { insights: typeof insights } | null } });
    view.rerender({ queries: null });
    answer({ body: SAVED });
    await waitFor(() => expect(client.getQueryData(insightSettingsQuery(undefined).queryKey)).toEqual(SAVED));
    expect(insights).not.toHaveBeenCalled();
  });
});
