/** computeInsights: every insight list from the campaign tree and the search terms; pure. */
import { CountsAccumulator } from '../metrics/metrics.js';
import { campaignContexts } from './campaign-context.js';
import { termConflicts } from './conflicts.js';
import { harvestSuggestions } from './harvest.js';
import { negativeSuggestions } from './negatives.js';
import { buildNgrams } from './ngrams.js';
import { resolveInsightSettings } from './settings.js';
import { TermIndex } from './term-occurrences.js';
import { brandMatcher } from './term-text.js';
import type { InsightSettings, InsightsInput, InsightsResult } from './types.js';
import { insightsAccount } from './waste-rule.js';
import { wastedSpend } from './wasted-spend.js';

export function computeInsights(input: InsightsInput, settingsGiven: Partial<InsightSettings> = {}): InsightsResult {
  const settings = resolveInsightSettings(settingsGiven);
  const accountSum = new CountsAccumulator();
  for (const campaign of input.campaigns) accountSum.add(campaign.metrics);
  const { spend, orders } = accountSum.counts();
  const account = insightsAccount(spend, orders, settings);

  const index = new TermIndex(input.search_terms);
  const table = buildNgrams(index, settings);
  const contexts = campaignContexts(input.campaigns, index);
  const negatives = negativeSuggestions({
    index,
    contexts,
    grams: table.grams,
    isBrand: brandMatcher(settings.brand_terms),
    settings,
    account,
  });
  const harvest = harvestSuggestions(index, input.campaigns, settings);
  const conflicts = termConflicts(index, settings);
  return {
    settings,
    account,
    wasted_spend: wastedSpend(input.campaigns, input.search_terms, settings, account, contexts),
    ngrams: table.ngrams,
    negative_suggestions: negatives.suggestions,
    total_negative_suggestions: negatives.total,
    harvest_suggestions: harvest.suggestions,
    total_harvest_suggestions: harvest.total,
    term_conflicts: conflicts.conflicts,
    total_term_conflicts: conflicts.total,
  };
}
