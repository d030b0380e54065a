// Admits uploads before their files are read. A plain "is there room?" check lets every one of
// N simultaneous uploads pass, and N files of up to 20 MB are then read into memory before the
// queue refuses all but a few: each admitted upload holds its room from the check until its
// jobs are queued, so the uploads being read count as if already queued.
import type { JobQueue } from './job-queue.js';

export interface Admission {
  /** Gives the room back: once the jobs are queued (they then count in the queue), or the upload failed. */
  release(): void;
}

export class UploadAdmission {
  /** Jobs of the uploads admitted and still being read or queued. */
  private reserved = 0;

  constructor(private readonly queue: JobQueue) {}

  /** Room for `jobs` more jobs, counting the uploads being read; undefined when the queue is full (answer 503). */
  async admit(jobs: number): Promise<Admission | undefined> {
    // Reserved before the check (which may await the database): concurrent uploads see each other.
    this.reserved += jobs;
    let room = false;
    try {
      room = await this.queue.hasRoomFor(this.reserved);
    } finally {
      if (!room) this.reserved -= jobs;
    }
    if (!room) return undefined;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.reserved -= jobs;
      },
    };
  }
}
