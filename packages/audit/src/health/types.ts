/**
 * Account health: rule-based checks with their threshold and evidence, the grade they
 * make, and the data-quality facts of the workbook. Plain JSON: the CLI prints it under `health`,
 * the web app and the report render it as it is.
 */
import type { Money, Percent } from '../metrics/units.js';

export type HealthCheckId =
  | 'spend_without_sales'
  | 'acos_far_above_account'
  | 'budget_capped_winners'
  | 'auto_without_negatives'
  | 'dominant_keyword'
  | 'duplicate_keywords'
  | 'losing_placement_modifiers'
  | 'paused_converting'
  | 'spend_without_notes';

/** 'not_computed': the check needs something the input lacks (budgets, a date range, notes). */
export type HealthStatus = 'pass' | 'warn' | 'fail' | 'not_computed';
export type HealthSeverity = 'high' | 'medium' | 'low';

/** One figure of the evidence; money is unrounded (the account currency), percents as 12.5 = 12.5 %. */
export type HealthFigure =
  | { label: string; kind: 'money'; value: Money }
  | { label: string; kind: 'percent'; value: Percent }
  | { label: string; kind: 'count'; value: number }
  | { label: string; kind: 'ratio'; value: number };

export interface EvidenceCampaign {
  id: string;
  name: string;
  /** The campaign's state in the file: enabled, paused or archived. */
  state: string;
  /** Figures of the subject inside this campaign, when the subject spans campaigns (a duplicate keyword). */
  figures: HealthFigure[];
}

/** What a check found about one subject: a campaign, an ad group, a placement or a keyword. */
export interface HealthEvidence {
  subject: string;
  campaigns: EvidenceCampaign[];
  figures: HealthFigure[];
  /** A doubt about this subject that keeps it out of the status, e.g. 'Budget changed during the period?'. */
  note?: string;
}

export interface HealthCheckResult {
  id: HealthCheckId;
  title: string;
  severity: HealthSeverity;
  status: HealthStatus;
  /** The rule, in words: what is looked for and when it warns or fails. */
  threshold: string;
  /** The outcome in one sentence. */
  summary: string;
  /** The worst subjects first, at most EVIDENCE_LIMIT. */
  evidence: HealthEvidence[];
  /** How many subjects were found (evidence may list fewer). */
  evidence_total: number;
  /**
   * False for a check about the consultant's own work (notes coverage), not the account's
   * health: it costs no points, and reports for a client leave it out.
   */
  graded: boolean;
}

export type HealthGradeLetter = 'A' | 'B' | 'C' | 'D' | 'F';

export interface GradeContribution {
  check_id: HealthCheckId;
  title: string;
  status: 'warn' | 'fail';
  severity: HealthSeverity;
  points: number;
}

export interface HealthGrade {
  letter: HealthGradeLetter;
  points: number;
  /** The checks that cost points, most first. */
  contributions: GradeContribution[];
  /** How checks make points and points make the letter, then this account's sum. */
  explanation: string;
}

export type DataQualityFactId = 'sheets' | 'campaign_types' | 'placements' | 'search_terms' | 'date_range' | 'orphan_rows' | 'warnings';

/** 'ok': nothing to do; 'missing': the file lacks something the audit uses; 'info': worth knowing. */
export type DataQualityStatus = 'ok' | 'missing' | 'info';

export interface DataQualityFact {
  id: DataQualityFactId;
  status: DataQualityStatus;
  title: string;
  /** What the workbook holds, e.g. "No placement rows". */
  text: string;
  /** The fix in the seller's words, null when nothing needs fixing. */
  fix: string | null;
  /** Details: sheet names, warnings. */
  items: string[];
}

export interface DateRange {
  /** 'YYYY-MM-DD'. */
  start: string;
  end: string;
  /** Days covered, both ends included. */
  days: number;
}

export interface DataQuality {
  facts: DataQualityFact[];
  date_range: DateRange | null;
}

export interface AccountHealth {
  checks: HealthCheckResult[];
  grade: HealthGrade;
  data_quality: DataQuality;
}
