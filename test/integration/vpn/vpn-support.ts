/**
 * Shared pieces of the VPN wizard tests: simulators on one loopback /24 and one port (a master's
 * controller search probes its own port, spec 4.12), an engine on a site holding them, and
 * running a flow to its end.
 */
import type { Engine } from '../../../src/core/engine/engine';
import type { FlowStep } from '../../../src/shared/ipc/flow.schema';
import type { Job } from '../../../src/shared/ipc/job.schema';
import { vpnFlows } from '../../../src/core/vpn/vpn-flows';
import { demoSeed } from '../../../src/simulator/seed/demo/demo-seed';
import { siteEngine } from '../helpers/site-engine';
import type { StartOptions, StartedSimulator } from '../helpers/start-simulator';
import { simulatorPool, testPort, testSubnet, waitFor } from '../simulator-cluster/cluster-support';

export function vpnSites() {
  const pool = simulatorPool();
  const cleanup: Array<() => Promise<void>> = [];
  return {
    async stop() {
      for (const step of cleanup.splice(0).reverse()) await step();
      await pool.stopAll();
    },
    /**
     * A master with `staff` people and members with a few of their own, on one /24 and port; the
     * last `offSite` members are left off the site (only the master's search finds them).
     */
    async cluster(staff: number, members: Array<Partial<StartOptions>>, offSite = 0) {
      const net = testSubnet();
      const port = testPort();
      const sims: StartedSimulator[] = await Promise.all([
        pool.start({ host: `${net}.10`, port, serial: 'VPNMASTER', seed: demoSeed({ staff }) }),
        ...members.map((o, i) =>
          pool.start({
            host: `${net}.${11 + i}`,
            port,
            serial: `VPNMEMBER${i + 1}`,
            seed: demoSeed({ staff: 5, legacy: o.staffFields === 'legacy' }),
            ...o,
          }),
        ),
      ]);
      const onSite = sims.slice(0, sims.length - offSite);
      const { engine, site, connections } = await siteEngine(onSite, cleanup, vpnFlows);
      return { engine, site, connections, sims, net, port };
    },
  };
}

/** The step a flow ended on. */
export async function ended(engine: Engine, flowId: string, timeoutMs = 60_000) {
  return waitFor(
    () => {
      const step = engine.flows.get(flowId);
      return step.kind === 'done' || step.kind === 'abort' ? step : undefined;
    },
    'the flow to end',
    timeoutMs,
  );
}

export async function jobOf(engine: Engine, step: FlowStep): Promise<Job> {
  if (step.kind !== 'done' || !step.jobId)
    throw new Error(`a finished job: ${JSON.stringify(step)}`);
  return (await engine.jobs()).current(step.jobId)!;
}

/** Walks a flow: the form answers in order, confirms the plan, waits for the end. */
export async function runFlow(
  engine: Engine,
  type: string,
  ids: string[],
  answers: Array<Record<string, unknown>> = [],
  subject?: string,
) {
  let step = await engine.flows.start(type, ids, subject);
  const forms: FlowStep[] = [];
  while (step.kind === 'form' && Object.keys(step.errors).length === 0 && answers.length > 0) {
    forms.push(step);
    step = await engine.flows.submit(step.flowId, answers.shift()!);
  }
  if (step.kind !== 'plan') return { step, forms, plan: undefined, end: undefined };
  const plan = step;
  await engine.flows.submit(step.flowId, { confirmed: true });
  const end = await ended(engine, step.flowId);
  return { step, forms, plan, end, job: await jobOf(engine, end) };
}
