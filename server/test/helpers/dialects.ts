// The database dialects the API suite runs against: SQLite always, PostgreSQL when
// DATABASE_URL_TEST is set. TEST_DIALECTS=postgres (or sqlite) narrows the run to one of them:
// .ci/run runs `npm test`, then the API suite again on PostgreSQL only.
export type TestDialect = 'sqlite' | 'postgres';

export const postgresTestUrl: string | undefined = process.env.DATABASE_URL_TEST?.trim() || undefined;

function chosenDialects(): TestDialect[] {
  const available: TestDialect[] = postgresTestUrl ? ['sqlite', 'postgres'] : ['sqlite'];
  const wanted = process.env.TEST_DIALECTS?.split(',').map((d) => d.trim()).filter(Boolean);
  if (!wanted || wanted.length === 0) return available;
  for (const dialect of wanted) {
    if (dialect !== 'sqlite' && dialect !== 'postgres') throw new Error(`TEST_DIALECTS: unknown dialect "${dialect}" (use sqlite, postgres)`);
    if (!available.includes(dialect)) throw new Error(`TEST_DIALECTS asks for ${dialect}, but DATABASE_URL_TEST is not set`);
  }
  return wanted as TestDialect[];
}

export const dialects: TestDialect[] = chosenDialects();

