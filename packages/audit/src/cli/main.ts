/**
 * `ads-auditor audit FILE.xlsx [--business REPORT] [--json] [--out FILE]`: the audit engine without
 * a server. Exit status 0 when done, 1 when a file cannot be read or is not what it should be,
 * 2 for wrong usage; every failure is one line on stderr.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { buildParentAsinAudit } from '../business/parent-asin-audit.js';
import { sheetKindOf } from '../bulk/sheet-kinds.js';
import { AuditError } from '../errors.js';
import { computeInsights } from '../insights/compute-insights.js';
import { compareAudits } from '../compare/compare-audits.js';
import { computeHealth } from '../health/compute-health.js';
import { auditBulkWorkbook } from '../node/audit-bulk-workbook.js';
import { auditWorkbookParallel } from '../node/audit-workbook-parallel.js';
import { readSearchTerms } from '../node/read-search-terms.js';
import { readCurrency } from '../node/read-currency.js';
import { DEFAULT_CURRENCY } from '../money/currencies.js';
import { parseBusinessReport } from '../node/parse-business-report.js';
import { readFileShared } from '../node/read-file-shared.js';
import { listSheetSizes } from '../xlsx/read-workbook.js';
import { WorkbookError } from '../xlsx/types.js';
import { HELP, USAGE, UsageError, parseCliArgs, type AuditCommand, type CompareCommand } from './args.js';
import { runPlanCommand } from './plan-command.js';
import { runVerifyCommand } from './verify-command.js';
import { runSearchTermsCommand } from './search-terms-command.js';
import { ProgressBar } from './progress-bar.js';
import { renderCompareText, type CliComparison } from './render-compare-text.js';
import { renderAuditText, type CliAuditResult } from './render-text.js';

export const EXIT_OK = 0;
export const EXIT_BAD_FILE = 1;
export const EXIT_USAGE = 2;

export interface CliIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown; isTTY?: boolean; columns?: number };
}

/** A failure explained in one line, about one of the user's files. */
class FileError extends Error {}

const SYSTEM_ERRORS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'is a directory, not a file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
};

/** The whole file; `shared`: in shared memory, so the parallel audit's worker reads it without a copy. */
async function readUserFile(path: string, shared: boolean): Promise<Uint8Array> {
  try {
    return shared ? await readFileShared(path) : await readFile(path);
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    throw new FileError(`cannot read ${path}: ${SYSTEM_ERRORS[code] ?? (error as Error).message}`);
  }
}

async function writeUserFile(path: string, data: string | Uint8Array): Promise<void> {
  try {
    await writeFile(path, data);
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    throw new FileError(`cannot write ${path}: ${SYSTEM_ERRORS[code] ?? (error as Error).message}`);
  }
}

/** Reader and audit errors carry messages a user can act on; name the file they are about. */
function aboutFile(path: string, error: unknown): unknown {
  return error instanceof WorkbookError || error instanceof AuditError ? new FileError(`${path}: ${error.message}`) : error;
}

/**
 * The XML size of the sheets the audit reads (the campaign and search term tabs), for the progress
 * bar. The legacy SB tab is read only when the multi-ad-group tab has no campaigns: counted when
 * that tab is missing.
 */
function bytesToRead(bytes: Uint8Array): number {
  try {
    const sheets = listSheetSizes(bytes).map((s) => ({ ...s, kind: sheetKindOf(s.name) }));
    const hasMultiTab = sheets.some((s) => s.kind === 'sb_multi');
    return sheets
      .filter((s) => s.kind !== null && !(s.kind === 'sb_legacy' && hasMultiTab))
      .reduce((total, s) => total + s.bytes, 0);
  } catch {
    return 0; // the audit itself reports what is wrong with the file
  }
}

async function audit(command: AuditCommand, io: CliIo): Promise<CliAuditResult> {
  const bytes = await readUserFile(command.file, true);
  const businessBytes = command.business === null ? null : await readUserFile(command.business, false);
  const bar = io.stderr.isTTY ? new ProgressBar(io.stderr, bytesToRead(bytes)) : null;
  let audited;
  try {
    audited = await auditWorkbookParallel(bytes, { onProgress: bar ? (p) => bar.update(p) : undefined });
  } catch (error) {
    throw aboutFile(command.file, error);
  } finally {
    bar?.finish();
  }
  const fileName = basename(command.file);
  const currency = command.currency ?? (await readCurrency(bytes).catch(() => null)) ?? DEFAULT_CURRENCY;
  const health = computeHealth(audited.audit, { fileName, period: command.period, currency });
  const result: CliAuditResult = { file_name: fileName, currency, ...audited.audit, search_terms: audited.searchTerms, health };
  if (command.business !== null && businessBytes !== null) {
    let report;
    try {
      report = await parseBusinessReport(businessBytes, basename(command.business));
    } catch (error) {
      throw aboutFile(command.business, error);
    }
    result.parent_asin_audit = {
      business_report: { file_name: report.file_name, kind: report.kind, warnings: report.warnings },
      ...buildParentAsinAudit(report, result.campaigns),
    };
  }
  if (command.json) {
    // The parallel audit hands back a digest of the search terms; the insights need every row.
    const searchTerms = await readSearchTerms(bytes).catch((error: unknown) => Promise.reject(aboutFile(command.file, error)));
    result.insights = computeInsights({ campaigns: result.campaigns, search_terms: searchTerms.search_terms }, command.insightSettings);
  }
  return result;
}

/** One file of a comparison: its audit, every search term row (the comparison needs the rows, not a digest) and its currency. */
async function auditWithSearchTerms(path: string) {
  const bytes = await readUserFile(path, false);
  try {
    return { audit: await auditBulkWorkbook(bytes), searchTerms: await readSearchTerms(bytes), currency: await readCurrency(bytes) };
  } catch (error) {
    throw aboutFile(path, error);
  }
}

async function compare(command: CompareCommand): Promise<CliComparison> {
  const older = await auditWithSearchTerms(command.older);
  const newer = await auditWithSearchTerms(command.newer);
  // A file without search term tabs: the terms are not compared (rather than all reported as stopped).
  const bothHaveTerms = older.searchTerms.sheets_found.length > 0 && newer.searchTerms.sheets_found.length > 0;
  const searchTerms = bothHaveTerms ? { older: older.searchTerms.search_terms, newer: newer.searchTerms.search_terms } : undefined;
  const currency = command.currency ?? newer.currency ?? older.currency ?? DEFAULT_CURRENCY;
  return { older_file: basename(command.older), newer_file: basename(command.newer), currency, ...compareAudits(older.audit, newer.audit, { searchTerms }) };
}

/** The command's output: JSON as it is, or the readable text. */
async function outputOf(request: AuditCommand | CompareCommand, io: CliIo): Promise<string> {
  if (request.command === 'compare') {
    const comparison = await compare(request);
    return request.json ? `${JSON.stringify(comparison, null, 2)}\n` : renderCompareText(comparison);
  }
  const result = await audit(request, io);
  return request.json ? `${JSON.stringify(result, null, 2)}\n` : renderAuditText(result);
}

/** Runs the command line `argv` (without node and the script); resolves to the exit status. */
export async function runCli(argv: readonly string[], io: CliIo = process): Promise<number> {
  let request;
  try {
    request = parseCliArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`ads-auditor: ${error.message}\n${USAGE}\n`);
    return EXIT_USAGE;
  }
  if (request.command === 'help') {
    io.stdout.write(`${HELP}\n`);
    return EXIT_OK;
  }
  try {
    if (request.command === 'plan') {
      const plan = await runPlanCommand(request, {
        read: (path) => readUserFile(path, false),
        about: aboutFile,
        fail: (message) => {
          throw new FileError(message);
        },
      });
      for (const warning of plan.warnings) io.stderr.write(`ads-auditor: ${warning}\n`);
      if (request.out !== null && plan.workbook !== null) await writeUserFile(request.out, plan.workbook);
      io.stdout.write(plan.output);
      return EXIT_OK;
    }
    if (request.command === 'verify' || request.command === 'search-terms') {
      const output = request.command === 'search-terms'
        ? await runSearchTermsCommand(request, { read: (path) => readUserFile(path, false), about: aboutFile })
        : await runVerifyCommand(request, {
        read: (path) => readUserFile(path, false),
        writtenOn: async (path) => (await stat(path)).mtime.toISOString().slice(0, 10),
        about: aboutFile,
        fail: (message) => {
          throw new FileError(message);
        },
      });
      if (request.out === null) io.stdout.write(output);
      else await writeUserFile(request.out, output);
      return EXIT_OK;
    }
    const output = await outputOf(request, io);
    if (request.out === null) io.stdout.write(output);
    else await writeUserFile(request.out, output);
    return EXIT_OK;
  } catch (error) {
    const message = error instanceof FileError ? error.message : `unexpected error: ${(error as Error).message}`;
    io.stderr.write(`ads-auditor: ${message}\n`);
    return EXIT_BAD_FILE;
  }
}
