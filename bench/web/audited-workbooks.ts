/**
 * The workbooks of the file-to-Summary benchmark, as files on disk (the page chooses them by
 * path, as a user does, so no bytes travel through the test driver), cached under bench/out/:
 * - 20mb: the API benchmark's 20 MB generated workbook (bench/api/workbooks.ts, same file);
 * - 65mb: the repository's own generator as a user runs it, `npm run gen:bulk -- --campaigns 8100`
 *   (65.7 MB with about 304,000 search-term rows; BENCH_WEB_BIG_CAMPAIGNS changes the count), with
 *   its search-term tabs, for Insights. This generator writes about 8 kB a campaign, so the 65 MB
 *   account takes 8,100 campaigns where a real one of that size has fewer and more search terms.
 *   The figures say when the file is much smaller than 65 MB.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WORKBOOK_SOURCE, workbookFileOfSize } from '../api/workbooks.js';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT_DIR = join(REPO, 'bench', 'out');
const BIG_CAMPAIGNS = Number(process.env.BENCH_WEB_BIG_CAMPAIGNS ?? 8100);
/** Below this the big workbook is far from the 65 MB it stands for. */
const BIG_ENOUGH_BYTES = 60e6;

export interface AuditedWorkbook {
  label: '20mb' | '65mb';
  path: string;
  fileName: string;
  bytes: number;
  source: string;
  /** Open the Insights tab after the Summary (the account has search terms worth listing). */
  insights: boolean;
  /** Set when the file is not what its label says. */
  note?: string;
}

function described(label: AuditedWorkbook['label'], path: string, source: string, insights: boolean): AuditedWorkbook {
  return { label, path, fileName: basename(path), bytes: statSync(path).size, source, insights };
}

export function twentyMegabyteFile(): AuditedWorkbook {
  return described('20mb', workbookFileOfSize(20), WORKBOOK_SOURCE, false);
}

/** The generator's default seed (1), written once by the root script `gen:bulk`. */
export function bigGeneratedFile(): AuditedWorkbook {
  const path = join(OUT_DIR, `web-gen-bulk-${BIG_CAMPAIGNS}-campaigns-seed-1.xlsx`);
  const command = ['run', 'gen:bulk', '--', '--campaigns', String(BIG_CAMPAIGNS), '--out', path];
  if (!existsSync(path)) {
    mkdirSync(OUT_DIR, { recursive: true });
    process.stderr.write(`generating ${path}...\n`);
    const run = spawnSync('npm', command, { cwd: REPO, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`npm ${command.join(' ')} failed:\n${run.stdout}${run.stderr}`);
  }
  const workbook = described('65mb', path, `npm run gen:bulk -- --campaigns ${BIG_CAMPAIGNS} (seed 1, layout us-2026)`, true);
  if (workbook.bytes < BIG_ENOUGH_BYTES) {
    workbook.note = `${(workbook.bytes / 1e6).toFixed(1)} MB, not 65 MB: the generator writes about 8 kB a campaign (8,100 campaigns write 65.7 MB with about 304,000 search terms)`;
  }
  return workbook;
}
