/**
 * The bulk upload rows of accepted plan items: Update rows (bids, placement percentages, budgets,
 * states) on the tab the entity was read from, Create rows (negatives, keywords) on the Sponsored
 * Products tab, each with Amazon's headers of that tab and the source's ids.
 */
import { SHEET_NAMES } from '../bulk/sheet-kinds.js';
import { SB_LEGACY_HEADERS, SB_MULTI_HEADERS, SD_HEADERS, SP_HEADERS } from '../bulk/headers.js';
import type { CellValue } from '../xlsx/types.js';
import type { PlanItem, SourceTab, TargetKind } from './types.js';

/** An accepted item and the value to write (its proposed value, or the seller's edit). */
export interface ExportChange {
  item: PlanItem;
  value: number | string;
}

export const EXPORT_TABS: readonly SourceTab[] = ['sp', 'sb_multi', 'sb_legacy', 'sd'];
export const TAB_HEADERS: Readonly<Record<SourceTab, readonly string[]>> = { sp: SP_HEADERS, sb_multi: SB_MULTI_HEADERS, sb_legacy: SB_LEGACY_HEADERS, sd: SD_HEADERS };
export const TAB_SHEET_NAMES: Readonly<Record<SourceTab, string>> = {
  sp: SHEET_NAMES.sp[0], sb_multi: SHEET_NAMES.sb_multi[0], sb_legacy: SHEET_NAMES.sb_legacy[0], sd: SHEET_NAMES.sd[0],
};
const PRODUCT: Record<SourceTab, string> = { sp: 'Sponsored Products', sb_multi: 'Sponsored Brands', sb_legacy: 'Sponsored Brands', sd: 'Sponsored Display' };

/** The id column of a keyword, a product target, or a product ad on a tab. */
export function idColumn(tab: SourceTab, kind: TargetKind | 'product_ad'): string {
  if (kind === 'product_ad') return 'Ad ID';
  if (tab === 'sd') return 'Targeting ID';
  return kind === 'keyword' ? 'Keyword ID' : 'Product Targeting ID';
}

/** The tab a change's row goes on. */
export function tabOf(item: PlanItem): SourceTab {
  const d = item.detail;
  return d.kind === 'negative' || d.kind === 'harvest' ? 'sp' : d.tab;
}

/** `entityKind`: what the entity id names (the export looks it up in the source). */
export function exportRow(change: ExportChange, entityKind: TargetKind | 'product_ad' | null): CellValue[] {
  const { item, value } = change;
  const tab = tabOf(item);
  const headers = TAB_HEADERS[tab];
  const row: CellValue[] = headers.map(() => null);
  const set = (header: string, cell: CellValue) => {
    const index = headers.indexOf(header);
    if (index >= 0) row[index] = cell;
  };
  set('Product', PRODUCT[tab]);
  set('Campaign ID', item.campaign_id);
  if (item.ad_group_id !== null) set('Ad Group ID', item.ad_group_id);
  if (item.entity_id !== null && entityKind !== null) set(idColumn(tab, entityKind), item.entity_id);
  const d = item.detail;
  switch (d.kind) {
    case 'bid':
      set('Entity', d.entity_text);
      set('Operation', 'Update');
      set('Bid', value);
      break;
    case 'pause':
      set('Entity', d.entity_text);
      set('Operation', 'Update');
      set('State', value);
      break;
    case 'placement':
      set('Entity', 'Bidding Adjustment');
      set('Operation', 'Update');
      set('Placement', d.placement_text);
      set('Percentage', value);
      break;
    case 'budget':
      set('Entity', 'Campaign');
      set('Operation', 'Update');
      set(tab === 'sp' ? 'Daily Budget' : 'Budget', value);
      break;
    case 'negative':
      set('Entity', d.level === 'campaign' ? 'Campaign Negative Keyword' : 'Negative Keyword');
      set('Operation', 'Create');
      set('State', 'enabled');
      set('Keyword Text', String(value).trim());
      set('Match Type', d.match_type);
      break;
    case 'harvest':
      set('Entity', 'Keyword');
      set('Operation', 'Create');
      set('State', 'enabled');
      set('Keyword Text', d.keyword_text);
      set('Match Type', 'Exact');
      set('Bid', value);
      break;
  }
  return row;
}
