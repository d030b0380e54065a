import type { JobProgress } from './worker-protocol.js';

/** 'Reading Sponsored Products Campaigns (12,000 rows)...' ('Reading Sponsored Products Campaigns...' as it starts). */
export function progressMessage(progress: JobProgress): string {
  if (progress.rowsRead <= 0) return `Reading ${progress.sheet}...`;
  return `Reading ${progress.sheet} (${progress.rowsRead.toLocaleString('en-US')} rows)...`;
}

/**
 * Writes progress messages at most once per `intervalMs`, one write at a time, keeping only the
 * newest: a worker may report thousands of times a second, the database sees a few writes.
 */
export class ProgressWriter {
  private latest: string | null = null;
  private lastWrite = 0;
  private writing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly write: (message: string) => Promise<void>,
    private readonly intervalMs = 500,
  ) {}

  report(message: string): void {
    this.latest = message;
    if (this.timer) return;
    const wait = Math.max(0, this.lastWrite + this.intervalMs - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flushLatest();
    }, wait);
  }

  /** Stops pending writes and waits for the one in flight, so a final status is never overwritten. */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.latest = null;
    await this.writing;
  }

  private flushLatest(): void {
    const message = this.latest;
    this.latest = null;
    if (message === null) return;
    this.lastWrite = Date.now();
    this.writing = this.writing.then(() => this.write(message)).catch(() => undefined);
  }
}
