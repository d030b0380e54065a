/**
 * Applied or not: each change of an exported change set against the next workbook. applied: the
 * value matches; different: it changed, but not to the proposed value; not_applied: it is as it
 * was; missing: the entity is gone.
 */
import { enumKey } from '../bulk/normalize.js';
import type { ChangeSetEntry } from '../plan/change-set.js';
import { keywordKey, keywordOfSubject, negativeKey, placementKey } from './snapshot.js';
import type { Snapshot, VerifyItem, VerifyResult, VerifyStatus } from './types.js';

/** Half a cent, and half a percentage point: what a bulk file's rounding can move a value by. */
const TOLERANCE = 0.005;

function same(a: number | string | null, b: number | string | null): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) < TOLERANCE;
  if (typeof a === 'string' && typeof b === 'string') return a.trim().toLowerCase() === b.trim().toLowerCase();
  return a === b;
}

function statusOf(found: number | string | null, from: number | string | null, to: number | string): VerifyStatus {
  if (same(found, to)) return 'applied';
  return same(found, from) ? 'not_applied' : 'different';
}

/** What the new workbook holds for the entry: the value found, or 'missing'. */
function lookUp(entry: ChangeSetEntry, after: Snapshot): { found: number | string | null } | 'missing' {
  switch (entry.field) {
    case 'bid':
    case 'state': {
      const target = entry.entity_id === null ? undefined : after.targets.get(entry.entity_id);
      if (target) return { found: entry.field === 'bid' ? target.bid : target.state };
      // A pause of a whole campaign or ad group names no entity id.
      if (entry.field === 'state' && entry.entity_id === null) {
        const holder = entry.ad_group_id !== null ? after.ad_groups.get(entry.ad_group_id) : after.campaigns.get(entry.campaign_id);
        if (holder) return { found: holder.state };
      }
      return 'missing';
    }
    case 'placement_percentage': {
      if (!after.campaigns.has(entry.campaign_id)) return 'missing';
      const placement = after.placements.get(placementKey(entry.campaign_id, entry.subject ?? ''));
      // Amazon writes no placement rows for a campaign without impressions: 0 % unless said otherwise.
      return { found: placement?.percentage ?? 0 };
    }
    case 'daily_budget': {
      const campaign = after.campaigns.get(entry.campaign_id);
      return campaign ? { found: campaign.budget } : 'missing';
    }
    case 'negative_keyword': {
      const holderGone = entry.ad_group_id !== null ? !after.ad_groups.has(entry.ad_group_id) : !after.campaigns.has(entry.campaign_id);
      if (holderGone) return 'missing';
      const [matchType, text] = keywordOfSubject(entry.subject);
      return { found: after.negatives.has(negativeKey(entry.campaign_id, entry.ad_group_id, enumKey(matchType), text)) ? text : null };
    }
    case 'keyword': {
      if (entry.ad_group_id === null || !after.ad_groups.has(entry.ad_group_id)) return 'missing';
      const [matchType, text] = keywordOfSubject(entry.subject);
      const id = after.keywords_by_text.get(keywordKey(entry.ad_group_id, enumKey(matchType), text));
      // A harvested keyword that exists with another bid was created, at a different bid.
      return { found: id === undefined ? null : (after.targets.get(id)?.bid ?? null) };
    }
  }
}

export function verifyChanges(entries: readonly ChangeSetEntry[], after: Snapshot): VerifyResult {
  const counts: Record<VerifyStatus, number> = { applied: 0, different: 0, not_applied: 0, missing: 0 };
  const items = entries.map((entry): VerifyItem => {
    const looked = lookUp(entry, after);
    const found = looked === 'missing' ? null : looked.found;
    // A created keyword or negative that is absent was not applied; one created at another bid differs.
    const from = entry.field === 'keyword' || entry.field === 'negative_keyword' ? null : entry.from;
    const status: VerifyStatus = looked === 'missing' ? 'missing' : entry.field === 'keyword' && found === null ? 'not_applied' : statusOf(found, from, entry.to);
    counts[status]++;
    return {
      kind: entry.kind,
      campaign_id: entry.campaign_id,
      ad_group_id: entry.ad_group_id,
      entity_id: entry.entity_id,
      subject: entry.subject,
      before: entry.from,
      expected: entry.to,
      found,
      status,
    };
  });
  return { items, counts };
}
