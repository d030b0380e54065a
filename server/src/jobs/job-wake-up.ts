// Wakes the pg-boss workers of every process the moment a job is queued (PostgreSQL
// LISTEN/NOTIFY), instead of leaving the job until their next poll. Polling stays the
// fallback: a lost notification or a dropped listening connection only delays a job.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type PgBoss from 'pg-boss';

const RECONNECT_MS = 1000;

/** One channel per pg-boss schema: apps on other schemas (tests, benches) do not wake each other. */
export const wakeUpChannel = (pgBossSchema: string) => `${pgBossSchema}_job_queued`;

/** Sent once the job is committed, so the workers it wakes find it. */
export async function announceJob(db: PgBoss.Db, channel: string): Promise<void> {
  await db.executeSql('select pg_notify($1, $2)', [channel, '']);
}

export interface JobListenerOptions {
  connectionString: string;
  channel: string;
  onJobQueued(): void;
  log: FastifyBaseLogger;
}

/** A connection of its own that LISTENs on the channel, reconnecting when it drops. */
export class JobListener {
  private client: pg.Client | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly options: JobListenerOptions) {}

  async start(): Promise<void> {
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.connectionString });
    client.on('notification', () => this.options.onJobQueued());
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    await client.connect();
    // The channel is made of a validated lower-case identifier (PGBOSS_SCHEMA).
    await client.query(`LISTEN "${this.options.channel}"`);
    if (this.closed) return void (await client.end());
    this.client = client;
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    this.options.log.warn({ err: error }, 'job wake-up connection lost; workers poll until it is back');
    void client.end().catch(() => undefined);
    this.reconnectLater();
  }

  private reconnectLater(): void {
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      // The jobs queued meanwhile are found by polling; the wake-up only speeds them up.
      this.connect().then(() => this.options.onJobQueued(), () => !this.closed && this.reconnectLater());
    }, RECONNECT_MS);
    this.retryTimer.unref();
  }
}
