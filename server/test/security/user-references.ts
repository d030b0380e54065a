// Finds, by reading the database schema (not a list kept by hand), every row that points at a
// user: directly (a foreign key to users, or a column named user_id) or through a row that does
// (an upload's results, tasks, search terms, share links...). Tables added later are covered.
import { sql } from 'kysely';
import type { SchemaFreeDb } from '../helpers/empty-database.js';
import { isPostgres } from '../../src/db/migrations/helpers.js';

/** `table.column` refers to `refTable.refColumn`. */
interface Reference {
  table: string;
  column: string;
  refTable: string;
  refColumn: string;
}

type Db = SchemaFreeDb;

async function tableNames(db: Db): Promise<string[]> {
  const rows = isPostgres(db)
    ? await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows.rows.map((r) => r.name).filter((name) => !name.startsWith('kysely_'));
}

async function schemaReferences(db: Db): Promise<Reference[]> {
  const tables = await tableNames(db);
  const references: Reference[] = [];
  if (isPostgres(db)) {
    const rows = await sql<Reference>`
      select kcu.table_name as "table", kcu.column_name as "column", ccu.table_name as "refTable", ccu.column_name as "refColumn"
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()`.execute(db);
    references.push(...rows.rows);
  } else {
    for (const table of tables) {
      const rows = await sql<{ from: string; table: string; to: string | null }>`select "from", "table", "to" from pragma_foreign_key_list(${table})`.execute(db);
      references.push(...rows.rows.map((r) => ({ table, column: r.from, refTable: r.table, refColumn: r.to ?? 'id' })));
    }
  }
  // A user_id column without a foreign key still points at the user.
  for (const table of tables) {
    const columns = isPostgres(db)
      ? await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(db)
      : await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
    const hasUserId = columns.rows.some((c) => c.name === 'user_id');
    if (hasUserId && !references.some((r) => r.table === table && r.column === 'user_id')) references.push({ table, column: 'user_id', refTable: 'users', refColumn: 'id' });
  }
  return references;
}

export interface UserFootprint {
  references: Reference[];
  /** table -> column -> the values of the user's rows there (what other rows may point at). */
  values: Map<string, Map<string, Set<unknown>>>;
  /** Rows of the user per table. */
  rowCounts: Map<string, number>;
}

const key = (table: string, column: string) => `${table}.${column}`;

/** Every row that belongs to the user, followed through the schema's references. */
export async function userFootprint(db: Db, userId: number): Promise<UserFootprint> {
  const references = await schemaReferences(db);
  const values = new Map<string, Map<string, Set<unknown>>>([['users', new Map([['id', new Set<unknown>([userId])]])]]);
  const rowCounts = new Map<string, number>([['users', 1]]);
  const followed = new Set<string>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const ref of references) {
      const known = values.get(ref.refTable)?.get(ref.refColumn);
      const edge = `${key(ref.table, ref.column)}->${key(ref.refTable, ref.refColumn)}:${known?.size ?? 0}`;
      if (!known || known.size === 0 || followed.has(edge)) continue;
      followed.add(edge);
      const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(ref.table)} where ${sql.ref(ref.column)} in (${sql.join([...known])})`.execute(db)).rows;
      rowCounts.set(ref.table, Math.max(rowCounts.get(ref.table) ?? 0, rows.length));
      const referencedColumns = references.filter((r) => r.refTable === ref.table).map((r) => r.refColumn);
      const tableValues = values.get(ref.table) ?? new Map<string, Set<unknown>>();
      values.set(ref.table, tableValues);
      for (const column of referencedColumns) {
        const set = tableValues.get(column) ?? new Set<unknown>();
        tableValues.set(column, set);
        for (const row of rows) {
          if (set.has(row[column])) continue;
          set.add(row[column]);
          changed = true;
        }
      }
    }
  }
  return { references, values, rowCounts };
}

/** The references that still find rows of a footprint taken earlier (empty when all are gone). */
export async function remainingRows(db: Db, footprint: UserFootprint): Promise<string[]> {
  const left: string[] = [];
  for (const ref of [...footprint.references, { table: 'users', column: 'id', refTable: 'users', refColumn: 'id' }]) {
    const known = footprint.values.get(ref.refTable)?.get(ref.refColumn);
    if (!known || known.size === 0) continue;
    const row = (await sql<{ n: number | string }>`select count(*) as n from ${sql.table(ref.table)} where ${sql.ref(ref.column)} in (${sql.join([...known])})`.execute(db)).rows[0];
    if (Number(row.n) > 0) left.push(`${key(ref.table, ref.column)}: ${row.n} row(s)`);
  }
  return left;
}
