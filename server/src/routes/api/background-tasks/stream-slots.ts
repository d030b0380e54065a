// The task streams open now: at most `perUser` per user, and all of them ended on shutdown (an
// open stream would otherwise keep app.close() waiting for its connection).
import { HttpError } from '../../../lib/errors.js';

export const MAX_STREAMS_PER_USER = 20;
export const TOO_MANY_STREAMS = `Too many task streams are open for this account (at most ${MAX_STREAMS_PER_USER}). Close some tabs of this app, or wait for their tasks to finish.`;

interface Slot {
  userId: number;
  /** Ends the stream; resolves once it has stopped reading the task. */
  close: () => Promise<void>;
}

export class StreamSlots {
  private readonly open = new Set<Slot>();

  constructor(private readonly perUser = MAX_STREAMS_PER_USER) {}

  /** Takes a slot for `userId`, or throws 429 when the user has `perUser` open. The returned function frees it. */
  take(userId: number, close: () => Promise<void>): () => void {
    if (this.countFor(userId) >= this.perUser) throw new HttpError(429, TOO_MANY_STREAMS);
    const slot = { userId, close };
    this.open.add(slot);
    return () => void this.open.delete(slot);
  }

  countFor(userId: number): number {
    let count = 0;
    for (const slot of this.open) if (slot.userId === userId) count++;
    return count;
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.open].map((slot) => slot.close()));
  }
}
