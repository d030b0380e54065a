// Vitest global setup: says once per run, loudly, when the API suite skips PostgreSQL.
export default function announceDialects(): void {
  if (process.env.DATABASE_URL_TEST?.trim()) return;
  console.warn(
    '\n*** PostgreSQL SKIPPED: DATABASE_URL_TEST is not set, so the API suite runs on SQLite only. ' +
      'Set DATABASE_URL_TEST=postgres://postgres@127.0.0.1:5432/test to run it on PostgreSQL too (.ci/run does). ***\n',
  );
}
