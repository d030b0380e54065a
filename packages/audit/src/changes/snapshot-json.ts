/** A Snapshot as plain JSON (its maps as entry lists) and back, to store with an upload. */
import type { Snapshot, SnapshotAdGroup, SnapshotCampaign, SnapshotPlacement, SnapshotTarget } from './types.js';

export interface SnapshotJson {
  campaigns: [string, SnapshotCampaign][];
  placements: [string, SnapshotPlacement][];
  ad_groups: [string, SnapshotAdGroup][];
  targets: [string, SnapshotTarget][];
  negatives: string[];
  keywords_by_text: [string, string][];
}

export function snapshotToJson(snapshot: Snapshot): SnapshotJson {
  return {
    campaigns: [...snapshot.campaigns],
    placements: [...snapshot.placements],
    ad_groups: [...snapshot.ad_groups],
    targets: [...snapshot.targets],
    negatives: [...snapshot.negatives],
    keywords_by_text: [...snapshot.keywords_by_text],
  };
}

export function snapshotFromJson(json: SnapshotJson): Snapshot {
  return {
    campaigns: new Map(json.campaigns),
    placements: new Map(json.placements),
    ad_groups: new Map(json.ad_groups),
    targets: new Map(json.targets),
    negatives: new Set(json.negatives),
    keywords_by_text: new Map(json.keywords_by_text),
  };
}
