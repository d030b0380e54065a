// `npm run backup [-- --out FILE]`: an online, consistent copy of the embedded SQLite database,
// safe while the server runs. Without --out: DATA_DIR/backups/ads-auditor-<time>.sqlite.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describe, runOrExit, sqliteFileOrExit, userPath } from './cli.js';
import { backupSqlite } from './sqlite-backup.js';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const source = sqliteFileOrExit();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = values.out ? userPath(values.out) : path.join(path.dirname(source), 'backups', `ads-auditor-${stamp}.sqlite`);

await runOrExit(async () => {
  const { summary, ms } = await backupSqlite(source, target);
  console.log(`Backed up ${source} to ${target} in ${ms.toFixed(0)} ms (${describe(summary)}).`);
});
