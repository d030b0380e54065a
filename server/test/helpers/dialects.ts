// The database dialects the API suite runs against: SQLite always, PostgreSQL when
// DATABASE_URL_TEST is set (CI sets it; .ci/run).
export type TestDialect = 'sqlite' | 'postgres';

export const postgresTestUrl: string | undefined = process.env.DATABASE_URL_TEST?.trim() || undefined;

export const dialects: TestDialect[] = postgresTestUrl ? ['sqlite', 'postgres'] : ['sqlite'];

if (!postgresTestUrl) {
  // Said once per test file that imports this module; loud on purpose.
  console.warn(
    '\n*** PostgreSQL SKIPPED: DATABASE_URL_TEST is not set, so the API suite runs on SQLite only. ' +
      'Set DATABASE_URL_TEST=postgres://postgres@127.0.0.1:5432/test to run it on PostgreSQL too (.ci/run does). ***\n',
  );
}
