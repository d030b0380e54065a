// The campaigns' parts are held while the Summary made from the audit's head is first drawn, then
// taken in one per task. Parsed as they came (a quarter of a second on a 20 MB workbook, in parts
// of a few milliseconds), they kept that first frame from being drawn for as long.
import type { AuditPart } from './audit-hand-over';

export type CampaignsPart = Extract<AuditPart, { kind: 'campaigns' }>;

interface TaskScheduler {
  postTask(run: () => void): Promise<unknown>;
}

/** A later task without setTimeout's 4 ms clamp on chained calls (30 parts on a big account). */
function nextTaskOf(scope: { scheduler?: TaskScheduler }): (run: () => void) => void {
  const scheduler = scope.scheduler;
  return scheduler ? (run) => void scheduler.postTask(run) : (run) => void setTimeout(run, 0);
}

export class CampaignIntake {
  /** Parts not taken yet, in the order they came; null once all held ones are taken (then each is taken as it comes). */
  private held: CampaignsPart[] | null = [];
  private opened = false;

  /**
   * take: takes one part in (parses it and adds it to the audit).
   * nextTask: runs a function in a later task, so that no single task takes every part.
   */
  constructor(
    private readonly take: (part: CampaignsPart) => void,
    private readonly nextTask: (run: () => void) => void = nextTaskOf(globalThis as { scheduler?: TaskScheduler }),
  ) {}

  receive(part: CampaignsPart): void {
    if (this.held) this.held.push(part);
    else this.take(part);
  }

  /** The Summary is on screen (or there is none to wait for): the held parts are taken, one per task. */
  open(): void {
    if (this.opened) return;
    this.opened = true;
    this.takeNext();
  }

  /** Takes every held part now (the worker is gone: what it sent is all there is). */
  flush(): void {
    this.opened = true;
    const held = this.held ?? [];
    this.held = null;
    for (const part of held) this.take(part);
  }

  private readonly takeNext = (): void => {
    const part = this.held?.shift();
    if (!part) {
      this.held = null;
      return;
    }
    this.take(part);
    this.nextTask(this.takeNext);
  };
}
