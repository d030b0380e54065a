// Migrations of one schema while another connection changes the tables of another schema, as the
// PostgreSQL suite does when its test files run side by side: the migrator must not trip over
// tables and columns that come and go elsewhere.
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialects } from '../helpers/index.js';
import { emptyDatabase, migratorFor } from '../helpers/empty-database.js';

// On SQLite the two databases are two files and nothing can race; on PostgreSQL they are two schemas of one database.
describe.each(dialects)('migrations beside another schema that changes (%s)', (dialect) => {
  const drops: Array<() => Promise<void>> = [];
  afterEach(async () => { await Promise.all(drops.splice(0).map((drop) => drop())); });

  it('migrates up and down while another schema adds and drops tables and columns', async () => {
    const migrated = await emptyDatabase(dialect);
    const churning = await emptyDatabase(dialect);
    drops.push(migrated.drop, churning.drop);

    let stop = false;
    const churn = (async () => {
      for (let i = 0; !stop; i++) {
        await sql`create table churn_${sql.raw(String(i))} (id serial primary key, a text, b text)`.execute(churning.db);
        await sql`alter table churn_${sql.raw(String(i))} drop column a`.execute(churning.db);
        await sql`drop table churn_${sql.raw(String(i))}`.execute(churning.db);
      }
    })();

    const migrator = migratorFor(migrated);
    try {
      // The race needs a few rounds to show on PostgreSQL; SQLite cannot race, one round shows it works.
      for (let round = 0; round < (dialect === 'postgres' ? 8 : 1); round++) {
        expect((await migrator.migrateToLatest()).error).toBeUndefined();
        expect((await migrator.migrateTo('0001_accounts')).error).toBeUndefined();
      }
    } finally {
      stop = true;
      await churn;
    }
    expect((await migrated.db.selectFrom('users').select('id').execute())).toEqual([]);
  });
});
