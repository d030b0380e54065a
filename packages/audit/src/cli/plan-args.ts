/** `ads-auditor plan FILE.xlsx [--target-acos 30] [--costs COSTS.csv] [--margin 5] [--period START:END] [--json] [--out PLAN.xlsx] [--currency CODE]`. */
import type { CurrencyCode } from '../money/currencies.js';
import { validatePlanSettings } from '../plan/settings.js';

export interface PlanCommand {
  command: 'plan';
  file: string;
  json: boolean;
  /** Where the bulk upload workbook goes; null: no export. */
  out: string | null;
  targetAcos: number | undefined;
  costs: string | null;
  /** Percentage points under break-even (with --costs). */
  margin: number;
  period: { start: string; end: string } | null;
  /** --currency when given. */
  currency: CurrencyCode | null;
}

export class PlanUsageError extends Error {}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function planCommand(
  positionals: string[],
  values: { json: boolean; out?: string; 'target-acos'?: string; costs?: string; margin?: string; business?: string },
  period: { start: string; end: string } | null,
): Omit<PlanCommand, 'currency'> {
  const [file, ...extra] = positionals;
  if (file === undefined) throw new PlanUsageError('plan needs the bulk file to read');
  if (extra.length > 0) throw new PlanUsageError(`unexpected argument '${extra[0]}'`);
  if (values.business !== undefined) throw new PlanUsageError('--business is for audit, not plan');
  if (values.costs === '') throw new PlanUsageError('--costs needs a file');
  if (values.margin !== undefined && values.costs === undefined) throw new PlanUsageError('--margin needs --costs');
  const targetAcos = values['target-acos'] === undefined ? undefined : number(values['target-acos']);
  const margin = values.margin === undefined ? 0 : number(values.margin);
  const [problem] = validatePlanSettings({
    target_acos: targetAcos,
    break_even: values.costs === undefined ? null : { costs: [], margin },
  });
  if (problem) throw new PlanUsageError(`${targetAcos !== undefined && problem.startsWith('Target') ? '--target-acos' : '--margin'}: ${problem.replace(/\.$/, '')}`);
  return { command: 'plan', file, json: values.json, out: values.out ?? null, targetAcos, costs: values.costs ?? null, margin, period };
}
