// Test helpers: search terms as the API sends them, a stubbed API that pages them, and the
// dialog's providers.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';
import { mockApi, type MockReply } from './api-mock';
import { AuditorSessionProvider, type LoadedAudit } from '../features/audit-session';
import type { SearchTerm } from '../features/search-terms';

export const UPLOAD_ID = 7;
export const AD_GROUP_ID = '211111111111111';
export const SEARCH_TERMS_PATH = `/api/search-terms/${AD_GROUP_ID}`;

/** Term `n` (1-based): every third one a product target, every fifth target without a bid of its own. */
export function testSearchTerm(n: number): SearchTerm {
  const keyword = n % 3 !== 0;
  const inherited = !keyword && n % 5 === 0;
  return {
    id: `sp-${n + 1}`,
    type: keyword ? 'keyword' : 'product_targeting',
    campaign_type: 'SP',
    campaign_id: '111111111111111',
    ad_group_id: AD_GROUP_ID,
    campaign_name: 'Valves - Exact',
    ad_group_name: 'Brass valves',
    keyword_id: keyword ? `k${n}` : null,
    product_targeting_id: keyword ? null : `t${n}`,
    customer_search_term: `valve term ${n}`,
    text: keyword ? 'brass valve' : null,
    expression: keyword ? null : 'close-match',
    match_type: keyword ? 'Exact' : null,
    bid: inherited ? 0.75 : 1.2,
    bid_is_default: inherited,
    state: 'enabled',
    metrics: {
      impressions: 1000 + n, clicks: 20, click_through_rate: 2, spend: 12.5, sales: 50, orders: 2, units: 2,
      acos: 25, cpc: 0.625, roas: 4, conversion_rate: 10,
    },
  };
}

/** GET /api/search-terms/{AD_GROUP_ID} over `total` terms, paged by the query's limit and offset as the server does. */
export function pagedSearchTerms(total: number) {
  const terms = Array.from({ length: total }, (_, i) => testSearchTerm(i + 1));
  return (request: Request): MockReply => {
    const query = new URL(request.url).searchParams;
    const limit = Number(query.get('limit'));
    const offset = Number(query.get('offset'));
    const page = terms.slice(offset, offset + limit);
    const pagination = { total, page: Math.floor(offset / limit) + 1, has_next: offset + limit < total, has_previous: offset > 0 };
    const productTargeting = terms.filter((term) => term.type === 'product_targeting').length;
    const counts = { keyword: total - productTargeting, product_targeting: productTargeting };
    return { body: { status: 'success', data: { search_terms: page, pagination, counts } } };
  };
}

/** Stubs fetch; `headers` are added to every answer (the sheet information of a missing-sheet answer, say). */
export function stubSearchTermsApi(reply: MockReply | ((request: Request) => MockReply | Promise<MockReply>), headers: Record<string, string> = {}) {
  const mock = mockApi({ [`GET ${SEARCH_TERMS_PATH}`]: reply });
  vi.stubGlobal('fetch', async (resource: Request | string, init?: RequestInit) => {
    const response = await mock.fetchMock(resource, init);
    const withHeaders = new Headers(response.headers);
    for (const [name, value] of Object.entries(headers)) withHeaders.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers: withHeaders });
  });
  return mock;
}

export function renderInSession(ui: ReactElement, { searchTermsProcessing = false } = {}) {
  const audit = { upload_id: UPLOAD_ID, file_name: 'bulk.xlsx', campaigns: [] } as unknown as LoadedAudit;
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <AuditorSessionProvider value={{ audit, businessReport: null, searchTermsProcessing, onBusinessReportLoaded: vi.fn() }}>{ui}</AuditorSessionProvider>
    </AppProviders>,
  );
  return { ...view, user };
}
