/**
 * A one-line progress bar for a terminal (stderr): the share of the sheets' XML inflated so far,
 * the rows read and the sheet last heard of (two are read at once). Redrawn at most every RENDER_EVERY_MS; the caller
 * creates it only when the stream is a TTY, so pipes and files never see control characters.
 */
import { formatCount } from '../format/format.js';
import type { ReadProgress } from '../xlsx/types.js';

const WIDTH = 30;
const RENDER_EVERY_MS = 100;
const CLEAR_LINE = '\r\x1b[K';

interface WritableTerminal {
  write(text: string): unknown;
  columns?: number;
}

export class ProgressBar {
  private readonly sheets = new Map<string, { rows: number; bytes: number }>();
  private current = '';
  private lastRender = 0;
  private drawn = false;

  /** `totalBytes`: the XML size of every sheet that will be read. */
  constructor(
    private readonly stream: WritableTerminal,
    private readonly totalBytes: number,
  ) {}

  update(progress: ReadProgress): void {
    this.sheets.set(progress.sheet, { rows: progress.rowsRead, bytes: progress.bytesRead ?? 0 });
    this.current = progress.sheet;
    const now = Date.now();
    if (now - this.lastRender >= RENDER_EVERY_MS) {
      this.lastRender = now;
      this.render();
    }
  }

  /** Removes the bar so the next output starts on a clean line. */
  finish(): void {
    if (this.drawn) this.stream.write(CLEAR_LINE);
    this.drawn = false;
  }

  private render(): void {
    let rows = 0;
    let bytes = 0;
    for (const sheet of this.sheets.values()) {
      rows += sheet.rows;
      bytes += sheet.bytes;
    }
    const fraction = this.totalBytes > 0 ? Math.min(1, bytes / this.totalBytes) : 0;
    const filled = Math.round(fraction * WIDTH);
    const bar = `[${'='.repeat(filled)}${' '.repeat(WIDTH - filled)}] ${String(Math.round(fraction * 100)).padStart(3)}%`;
    const line = `${bar}  ${formatCount(rows)} rows  ${this.current}`;
    const columns = this.stream.columns || 100; // 0 when the terminal does not say
    this.stream.write(CLEAR_LINE + line.slice(0, Math.max(10, columns - 1)));
    this.drawn = true;
  }
}
