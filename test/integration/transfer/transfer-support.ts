/**
 * What the transfer tests share: a site engine holding a source and a target simulator with the
 * transfer flows wired as a shell wires them, and helpers to walk the wizard and read the target.
 */
import type { Engine } from '../../../src/core/engine/engine';
import { transferFlows, transferShell } from '../../../src/core/transfer/transfer-shell';
import { SessionVault } from '../../../src/core/vault/session-vault';
import type { Job } from '../../../src/shared/ipc/job.schema';
import type { TransferReport } from '../../../src/shared/ipc/transfer.schema';
import { siteEngine } from '../helpers/site-engine';
import { afterEach } from 'vitest';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';

export const vault = new SessionVault('tests');

export async function transferSite(sims: StartedSimulator[], cleanup: Array<() => Promise<void>>) {
  return siteEngine(sims, cleanup, (self) =>
    transferFlows(
      self,
      transferShell(() => Promise.resolve(vault)),
    ),
  );
}

export interface TransferChoice {
  source: string;
  target: string;
  on_conflict?: 'keep' | 'overwrite' | 'stop';
  dolzhnost?: string;
  auth_users?: 'skip' | 'create';
  auth_password?: string;
  passphrase?: string;
}

/** Walks the wizard to its plan (or the form it answers instead). */
export async function planTransfer(engine: Engine, choice: TransferChoice) {
  const form = await engine.flows.start('transfer', []);
  if (form.kind !== 'form') throw new Error(`a form: ${JSON.stringify(form)}`);
  return engine.flows.submit(form.flowId, {
    on_conflict: 'keep',
    auth_users: 'skip',
    ...choice,
  });
}

/** Confirms a plan step; answers the job's id. */
export async function confirm(engine: Engine, flowId: string): Promise<string> {
  const step = await engine.flows.submit(flowId, { confirmed: true });
  if (step.kind !== 'job') throw new Error(`a job: ${JSON.stringify(step)}`);
  return step.jobId;
}

export async function ended(engine: Engine, jobId: string): Promise<Job> {
  return (await engine.jobs()).waitFor(jobId);
}

/** The verification report a transfer job ended with (its result, or its failure's details). */
export function reportOf(job: Job): TransferReport {
  const sub = job.controllers[0];
  const report =
    (sub?.result as { report?: TransferReport } | undefined)?.report ??
    (sub?.error?.details as { report?: TransferReport } | undefined)?.report;
  if (!report) throw new Error(`no report: ${JSON.stringify(job.controllers)}`);
  return report;
}

export function partOf(report: TransferReport, part: string) {
  const found = report.parts.find((p) => p.part === part);
  if (!found) throw new Error(`no part ${part}`);
  return found;
}

/** Every record of a list read of the simulator, through its own HTTPS API. */
export async function readAll(
  sim: StartedSimulator,
  path: string,
): Promise<Array<Record<string, unknown>>> {
  const token = await sim.login();
  const out: Array<Record<string, unknown>> = [];
  for (let page = 1; ; page++) {
    const url =
      path === '/staff'
        ? `/staff?page=${page}&page_size=150`
        : `${path}?limit=500&offset=${(page - 1) * 500}`;
    const body = (await sim.request('GET', url, { token })).body as
      Array<Record<string, unknown>> | { data: Array<Record<string, unknown>> };
    const rows = Array.isArray(body) ? body : body.data;
    out.push(...rows);
    if (rows.length < (path === '/staff' ? 150 : 500)) return out;
  }
}

/**
 * Simulators and site engines of a test file, stopped after each test: `sim` starts one,
 * `cleanup` takes what a site engine leaves to close.
 */
export function testSimulators() {
  const cleanup: Array<() => Promise<void>> = [];
  const sims: StartedSimulator[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
    await Promise.all(sims.splice(0).map((s) => s.stop()));
  });
  const sim = async (options: Parameters<typeof startSimulator>[0]) => {
    const started = await startSimulator(options);
    sims.push(started);
    return started;
  };
  return { cleanup, sim };
}
