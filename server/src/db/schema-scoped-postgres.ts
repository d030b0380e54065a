// A PostgreSQL dialect whose introspection reads only the connection's own schema.
// Kysely's migrator asks the introspector whether its tables exist. The stock introspector reads
// every column of every schema and calls pg_get_serial_sequence on each; when another connection
// drops a table or column meanwhile (parallel test runs, each in its own schema), that call fails
// and the migration with it. Reading table names of the search path's first schema cannot race.
import { PostgresDialect, sql, type DatabaseIntrospector, type DatabaseMetadataOptions, type Kysely, type SchemaMetadata, type TableMetadata, type DatabaseMetadata } from 'kysely';

class SchemaScopedIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(this.db);
    return rows;
  }

  /** The tables and views of the current schema, by name; their columns are not read. */
  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; kind: string }>`
      select c.relname as name, ns.nspname as schema, c.relkind as kind
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
      order by c.relname`.execute(this.db);
    return rows.map((row) => ({ name: row.name, schema: row.schema, isView: row.kind === 'v', columns: [] }));
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    void options;
    return { tables: await this.getTables() };
  }
}

export class SchemaScopedPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SchemaScopedIntrospector(db);
  }
}
