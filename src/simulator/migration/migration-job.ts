/**
 * The migration job (spec 4.14, D17): copies the controller's event logs (access, audit and
 * notification events) to the storage drive at `rate` records per second, persisting its state
 * each step. States (spec 3): idle (never run, or stopped on request), running, completed, error
 * (no drive, the drive pulled mid-copy, or a run a restart interrupted: a run the store still
 * shows as running when the controller starts again never finished, so it never reads as
 * completed). Besides manual starts it runs by itself daily at 03:00 controller time (`nextRun`).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError, conflict } from '../api-error';
import type { ControllerClock } from '../events/controller-clock';
import { CURRENT, type MigrationRecord, type SimStore } from '../records/collections';
import { nextDailyRun } from './daily-run';
import type { StorageDrive } from './storage-drive';

/** How often a run copies its next batch and saves its progress. */
const TICK_MS = 100;
/** How often the daily schedule is checked (the controller's clock may be set or skewed). */
const SCHEDULE_CHECK_MS = 30_000;
const LOGS = ['access_events', 'audit_events', 'notifications'] as const;

export const DEFAULT_MIGRATION_RATE = 200;

export interface MigrationDeps {
  store: SimStore;
  drive: StorageDrive;
  /** Records copied per second. */
  rate: number;
  /** The controller's clock. */
  clock: () => ControllerClock;
  recordError: (line: string) => Promise<void>;
}

interface Run {
  lines: string[];
  file: string;
  startedAt: number;
  processed: number;
  abort: AbortController;
  /** Why the run is being aborted: stopped by a user, or the controller is shutting down. */
  ending?: 'stop' | 'close';
  done: Promise<void>;
}

const NOT_CONNECTED = 'storage drive not connected';

export class MigrationJob {
  private run: Run | undefined;
  private schedule: NodeJS.Timeout | undefined;
  private nextAt = 0;

  constructor(private readonly deps: MigrationDeps) {}

  /** At start of the controller: a run left running was interrupted; then the daily schedule. */
  async open(): Promise<void> {
    const left = this.record();
    if (left?.status === 'running') {
      const message = `interrupted by a controller restart at ${left.processedRecords} of ${left.totalRecords} records`;
      await this.save({ ...left, status: 'error', message });
      await this.deps.recordError(`migration: ${message}`);
    }
    this.nextAt = this.nextRunAfter(this.deps.clock().ms);
    this.schedule = setInterval(() => void this.onSchedule(), SCHEDULE_CHECK_MS);
    this.schedule.unref();
  }

  private nextRunAfter(ms: number): number {
    return nextDailyRun(ms, this.deps.clock().timeZone);
  }

  private async onSchedule(): Promise<void> {
    const now = this.deps.clock().ms;
    if (now < this.nextAt) return;
    this.nextAt = this.nextRunAfter(now);
    if (!this.run) await this.start().catch(() => undefined);
  }

  /** The job's persisted state, if it ever ran. */
  record(): MigrationRecord | undefined {
    return this.deps.store.get('migration', CURRENT);
  }

  get isRunning(): boolean {
    return this.run !== undefined;
  }

  /** spec 4.14 `nextRun`, as an ISO timestamp. */
  get nextRun(): string {
    return new Date(this.nextAt).toISOString();
  }

  private save(record: MigrationRecord): Promise<void> {
    return this.deps.store.put('migration', CURRENT, record);
  }

  /** Starts a run: 500 E when no drive is connected (D17), 409 E while one runs. */
  async start(): Promise<MigrationRecord> {
    if (this.run) throw conflict('migration', 'a migration is already running');
    const lastRun = new Date(this.deps.clock().ms).toISOString();
    if (!this.deps.drive.connected) {
      await this.save({
        status: 'error',
        lastRun,
        processedRecords: 0,
        totalRecords: 0,
        message: NOT_CONNECTED,
      });
      await this.deps.recordError(`migration: ${NOT_CONNECTED}`);
      throw new ApiError(500, NOT_CONNECTED, { rule: 'drive' });
    }
    const lines = LOGS.flatMap((log) =>
      this.deps.store.values(log).map((record) => JSON.stringify({ log, record })),
    );
    const record: MigrationRecord = {
      status: lines.length === 0 ? 'completed' : 'running',
      lastRun,
      processedRecords: 0,
      totalRecords: lines.length,
    };
    await this.save(record);
    if (lines.length === 0) return record;
    const abort = new AbortController();
    const run: Run = {
      lines,
      file: `event-logs-${lastRun.replace(/[:.]/g, '-')}.jsonl`,
      startedAt: performance.now(),
      processed: 0,
      abort,
      done: Promise.resolve(),
    };
    this.run = run;
    run.done = this.copy(run, record).finally(() => {
      if (this.run === run) this.run = undefined;
    });
    return record;
  }

  /** Copies batches at the configured pace until done, stopped, closed or failed. */
  private async copy(run: Run, started: MigrationRecord): Promise<void> {
    const total = run.lines.length;
    const state = (extra: Partial<MigrationRecord>): MigrationRecord => ({
      ...started,
      processedRecords: run.processed,
      ...extra,
    });
    try {
      while (run.processed < total) {
        await sleep(TICK_MS, undefined, { signal: run.abort.signal });
        if (!this.deps.drive.connected) throw new Error('storage drive disconnected');
        const elapsed = (performance.now() - run.startedAt) / 1000;
        const due = Math.min(
          total,
          Math.max(run.processed + 1, Math.floor(elapsed * this.deps.rate)),
        );
        await this.deps.drive.append(run.file, run.lines.slice(run.processed, due));
        run.processed = due;
        await this.save(state(run.processed < total ? {} : { status: 'completed' }));
      }
    } catch (error) {
      if (run.ending === 'close') return;
      if (run.ending === 'stop') {
        const message = `stopped at ${run.processed} of ${total} records`;
        await this.save(state({ status: 'idle', message }));
        return;
      }
      const reason = error instanceof Error ? error.message : String(error);
      const message = `${reason} at ${run.processed} of ${total} records`;
      await this.save(state({ status: 'error', message }));
      await this.deps.recordError(`migration: ${message}`);
    }
  }

  /** Stops the running copy (its state becomes idle); false when none runs. */
  async stop(): Promise<MigrationRecord | undefined> {
    const run = this.run;
    if (!run) return undefined;
    run.ending = 'stop';
    run.abort.abort();
    await run.done;
    return this.record();
  }

  /** The controller is shutting down: the copy stops where it is and stays "running" in the store. */
  async close(): Promise<void> {
    clearInterval(this.schedule);
    const run = this.run;
    if (!run) return;
    run.ending = 'close';
    run.abort.abort();
    await run.done;
  }
}
