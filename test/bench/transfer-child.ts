/**
 * The process the transfer benchmark measures (transfer.bench.ts starts it): nothing but an
 * engine on a fresh site running the transfer wizard from one simulator to another, as the app
 * and the CLI run it (docs/decisions.md, "Firmware-era transfer"). The simulators live in the
 * parent process, so this process's peak resident memory (VmHWM) is the transfer's alone.
 * Tells the parent each phase boundary as it passes (so the parent can read its own CPU time
 * there) and answers with the phases' times, CPU, memory and the transfer's report.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Connections } from '../../src/core/connection/connections';
import { Engine } from '../../src/core/engine/engine';
import { openArchive } from '../../src/core/transfer/archive/archive-reader';
import { countParts } from '../../src/core/transfer/backup/backup-counts';
import { transferFlows, transferShell } from '../../src/core/transfer/transfer-shell';
import { SessionVault } from '../../src/core/vault/session-vault';
import { FINAL_JOB_STATES, type Job } from '../../src/shared/ipc/job.schema';
import type { TransferReport } from '../../src/shared/ipc/transfer.schema';
import {
  type ChildInput,
  type ChildMessage,
  type PhaseFigures,
  type TransferPhase,
} from './transfer-protocol';

function memoryKiB(field: 'VmHWM' | 'VmRSS'): number {
  const line = readFileSync('/proc/self/status', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0);
}

function send(message: ChildMessage): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.send) return reject(new Error('started without an IPC channel'));
    process.send(message, (error: Error | null) => (error ? reject(error) : resolve()));
  });
}

/** Times phases back to back: each ends where the next starts. */
class Phases {
  readonly figures = {} as Record<TransferPhase, PhaseFigures>;
  #at = performance.now();
  #cpu = process.cpuUsage();

  async end(phase: TransferPhase): Promise<void> {
    const now = performance.now();
    const cpu = process.cpuUsage(this.#cpu);
    this.figures[phase] = {
      ms: now - this.#at,
      cpuMs: (cpu.user + cpu.system) / 1000,
      hwmKiB: memoryKiB('VmHWM'),
    };
    this.#at = now;
    this.#cpu = process.cpuUsage();
    await send({ kind: 'mark', phase });
  }
}

function reportOf(job: Job): TransferReport {
  const sub = job.controllers[0];
  const report =
    (sub?.result as { report?: TransferReport } | undefined)?.report ??
    (sub?.error?.details as { report?: TransferReport } | undefined)?.report;
  if (!report) throw new Error(`no report: ${JSON.stringify(job.controllers)}`);
  return report;
}

async function main(): Promise<void> {
  const input = JSON.parse(process.env['TRANSFER_BENCH'] ?? '') as ChildInput;
  const dataDir = await mkdtemp(join(tmpdir(), 'turnkey-transfer-bench-'));
  const connections = new Connections();
  const phases = new Phases();
  let snapshotFile = '';
  let verifying = false;
  const ended: Array<() => void> = [];
  const shell = transferShell(() => Promise.resolve(new SessionVault('benchmark')));
  const timedShell: typeof shell = {
    ...shell,
    async snapshot(siteDir, controller, signal) {
      snapshotFile = await shell.snapshot(siteDir, controller, signal);
      await phases.end('snapshot');
      return snapshotFile;
    },
  };
  const engine = new Engine({
    dataDir,
    shell: 'cli',
    connections,
    flows: (self) => transferFlows(self, timedShell),
    onJob: (job) => {
      const step = job.controllers[0]?.step?.en ?? '';
      if (!verifying && step.startsWith('Verifying')) {
        verifying = true;
        void phases.end('write');
      }
      if (FINAL_JOB_STATES.includes(job.state)) for (const done of ended.splice(0)) done();
    },
  });
  try {
    const site = await engine.create('Transfer benchmark');
    for (const side of [input.source, input.target]) {
      await site.upsertController({
        id: side.fingerprint,
        fingerprint256: side.fingerprint,
        address: { host: side.host, port: side.port },
        serial: side.serial,
      });
      await connections
        .open(side.fingerprint, { host: side.host, port: side.port })
        .login(input.admin);
    }
    const baselineKiB = memoryKiB('VmRSS');
    await phases.end('setup');

    const form = await engine.flows.start('transfer', []);
    if (form.kind !== 'form') throw new Error(`a form, not ${JSON.stringify(form)}`);
    const plan = await engine.flows.submit(form.flowId, {
      source: `controller:${input.source.fingerprint}`,
      target: input.target.fingerprint,
      on_conflict: 'keep',
      auth_users: 'skip',
      dolzhnost: 'Сотрудник',
    });
    if (plan.kind !== 'plan') throw new Error(`a plan, not ${JSON.stringify(plan)}`);
    await phases.end('dryRun');

    const over = new Promise<void>((resolve) => ended.push(resolve));
    const step = await engine.flows.submit(plan.flowId, { confirmed: true });
    if (step.kind !== 'job') throw new Error(`a job, not ${JSON.stringify(step)}`);
    await over;
    const job = await (await engine.jobs()).waitFor(step.jobId);
    await phases.end('verify');
    const peakKiB = memoryKiB('VmHWM');

    // Apart from the transfer, once its peak is read: what two of its steps cost alone.
    const source = await connections
      .open(input.source.fingerprint, { host: input.source.host, port: input.source.port })
      .ready();
    let at = performance.now();
    await countParts(source);
    const countMs = performance.now() - at;
    at = performance.now();
    await openArchive(snapshotFile);
    const openMs = performance.now() - at;

    await send({
      kind: 'result',
      result: {
        phases: phases.figures,
        baselineKiB,
        peakKiB,
        state: job.state,
        error: job.controllers[0]?.error?.message.en ?? null,
        report: reportOf(job),
        countMs,
        openMs,
      },
    });
  } finally {
    await engine.dispose();
    connections.closeAll();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
process.disconnect?.();
