/** Which bulk-file tab is which, matched case-insensitively (en-GB writes 'Sponsored Brands campaigns'). */
import { sheetKey } from './normalize.js';

export type CampaignSheetKind = 'sp' | 'sb_multi' | 'sb_legacy' | 'sd';
export type SearchTermSheetKind = 'sp_search_terms' | 'sb_search_terms';
export type SheetKind = CampaignSheetKind | SearchTermSheetKind;

/** The names Amazon gives each tab (first is the canonical US name). */
export const SHEET_NAMES: Readonly<Record<SheetKind, readonly string[]>> = {
  sp: ['Sponsored Products Campaigns'],
  sb_multi: ['SB Multi Ad Group Campaigns', 'Sponsored Brands Multi Ad Group Campaigns'],
  sb_legacy: ['Sponsored Brands Campaigns'],
  sd: ['Sponsored Display Campaigns'],
  sp_search_terms: ['SP Search Term Report', 'Sponsored Products Search Term Report'],
  sb_search_terms: ['SB Search Term Report', 'Sponsored Brands Search Term Report'],
};

const BY_KEY = new Map<string, SheetKind>(
  Object.entries(SHEET_NAMES).flatMap(([kind, names]) => names.map((n) => [sheetKey(n), kind as SheetKind] as const)),
);

export function sheetKindOf(name: string): SheetKind | null {
  return BY_KEY.get(sheetKey(name)) ?? null;
}

export function isCampaignSheet(kind: SheetKind | null): kind is CampaignSheetKind {
  return kind === 'sp' || kind === 'sb_multi' || kind === 'sb_legacy' || kind === 'sd';
}

/** The canonical tab name of a kind, for messages. */
export function canonicalSheetName(kind: SheetKind): string {
  return SHEET_NAMES[kind][0];
}

/** The search term tabs the audit expects, for the 'no search terms sheets' answer. */
export const EXPECTED_SEARCH_TERM_SHEETS = [SHEET_NAMES.sp_search_terms[0], SHEET_NAMES.sb_search_terms[0]];
