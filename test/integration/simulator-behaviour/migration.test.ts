/**
 * Spec 4.14, D17: the migration job against real simulators. It copies the
 * event logs to the storage drive with rising progress to completed, stops on request, fails
 * cleanly without a drive or when the drive is pulled, and a run cut by a restart reads as an
 * error, never as completed.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoSeed } from '../../../src/simulator/seed/demo/demo-seed';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';
import { until } from './support';

interface JobInfo {
  isRunning: boolean;
  lastRun: string;
  nextRun: string;
  progress: number;
  totalRecords: number;
  processedRecords: number;
}
interface Status {
  success: boolean;
  jobInfo?: JobInfo;
  message?: string;
}
interface Running {
  success: boolean;
  isRunning: boolean;
  status: string;
  message?: string;
}

let sim: StartedSimulator | undefined;
afterEach(async () => {
  await sim?.stop();
  sim = undefined;
});

/** A simulator whose event logs hold about a thousand records (a small demo site). */
async function withEvents(options: { migrationRate: number; drive?: boolean }) {
  sim = await startSimulator({ seed: demoSeed({ staff: 40 }), ...options });
  const token = await sim.login();
  const started = sim;
  const call = async <T>(method: string, path: string) => {
    const res = await started.request(method, path, { token });
    return { status: res.status, body: res.body as T };
  };
  return { sim: started, call };
}

describe('the migration job', () => {
  it('copies the event logs to the drive with rising progress, then reads completed', async () => {
    const { sim, call } = await withEvents({ migrationRate: 2000 });
    expect((await call<Running>('GET', '/migration/running')).body).toMatchObject({
      isRunning: false,
      status: 'idle',
    });
    const start = await call<{ success: boolean; data: { totalRecords: number } }>(
      'POST',
      '/migration/start',
    );
    expect(start).toMatchObject({ status: 200, body: { success: true } });
    const total = start.body.data.totalRecords;
    expect(total).toBeGreaterThan(500);
    const seen: number[] = [];
    const done = await until(
      async () => (await call<Status>('GET', '/migration/status')).body,
      (s) => {
        seen.push(s.jobInfo?.progress ?? -1);
        return s.jobInfo?.isRunning === false;
      },
    );
    expect(done.jobInfo).toMatchObject({
      progress: 100,
      totalRecords: total,
      processedRecords: total,
    });
    expect((await call<Running>('GET', '/migration/running')).body.status).toBe('completed');
    expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(Date.parse(done.jobInfo?.nextRun ?? '')).toBeGreaterThan(
      Date.parse(done.jobInfo?.lastRun ?? ''),
    );
    const drive = join(sim.dataDir, 'drive');
    const [file] = await readdir(drive);
    const lines = (await readFile(join(drive, file ?? ''), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(total);
    expect(new Set(lines.map((l) => (JSON.parse(l) as { log: string }).log))).toEqual(
      new Set(['access_events', 'audit_events', 'notifications']),
    );
  });

  it('stops on request where it is, refuses a second start while running', async () => {
    const { call } = await withEvents({ migrationRate: 100 });
    await call('POST', '/migration/start');
    expect((await call('POST', '/migration/start')).status).toBe(409);
    await until(
      async () => (await call<Status>('GET', '/migration/status')).body,
      (s) => (s.jobInfo?.processedRecords ?? 0) > 0,
    );
    const stop = await call<{ message: string }>('POST', '/migration/stop');
    expect(stop.body.message).toMatch(/^migration idle: \d+ of \d+ records$/);
    const stopped = (await call<Status>('GET', '/migration/status')).body.jobInfo;
    expect(stopped?.isRunning).toBe(false);
    expect(stopped?.processedRecords).toBeLessThan(stopped?.totalRecords ?? 0);
    expect((await call<Running>('GET', '/migration/running')).body).toMatchObject({
      isRunning: false,
      status: 'idle',
      message: expect.stringMatching(/^stopped at/) as unknown,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await call<Status>('GET', '/migration/status')).body.jobInfo).toEqual(stopped);
    expect((await call<{ message: string }>('POST', '/migration/stop')).body.message).toBe(
      'no migration is running',
    );
  });

  it('fails cleanly with no drive: 500 E, status error, a line in the error log (D17)', async () => {
    const { call } = await withEvents({ migrationRate: 100, drive: false });
    const start = await call<{ success: boolean; message: string }>('POST', '/migration/start');
    expect(start).toMatchObject({
      status: 500,
      body: { success: false, message: 'storage drive not connected' },
    });
    expect((await call<Running>('GET', '/migration/running')).body).toMatchObject({
      isRunning: false,
      status: 'error',
      message: 'storage drive not connected',
    });
    const log = (await call<string[]>('GET', '/error_logger')).body;
    expect(log.some((line) => line.endsWith('migration: storage drive not connected'))).toBe(true);
  });

  it('ends in error when the drive is pulled mid-copy', async () => {
    const { sim, call } = await withEvents({ migrationRate: 100 });
    await call('POST', '/migration/start');
    sim.simulator.drive.unplug();
    const running = await until(
      async () => (await call<Running>('GET', '/migration/running')).body,
      (r) => !r.isRunning,
    );
    expect(running).toMatchObject({
      status: 'error',
      message: expect.stringMatching(
        /^storage drive disconnected at \d+ of \d+ records$/,
      ) as unknown,
    });
  });

  it('reads error, never completed, after a restart cut the run', async () => {
    const { sim, call } = await withEvents({ migrationRate: 100 });
    await call('POST', '/migration/start');
    await sim.restart();
    const token = await sim.login();
    const running = (await sim.request('GET', '/migration/running', { token })).body as Running;
    expect(running).toMatchObject({ isRunning: false, status: 'error' });
    expect(running.message).toMatch(/^interrupted by a controller restart at \d+ of \d+ records$/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const status = (await sim.request('GET', '/migration/status', { token })).body as Status;
    expect(status.jobInfo?.isRunning).toBe(false);
    expect(status.jobInfo?.processedRecords).toBeLessThan(status.jobInfo?.totalRecords ?? 0);
  });
});
