// `npm run restore -- FILE`: replaces the embedded SQLite database with a backup. Stop the
// server first (a database in use is refused); the replaced file is kept beside it.
import { parseArgs } from 'node:util';
import { describe, runOrExit, sqliteFileOrExit, userPath } from './cli.js';
import { restoreSqlite } from './sqlite-backup.js';

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- BACKUP_FILE   (stop the server first)');
  process.exit(1);
}
const target = sqliteFileOrExit();
const source = userPath(positionals[0]);

await runOrExit(async () => {
  const { summary, ms, replaced } = await restoreSqlite(source, target);
  console.log(`Restored ${target} from ${source} in ${ms.toFixed(0)} ms (${describe(summary)}).`);
  if (replaced) console.log(`The previous database is kept as ${replaced}.`);
});
