// Test kit for the Insights tab: a small hand-made result (two wasting keywords, three negative
// suggestions of which one conflicts and one is Sponsored Brands, two harvests, one conflict),
// a stand-in for the insights API on the shared fetch stub, and a render helper in a session.
import {
  DEFAULT_INSIGHT_SETTINGS,
  metricsFromCounts,
  type CampaignRef,
  type HarvestSuggestion,
  type InsightSettings,
  type Metrics,
  type NegativeSuggestion,
  type NgramRow,
  type TermOccurrence,
} from '@ads-auditor/audit';
import { mockApi, type MockReply } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { AuditorSessionProvider, type LoadedInsights } from '../../audit-session';
import { NotesProvider } from '../../notes';
import { testAudit, testCampaign } from '../../../test/notes-test-kit';
import { InsightsTab } from '../components/InsightsTab';

const m = (clicks: number, spend: number, sales: number, orders: number): Metrics =>
  metricsFromCounts({ impressions: clicks * 40, clicks, spend, sales, orders, units: orders });

export const EXACT: CampaignRef = { campaign_type: 'SP', campaign_id: '111', campaign_name: 'SP Valves Exact', ad_group_id: '1111', ad_group_name: 'Brass valves' };
export const AUTO: CampaignRef = { campaign_type: 'SP', campaign_id: '222', campaign_name: 'SP Valves Auto', ad_group_id: '2221', ad_group_name: 'Auto' };
const BRAND: CampaignRef = { campaign_type: 'SB', campaign_id: '333', campaign_name: 'SB Brand', ad_group_id: '3331', ad_group_name: 'Store' };

export const negative = (ref: CampaignRef, text: string, spend: number, extra: Partial<NegativeSuggestion> = {}): NegativeSuggestion => ({
  ...ref,
  id: `neg:${ref.campaign_id}:${text}`,
  match_type: 'Negative Exact',
  level: 'ad_group',
  keyword_text: text,
  metrics: m(12, spend, 0, 0),
  qualifying_metrics: m(12, spend, 0, 0),
  qualifying_scope: 'ad_group',
  paused: false,
  sources: [{ sheet: 'SP Search Term Report', row: Math.round(spend) }],
  conflicts: [],
  exportable: ref.campaign_type === 'SP',
  ...extra,
});

const occurrence = (ref: CampaignRef, metrics: Metrics): TermOccurrence => ({ ...ref, ad_group_id: ref.ad_group_id!, ad_group_name: ref.ad_group_name!, metrics, sources: [] });

export const harvest = (term: string, orders: number, destination: CampaignRef | null, paused = false): HarvestSuggestion => ({
  id: `harvest:${term}`,
  search_term: term,
  metrics: m(20, 10, orders * 25, orders),
  suggested_bid: 0.5,
  destination,
  occurrences: [occurrence(AUTO, m(20, 10, orders * 25, orders))],
  exportable: destination !== null,
  paused,
});

/** The insights with target ACOS `target`: at 30 % one harvest, above it a second one qualifies. */
export function testInsights(target = DEFAULT_INSIGHT_SETTINGS.target_acos): LoadedInsights {
  const harvests = [harvest('brass ball valve 1/2', 4, EXACT)];
  if (target > 30) harvests.push(harvest('gate valve', 2, null));
  return {
    upload_id: 1,
    settings: { ...DEFAULT_INSIGHT_SETTINGS, target_acos: target },
    account: { spend: 500, orders: 20, cost_per_order: 25, waste_threshold: 25, high_acos_threshold: target * 2 },
    wasted_spend: {
      targets: {
        share_basis: 'of the spend of all keywords and product targets',
        totals: [
          { key: 'all', spend: 400, wasted: 70, share_of_spend: 17.5, count: 2 },
          { key: 'SP', spend: 400, wasted: 70, share_of_spend: 17.5, count: 2 },
        ],
        total_rows: 2,
        rows: [
          { ...EXACT, id: 'keyword:k1', subject: 'keyword', reason: 'no_orders', text: 'plastic valve', match_type: 'Exact', entity_id: 'k1', source: null, metrics: m(30, 40, 0, 0), wasted: 40, covered_by: null },
          { ...AUTO, id: 'target:t1', subject: 'product_target', reason: 'no_orders', text: 'close-match', match_type: null, entity_id: 't1', source: null, metrics: m(25, 30, 0, 0), wasted: 30, covered_by: null },
        ],
      },
      search_terms: { share_basis: 'of the spend of all search term rows', totals: [{ key: 'all', spend: 300, wasted: 0, share_of_spend: 0, count: 0 }], rows: [], total_rows: 0 },
    },
    ngrams: { grams: [], total_grams: { 1: 0, 2: 0, 3: 0 }, best: [], worst: [], asin_terms: [], total_asin_terms: 0 },
    negative_suggestions: [
      negative(EXACT, 'cheap valve', 31),
      negative(AUTO, 'pvc valve', 27, {
        conflicts: [{ kind: 'keyword', text: 'pvc valve', match_type: 'Exact', ad_group_id: '2221', ad_group_name: 'Auto', keyword_id: 'k9', source: null, orders: 3, sales: 60, close_variant: false, warning: "Would block the keyword 'pvc valve' (Exact) in ad group 'Auto'." }],
      }),
      negative(BRAND, 'free valve', 26),
    ],
    total_negative_suggestions: 3,
    harvest_suggestions: harvests,
    total_harvest_suggestions: harvests.length,
    total_term_conflicts: 1,
    term_conflicts: [
      {
        id: 'conflict:ball valve',
        search_term: 'ball valve',
        occurrences: [occurrence(EXACT, m(10, 5, 50, 2)), occurrence(AUTO, m(10, 8, 40, 1))],
        ad_group_count: 2,
        converting_ad_groups: 2,
        best_ad_group_id: '1111',
        metrics: m(20, 13, 90, 3),
        negate_elsewhere: false,
        advice: 'Not enough data to negate it elsewhere: "SP Valves Exact › Brass valves" leads with ACOS 10.00% on 10 clicks and 2 orders, but with 95% confidence its ACOS is at most 40.00%; the others\' could be as low as 8.00%.',
      },
    ],
  };
}

/** `count` one-word grams, most spend first (as the engine answers them). */
export function testGrams(count: number): NgramRow[] {
  return Array.from({ length: count }, (_, i) => ({ gram: `word${i + 1}`, n: 1 as const, distinct_terms: 2, metrics: m(20, 100 - i, 0, 0), example_terms: [] }));
}

interface ServerOptions {
  settings?: InsightSettings;
  insights?: (target: number, source: string | null) => MockReply | Promise<MockReply>;
}

/** The insights API (and the notes bulk call of the tab's provider) over the fetch stub. */
export function insightsServer(options: ServerOptions = {}) {
  let settings = options.settings ?? { ...DEFAULT_INSIGHT_SETTINGS };
  return mockApi({
    'GET /api/insights/settings': () => ({ body: settings }),
    'PUT /api/insights/settings': async (request) => {
      settings = { ...settings, ...((await request.json()) as Partial<InsightSettings>) };
      return { body: settings };
    },
    'GET /api/insights': (request) => {
      const query = new URL(request.url).searchParams;
      const target = Number(query.get('target_acos'));
      return options.insights ? options.insights(target, query.get('source')) : { body: testInsights(target) };
    },
    'POST /api/notes/bulk': { body: { campaign_notes: {}, parent_asin_notes: {} } },
  });
}

const CAMPAIGNS = [testCampaign('111', 'SP Valves Exact', 100, 300), testCampaign('222', 'SP Valves Auto', 50, 60), testCampaign('333', 'SB Brand', 30, 90)];
export const WITH_SEARCH_TERMS = ['Sponsored Products Campaigns', 'SB Multi Ad Group Campaigns', 'SP Search Term Report', 'SB Search Term Report'];

/**
 * The tab inside an auditor session (upload 1, a workbook with the tabs `sheets`) and the notes
 * provider, as AuditorTabs renders it.
 */
export function renderInsightsTab({ searchTermsProcessing = false, sheets = WITH_SEARCH_TERMS } = {}) {
  const audit = testAudit(CAMPAIGNS);
  audit.report = { sheets_found: sheets, sheets_used: sheets.filter((name) => name.endsWith('Campaigns')), warnings: [] };
  const session = { audit, businessReport: null, searchTermsProcessing, onBusinessReportLoaded: () => {} };
  return renderWithProviders(
    <AuditorSessionProvider value={session}>
      <NotesProvider campaignIds={CAMPAIGNS.map((c) => c.id)} parentAsins={[]}>
        <InsightsTab />
      </NotesProvider>
    </AuditorSessionProvider>,
  );
}
