/**
 * `turnkey jobs list | show | retry` as an engineer runs them (the real command in another
 * process) against real simulators on loopback (docs/decisions.md, "Retry what failed"): the
 * time wizard on three controllers, one made to fail through the simulators' control channel
 * (every answer 500) after the plan was confirmed at the prompt; the jobs listed and shown (the
 * form in words, the failed controller with its error, also as JSON); the retry runs the same
 * wizard with the same form on that controller alone, which ends verified and journalled as a
 * retry; and a retry refused for a job with nothing failed, one still running and one saved
 * before jobs kept their wizard.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import { ControlServer } from '../../../src/simulator/control/control-server';
import { SimulatorControl } from '../../../src/simulator/control/simulator-control';
import type { Job } from '../../../src/shared/ipc/job.schema';
import type { StartedSimulator } from '../helpers/start-simulator';
import { testSubnet } from '../simulator-cluster/cluster-support';
import { control } from '../simulator-behaviour/support';
import { cliHarness, controllers } from './cli-harness';

vi.setConfig({ testTimeout: 90_000 });

const bin = fileURLToPath(new URL('../../../bin/turnkey.cjs', import.meta.url));
const cli = cliHarness('jobs', { serialPrefix: 'JOBS' });
const { turnkey } = cli;

let sims: StartedSimulator[];
let server: ControlServer;
let first: Job;

beforeAll(async () => {
  await cli.open();
  sims = await cli.trustedAt(testSubnet(), [10, 11, 12]);
  server = new ControlServer(sims.map((sim) => SimulatorControl.of(sim.simulator)));
  await server.start();
});
afterAll(async () => {
  await server?.stop();
  await cli.close();
});

async function timezoneOf(sim: StartedSimulator): Promise<string> {
  const token = await sim.login();
  return ((await sim.request('GET', '/date_time', { token })).body as { timezone: string })
    .timezone;
}

/** The folder of the site's jobs in the command's app data folder. */
async function jobsDir(): Promise<string> {
  const sites = join(cli.env().TURNKEY_DATA_DIR!, 'sites');
  const [site] = (await readdir(sites, { withFileTypes: true })).filter((e) => e.isDirectory());
  return join(sites, site!.name, 'jobs');
}

/**
 * `turnkey time set` on a terminal (`script` gives it one): once the plan asks to be confirmed,
 * the middle controller is made to answer every request with 500, then the plan is accepted.
 */
function timeSetFailingOne(): Promise<{ code: number | null; output: string }> {
  const args = ['time', 'set', ...controllers(sims), '--timezone', 'Europe/Moscow'];
  const command = [process.execPath, bin, ...args].map((a) => `'${a}'`).join(' ');
  const child = spawn('script', ['-qec', command, '/dev/null'], { env: cli.env() });
  let output = '';
  let answered = false;
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    if (answered || !output.includes('[y/N]')) return;
    answered = true;
    void control(server, 'POST', '/faults', {
      serial: sims[1]!.simulator.serial,
      errorRate: 1,
    }).then(() => child.stdin.write('y\r'));
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe.runIf(process.platform === 'linux')('turnkey jobs', () => {
  it('a wizard’s job with one controller failed by an injected fault', async () => {
    const run = await timeSetFailingOne();
    await control(server, 'POST', '/faults', { errorRate: 0 });
    expect(run.code, run.output).toBe(EXIT_CODES.failure);
    const listed = await turnkey(['jobs', 'list', '--json']);
    expect(listed.code, listed.stderr).toBe(EXIT_CODES.ok);
    const { jobs } = JSON.parse(listed.stdout) as { jobs: Job[] };
    expect(jobs).toHaveLength(1);
    first = jobs[0]!;
    expect(first).toMatchObject({ kind: 'time', state: 'failed' });
    expect(first.controllers.map((c) => [c.label, c.state])).toEqual([
      ['JOBS-10', 'succeeded'],
      ['JOBS-11', 'failed'],
      ['JOBS-12', 'succeeded'],
    ]);
    expect(first.flow).toMatchObject({ type: 'time', retriable: true });
    expect(first.flow?.forms[0]?.values).toMatchObject({ timezone: 'Europe/Moscow' });
    expect(await timezoneOf(sims[1]!)).toBe('UTC');
  });

  it('lists the site’s jobs one line each and shows one with its form and errors', async () => {
    const short = first.id.slice(0, 8);
    const list = await turnkey(['jobs', 'list']);
    expect(list.code, list.stderr).toBe(EXIT_CODES.ok);
    const lines = list.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Job\s+Wizard\s+State\s+Done\s+Failed\s+Other\s+Started$/);
    expect(lines[2]).toMatch(
      new RegExp(
        `^${short}\\s+Time zone, clock and NTP\\s+failed\\s+2\\s+1\\s+0\\s+\\d{1,2} [A-Z][a-z]{2} \\d{4} \\d\\d:\\d\\d$`,
      ),
    );

    const show = await turnkey(['jobs', 'show', first.id.slice(0, 6)]);
    expect(show.code, show.stderr).toBe(EXIT_CODES.ok);
    expect(show.stdout).toContain(
      `Job ${first.id}\nWizard: Time zone, clock and NTP\nState: failed`,
    );
    expect(show.stdout).toMatch(/Time zone: Europe\/Moscow \(UTC\+03:00\)\n/);
    expect(show.stdout).toMatch(/Time synchronisation \(NTP\): Keep as it is\n/);
    const failedRow = show.stdout.split('\n').find((l) => l.startsWith('JOBS-11'));
    expect(failedRow).toMatch(/^JOBS-11\s+failed\s+\S/);
    expect(failedRow).toContain(first.controllers[1]!.error!.message.en.slice(0, 30));
    expect(show.stdout).toContain(`Retry what failed: turnkey jobs retry ${short}`);

    const json = await turnkey(['jobs', 'show', short, '--json']);
    expect(JSON.parse(json.stdout)).toEqual({ job: first });

    const unknown = await turnkey(['jobs', 'show', 'zz']);
    expect(unknown.code).toBe(EXIT_CODES.usage);
    expect(unknown.stderr).toContain('has an id starting with “zz”');
  });

  it('retries the failed controller alone with the same form, verified and journalled', async () => {
    const run = await turnkey(['jobs', 'retry', first.id.slice(0, 8), '--yes', '--json']);
    expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
    const { plan, job } = JSON.parse(run.stdout) as {
      plan: { rows: Array<{ controllerLabel: string; field: string }> };
      job: Job;
    };
    expect(plan.rows.map((r) => [r.controllerLabel, r.field])).toEqual([['JOBS-11', 'timezone']]);
    expect(job).toMatchObject({ kind: 'time', state: 'succeeded', retryOf: first.id });
    expect(job.controllers.map((c) => [c.label, c.state])).toEqual([['JOBS-11', 'succeeded']]);
    expect(job.flow?.forms).toEqual(first.flow?.forms);
    expect(await timezoneOf(sims[1]!)).toBe('Europe/Moscow');

    const site = JSON.parse((await turnkey(['site', 'show', '--json'])).stdout) as {
      journal: Array<{
        action: string;
        jobId?: string;
        controllerId?: string;
        outcome: string;
        summary: { en: string };
        after?: Record<string, unknown>;
      }>;
    };
    const ofRetry = site.journal.filter((e) => e.jobId === job.id);
    expect(ofRetry.find((e) => e.action === 'job.started')).toMatchObject({
      summary: { en: 'Time zone, clock and NTP: again, on the controllers that failed' },
      after: { retryOf: first.id, controllers: 1 },
    });
    const changed = ofRetry.filter((e) => e.controllerId);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((e) => e.controllerId === sims[1]!.fingerprint)).toBe(true);
    expect(changed.some((e) => e.outcome === 'succeeded')).toBe(true);
    expect(ofRetry.find((e) => e.action === 'job.ended')?.outcome).toBe('succeeded');

    const list = await turnkey(['jobs', 'list']);
    expect(list.stdout.trimEnd().split('\n')[2]).toMatch(
      new RegExp(`^${job.id.slice(0, 8)}\\s+Time zone, clock and NTP\\s+done\\s+1\\s+0\\s+0\\s`),
    );
    const shown = await turnkey(['jobs', 'show', job.id]);
    expect(shown.stdout).toContain(`Retries the failed controllers of job ${first.id.slice(0, 8)}`);
    expect(shown.stdout).not.toContain('Retry what failed');

    const again = await turnkey(['jobs', 'retry', job.id, '--yes']);
    expect(again.code).toBe(EXIT_CODES.failure);
    expect(again.stderr).toContain('failed: there is nothing to retry');
  });

  it('refuses a job still running and one saved before jobs kept their wizard', async () => {
    const dir = await jobsDir();
    const stored = JSON.parse(await readFile(join(dir, `${first.id}.json`), 'utf8')) as Job;
    const { flow: _flow, ...old } = stored;
    const oldId = randomUUID();
    await writeFile(join(dir, `${oldId}.json`), JSON.stringify({ ...old, id: oldId }));
    const runningId = randomUUID();
    // Owned by this test's process, which is alive: the job is not taken for interrupted.
    const owner = { pid: process.pid, shell: 'cli' };
    await writeFile(
      join(dir, `${runningId}.json`),
      JSON.stringify({ ...stored, id: runningId, state: 'running', owner }),
    );

    const shown = await turnkey(['jobs', 'show', oldId]);
    expect(shown.code, shown.stderr).toBe(EXIT_CODES.ok);
    expect(shown.stdout).not.toContain('Retry what failed');
    const oldRetry = await turnkey(['jobs', 'retry', oldId, '--yes']);
    expect(oldRetry.code).toBe(EXIT_CODES.failure);
    expect(oldRetry.stderr).toContain('cannot be retried on its failed controllers alone');

    const busy = await turnkey(['jobs', 'retry', runningId, '--yes']);
    expect(busy.code).toBe(EXIT_CODES.failure);
    expect(busy.stderr).toContain('is still running: wait for it to end');
    expect(await timezoneOf(sims[0]!)).toBe('Europe/Moscow');
  });
});
