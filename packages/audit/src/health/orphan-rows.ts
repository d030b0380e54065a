/**
 * Child rows whose campaign has no Campaign row. The model reports them as warnings
 * (model/sheet-warnings.ts orphanWarning); they are read back from there, so results stored
 * before this module existed give the same facts. A test holds the two in step.
 */
const ORPHAN_WARNING = /^Tab '(.*)': (\d+) rows? refers? to campaign (.+), which has no Campaign row; (?:it was|they were) left out\.$/;

export interface OrphanRows {
  sheet: string;
  campaignId: string;
  rows: number;
}

export function orphanRowsOf(warnings: readonly string[]): OrphanRows[] {
  const found: OrphanRows[] = [];
  for (const warning of warnings) {
    const match = ORPHAN_WARNING.exec(warning);
    if (match) found.push({ sheet: match[1], rows: Number(match[2]), campaignId: match[3] });
  }
  return found;
}
