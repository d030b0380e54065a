// The account health a client's report shows: the campaign level only, since the report promises
// the client no more than its campaigns. Evidence about something inside a campaign (an ad group,
// a keyword, a placement) is named by its campaigns instead; its figures stay.
import type { AccountHealth, HealthEvidence } from '../health/types.js';

function campaignLevelEvidence(evidence: HealthEvidence): HealthEvidence {
  const names = evidence.campaigns.map((campaign) => campaign.name);
  return names.includes(evidence.subject) ? evidence : { ...evidence, subject: names.join(', ') };
}

export function campaignLevelHealth(health: AccountHealth): AccountHealth {
  return { ...health, checks: health.checks.map((check) => ({ ...check, evidence: check.evidence.map(campaignLevelEvidence) })) };
}
