/**
 * A plan's export read back as a change set: each Update or Create row of the workbook becomes the
 * change it makes, its 'from' value taken from the workbook the plan was made on. Lets the command
 * line check a plan file without the server's stored change set.
 */
import type { ChangeSetEntry } from '../plan/change-set.js';
import type { BulkRow } from './bulk-rows.js';
import { placementKey } from './snapshot.js';
import type { Snapshot } from './types.js';

/** A row of the export that is not a change the plan makes, named for the message. */
export class PlanFileError extends Error {}

const MATCH_TEXT: Record<string, string> = { negativeexact: 'Negative Exact', negativephrase: 'Negative Phrase', exact: 'Exact', phrase: 'Phrase', broad: 'Broad' };

function entryOf(row: BulkRow, source: Snapshot): Omit<ChangeSetEntry, 'item_id'> | null {
  const ids = { campaign_id: row.campaign_id, ad_group_id: row.ad_group_id || null, entity_id: row.entity_id || null };
  const target = row.entity_id ? source.targets.get(row.entity_id) : undefined;
  if (row.operation === 'update') {
    if (row.kind === 'campaign' && row.budget !== null) {
      return { ...ids, kind: 'budget', field: 'daily_budget', subject: null, from: source.campaigns.get(row.campaign_id)?.budget ?? null, to: row.budget };
    }
    if (row.kind === 'placement' && row.percentage !== null) {
      const from = source.placements.get(placementKey(row.campaign_id, row.placement))?.percentage ?? 0;
      return { ...ids, kind: 'placement', field: 'placement_percentage', subject: row.placement, from, to: row.percentage };
    }
    if ((row.kind === 'keyword' || row.kind === 'product_target') && row.bid !== null) {
      return { ...ids, kind: 'bid', field: 'bid', subject: null, from: target?.bid ?? null, to: row.bid };
    }
    if ((row.kind === 'keyword' || row.kind === 'product_target' || row.kind === 'product_ad') && row.state !== '') {
      return { ...ids, kind: 'pause', field: 'state', subject: null, from: target?.state ?? null, to: row.state };
    }
    return null;
  }
  if (row.operation === 'create') {
    const match = MATCH_TEXT[row.match_type] ?? row.match_type;
    if (row.kind === 'negative_keyword' || row.kind === 'campaign_negative_keyword') {
      const adGroup = row.kind === 'negative_keyword' ? ids.ad_group_id : null;
      return { ...ids, ad_group_id: adGroup, entity_id: null, kind: 'negative', field: 'negative_keyword', subject: `${match}: ${row.keyword_text}`, from: null, to: row.keyword_text };
    }
    if (row.kind === 'keyword' && row.bid !== null) {
      return { ...ids, entity_id: null, kind: 'harvest', field: 'keyword', subject: `${match}: ${row.keyword_text}`, from: null, to: row.bid };
    }
  }
  return null;
}

/** Throws PlanFileError naming the first row that is no change a plan makes. */
export function changesOfPlanExport(rows: readonly BulkRow[], source: Snapshot): ChangeSetEntry[] {
  return rows.map((row) => {
    const entry = entryOf(row, source);
    if (entry === null) throw new PlanFileError(`row ${row.row} of '${row.sheet}' is not a change of a plan (${row.operation || 'no operation'} of ${row.kind})`);
    return { item_id: `${entry.kind}:${row.sheet}:${row.row}`, ...entry };
  });
}
