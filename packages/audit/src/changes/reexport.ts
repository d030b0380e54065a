/**
 * The changes that did not reach Amazon, exported again: each not-applied or different change of a
 * change set becomes a plan item again, its tab and Entity taken from the workbook it is checked
 * against, so the plan's export writes and validates it like the first time.
 */
import type { ChangeSetEntry } from '../plan/change-set.js';
import type { ExportChange } from '../plan/export-rows.js';
import type { PlanItem, PlanItemDetail, SourceTab } from '../plan/types.js';
import { keywordOfSubject, placementKey } from './snapshot.js';
import type { Snapshot, VerifyItem } from './types.js';

/** The file of the changes exported again. */
export const CHANGES_EXPORT_FILE_NAME = 'ads-auditor-changes-not-applied.xlsx';

const NO_EVIDENCE = { clicks: 0, spend: 0, sales: 0, orders: 0 };

function detailOf(entry: ChangeSetEntry, after: Snapshot): PlanItemDetail | null {
  const campaignTab: SourceTab | undefined = after.campaigns.get(entry.campaign_id)?.tab;
  const target = entry.entity_id === null ? undefined : after.targets.get(entry.entity_id);
  const [label, text] = keywordOfSubject(entry.subject);
  switch (entry.kind) {
    case 'bid':
      return target ? { kind: 'bid', tab: target.tab, entity_text: target.entity_text, type: target.tab === 'sp' ? 'SP' : target.tab === 'sd' ? 'SD' : 'SB' } : null;
    case 'pause':
      return target ? { kind: 'pause', tab: target.tab, entity_text: target.entity_text } : null;
    case 'placement':
      return campaignTab && after.placements.has(placementKey(entry.campaign_id, entry.subject ?? '')) ? { kind: 'placement', tab: campaignTab, placement_text: entry.subject ?? '' } : null;
    case 'budget':
      return campaignTab ? { kind: 'budget', tab: campaignTab, type: campaignTab === 'sp' ? 'SP' : campaignTab === 'sd' ? 'SD' : 'SB' } : null;
    case 'negative':
      if (label !== 'Negative Exact' && label !== 'Negative Phrase') return null;
      return { kind: 'negative', level: entry.ad_group_id === null ? 'campaign' : 'ad_group', keyword_text: text, match_type: label };
    case 'harvest':
      return { kind: 'harvest', keyword_text: text };
  }
}

/** The export changes for the verified items that are not_applied or different (as entries of the same change set). */
export function changesToExportAgain(items: readonly VerifyItem[], entries: readonly ChangeSetEntry[], after: Snapshot): ExportChange[] {
  const changes: ExportChange[] = [];
  items.forEach((verified, index) => {
    const entry = entries[index];
    if (!entry || (verified.status !== 'not_applied' && verified.status !== 'different')) return;
    const detail = detailOf(entry, after);
    if (detail === null) return;
    const item: PlanItem = {
      id: entry.item_id, kind: entry.kind, campaign_id: entry.campaign_id, ad_group_id: entry.ad_group_id, entity_id: entry.entity_id,
      current: verified.found, proposed: entry.to, reason: '', confidence: 'low', interval: null, evidence: NO_EVIDENCE, target_acos: 0, rows: [], detail,
    };
    changes.push({ item, value: entry.to });
  });
  return changes;
}
