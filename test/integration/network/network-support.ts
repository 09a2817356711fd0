/**
 * What the network wizard's tests share: an engine with the network and locate flows over real
 * simulators (logged in, on a fresh site), this computer's interfaces as a test chooses them,
 * a flow run to its end, and addresses outside 127/8 made local to this test's network
 * namespace (loopback takes a whole prefix, so every address of it can be listened on).
 */
import { execFileSync } from 'node:child_process';
import type { FlowStep } from '../../../src/shared/ipc/flow.schema';
import type { Job } from '../../../src/shared/ipc/job.schema';
import { describeInterfaces, type LaptopInterfaces } from '../../../src/core/discovery/interfaces';
import { Engine } from '../../../src/core/engine/engine';
import { locateFlow } from '../../../src/core/network/locate.flow';
import { locateFlowDeps, networkFlowDeps } from '../../../src/core/network/network-flow-deps';
import { networkFlow } from '../../../src/core/network/network.flow';
import { siteEngine } from '../helpers/site-engine';
import type { StartedSimulator } from '../helpers/start-simulator';
import { waitFor } from '../simulator-cluster/cluster-support';

/** This computer with one interface: `lo` (internal) for 127/8, else a site-facing `eth0`. */
export function laptopOn(address: string, netmask: string): LaptopInterfaces {
  const internal = address.startsWith('127.');
  return describeInterfaces({
    addresses: {
      [internal ? 'lo' : 'eth0']: [
        { address, netmask, family: 'IPv4', mac: '00:00:00:00:00:00', internal, cidr: null },
      ],
    },
  });
}

export interface EngineOptions {
  laptop?: LaptopInterfaces;
  followTimeoutMs?: number;
  locateTimeoutMs?: number;
}

/** An engine with the network and locate flows on a fresh site holding `sims`, logged in. */
export async function engineWith(
  sims: StartedSimulator[],
  cleanup: Array<() => Promise<void>>,
  options: EngineOptions = {},
) {
  const laptop = options.laptop ?? laptopOn('127.0.0.1', '255.0.0.0');
  const flowOptions = {
    laptop: () => Promise.resolve(laptop),
    discovery: {
      interfaces: () => Promise.resolve(laptop),
      knownControllers: () => Promise.resolve([]),
    },
    ...(options.followTimeoutMs ? { followTimeoutMs: options.followTimeoutMs } : {}),
    ...(options.locateTimeoutMs ? { locateTimeoutMs: options.locateTimeoutMs } : {}),
  };
  return siteEngine(sims, cleanup, (self) => [
    networkFlow(networkFlowDeps(self, flowOptions)),
    locateFlow(locateFlowDeps(self, flowOptions)),
  ]);
}

/** Waits for the flow's job to end and answers the last step. */
export async function finished(
  engine: Engine,
  flowId: string,
  timeoutMs = 30_000,
): Promise<FlowStep> {
  return waitFor(
    () => {
      const step = engine.flows.get(flowId);
      return step.kind === 'done' || step.kind === 'abort' ? step : undefined;
    },
    'the job to end',
    timeoutMs,
  );
}

/**
 * Fills the network form, confirms the plan (twice when asked) and answers the job started;
 * `beforeConfirm` runs once the plan is shown (faults injected into the apply alone).
 */
export async function startMove(
  engine: Engine,
  ids: string[],
  form: Record<string, unknown>,
  beforeConfirm: () => void = () => undefined,
): Promise<{ flowId: string; jobId: string; plan: FlowStep }> {
  const start = await engine.flows.start('network', ids);
  const plan = await engine.flows.submit(start.flowId, form);
  if (plan.kind !== 'plan') throw new Error(`a plan next, not ${JSON.stringify(plan)}`);
  beforeConfirm();
  const started = await engine.flows.submit(start.flowId, { confirmed: true, acknowledged: true });
  if (started.kind !== 'job') throw new Error(`a job next, not ${JSON.stringify(started)}`);
  return { flowId: start.flowId, jobId: started.jobId, plan };
}

/** The job as it ended. */
export async function endedJob(engine: Engine, flowId: string, jobId: string): Promise<Job> {
  await finished(engine, flowId, 60_000);
  return (await engine.jobs()).current(jobId)!;
}

/**
 * Makes `prefix` (a.b.0.1/16) local in this network namespace, on loopback; undefined when it
 * was done, else why not (no `ip`, no right to change addresses), for `describe.skipIf`.
 */
export function addLoopbackPrefix(cidr: string): string | undefined {
  try {
    execFileSync('ip', ['addr', 'add', cidr, 'dev', 'lo'], { stdio: 'pipe' });
    return undefined;
  } catch (error) {
    const text = String((error as { stderr?: Buffer }).stderr ?? error);
    if (text.includes('File exists') || text.includes('already assigned')) return undefined;
    return `(cannot add ${cidr} to lo: ${text.trim()})`;
  }
}

export function removeLoopbackPrefix(cidr: string): void {
  try {
    execFileSync('ip', ['addr', 'del', cidr, 'dev', 'lo'], { stdio: 'pipe' });
  } catch {
    // Gone with the namespace anyway.
  }
}
