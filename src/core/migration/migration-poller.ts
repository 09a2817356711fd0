/**
 * One reader of `GET /migration/status` per controller for the whole shell (docs/decisions.md,
 * "Migration job"): whoever asks within a second of the last read (the job watching a run, the
 * controller view of any number of windows, the CLI's status) shares that read, or the one in
 * flight, so a controller is never asked more than once a second however many screens look at
 * it. A copy moves on many times a second, but a person reads the bar no faster.
 */
import type { MigrationStatusAnswer } from './migration-reading';

export const STATUS_INTERVAL_MS = 1000;

interface LastRead {
  at: number;
  answer: Promise<MigrationStatusAnswer>;
}

export class MigrationPoller {
  readonly #last = new Map<string, LastRead>();

  constructor(
    private readonly intervalMs = STATUS_INTERVAL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The last read if it began within the interval (or is in flight), else a new one. */
  status(
    controllerId: string,
    read: () => Promise<MigrationStatusAnswer>,
  ): Promise<MigrationStatusAnswer> {
    const last = this.#last.get(controllerId);
    if (last && this.now() - last.at < this.intervalMs) return last.answer;
    return this.#read(controllerId, read);
  }

  /**
   * A read begun after this call (the state changed: a stop was sent), waiting for the interval
   * since the last read to pass first.
   */
  async fresh(
    controllerId: string,
    read: () => Promise<MigrationStatusAnswer>,
  ): Promise<MigrationStatusAnswer> {
    for (;;) {
      const wait = this.waitMs(controllerId);
      if (wait <= 0) return this.#read(controllerId, read);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  /** Milliseconds until the next read of this controller may begin. */
  waitMs(controllerId: string): number {
    const last = this.#last.get(controllerId);
    return last ? last.at + this.intervalMs - this.now() : 0;
  }

  #read(controllerId: string, read: () => Promise<MigrationStatusAnswer>) {
    const answer = read();
    // A failed read is shared like any other within its second; its caller sees the failure.
    answer.catch(() => undefined);
    this.#last.set(controllerId, { at: this.now(), answer });
    return answer;
  }
}
