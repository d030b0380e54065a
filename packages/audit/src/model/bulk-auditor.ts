/**
 * The campaign audit as a reader client: `selectSheet` hands a visitor to each campaign tab
 * the reader meets; `finish` turns what was read into the AuditResult. Works with any
 * reader that follows the SheetVisitor contract (the .xlsx reader, or rows in a test).
 */
import { isCampaignSheet, sheetKindOf, type CampaignSheetKind, type SheetKind } from '../bulk/sheet-kinds.js';
import { AuditError } from '../errors.js';
import { buildSummary } from '../summary/build-summary.js';
import type { SheetVisitor } from '../xlsx/types.js';
import { CampaignSheetVisitor } from './campaign-sheet-visitor.js';
import type { AuditResult, Campaign, CampaignTypeCode } from './contract.js';
import { DraftStore } from './draft.js';
import { finalizeCampaign } from './finalize.js';
import { missingTabWarning, orphanWarning, rowIssueWarnings } from './sheet-warnings.js';

const TYPE_OF_SHEET: Record<CampaignSheetKind, CampaignTypeCode> = {
  sp: 'SP',
  sb_multi: 'SB',
  sb_legacy: 'SB',
  sd: 'SD',
};

interface ReadSheet {
  name: string;
  visitor: CampaignSheetVisitor;
  store: DraftStore;
}

/** A readable SB multi-ad-group tab with at least one Campaign row. */
function isMultiTabWithCampaigns(sheet: ReadSheet): boolean {
  return sheet.visitor.kind === 'sb_multi' && sheet.visitor.usable && sheet.store.hasCampaignRows();
}

export const NOT_A_BULK_FILE_MESSAGE =
  "This file is not an Amazon Ads bulk file: it has no 'Sponsored Products Campaigns', 'Sponsored Brands Campaigns' or 'Sponsored Display Campaigns' tab with 'Entity' and 'Campaign ID' columns.";

export class BulkAuditor {
  private readonly sheets: ReadSheet[] = [];

  /**
   * For ReadWorkbookOptions.sheetRank: the legacy SB tab after every other tab. Both SB tabs list
   * the same campaigns and the multi-ad-group tab wins when it has any, so by then the legacy tab
   * need not be read at all (Amazon writes it first).
   */
  readonly sheetRank = (name: string): number => (sheetKindOf(name) === 'sb_legacy' ? 1 : 0);

  /** For ReadWorkbookOptions.selectSheet: campaign tabs only; the legacy SB tab only when needed. */
  readonly selectSheet = (name: string): SheetVisitor | null => {
    const kind = sheetKindOf(name);
    if (!isCampaignSheet(kind) || this.sheets.some((s) => s.visitor.kind === kind)) return null;
    if (kind === 'sb_legacy' && this.sheets.some(isMultiTabWithCampaigns)) return null;
    const store = new DraftStore(TYPE_OF_SHEET[kind]);
    const visitor = new CampaignSheetVisitor(kind, store);
    this.sheets.push({ name, visitor, store });
    return visitor;
  };

  /** Builds the result once the reader is done. `sheetNames`: every tab of the workbook. */
  finish(sheetNames: readonly string[]): AuditResult {
    const warnings: string[] = [];
    // Reported in workbook order, whatever the reading order was.
    const position = (sheet: ReadSheet) => sheetNames.indexOf(sheet.name);
    this.sheets.sort((a, b) => position(a) - position(b));
    const usable = this.sheets.filter((s) => s.visitor.usable);
    if (usable.length === 0) throw new AuditError('not_a_bulk_file', NOT_A_BULK_FILE_MESSAGE);

    const chosen = this.chooseSheets(usable);
    const campaigns: Campaign[] = [];
    // Row issues of a tab that was read but not used (the other SB tab) concern nobody.
    for (const sheet of this.sheets) {
      if (!sheet.visitor.usable || chosen.includes(sheet)) warnings.push(...rowIssueWarnings(sheet.name, sheet.visitor.issues));
    }
    for (const sheet of chosen) {
      for (const draft of sheet.store.campaigns.values()) {
        if (draft.hasRow) campaigns.push(finalizeCampaign(draft));
        else warnings.push(orphanWarning(sheet.name, draft.id, draft.childRows));
      }
    }
    warnings.push(...this.missingTabWarnings(sheetNames));
    campaigns.sort((a, b) => b.metrics.spend - a.metrics.spend);
    return {
      campaigns,
      summary: buildSummary(campaigns),
      report: { sheets_found: [...sheetNames], sheets_used: chosen.map((s) => s.name), warnings },
    };
  }

  /** Both SB tabs list the same campaigns: the multi-ad-group tab wins when it has any. */
  private chooseSheets(usable: ReadSheet[]): ReadSheet[] {
    const multi = usable.find((s) => s.visitor.kind === 'sb_multi');
    const legacy = usable.find((s) => s.visitor.kind === 'sb_legacy');
    if (!multi || !legacy) return usable;
    const dropped = isMultiTabWithCampaigns(multi) ? legacy : multi;
    return usable.filter((s) => s !== dropped);
  }

  private missingTabWarnings(sheetNames: readonly string[]): string[] {
    const present = new Set<SheetKind>();
    for (const name of sheetNames) {
      const kind = sheetKindOf(name);
      if (kind) present.add(kind);
    }
    if (present.has('sb_legacy')) present.add('sb_multi');
    const optional: SheetKind[] = ['sp', 'sb_multi', 'sd', 'sp_search_terms', 'sb_search_terms'];
    return optional.filter((k) => !present.has(k)).map(missingTabWarning);
  }
}
