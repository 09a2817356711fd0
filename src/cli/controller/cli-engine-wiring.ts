/**
 * The commissioning engine as the `turnkey` command wires it for the commands that run wizards
 * (cli-engine.ts imports it when such a command runs): the engine of cli-site-wiring.ts with
 * every feature's flows. Job changes go to whoever follows them (the progress line).
 */
import type { Job } from '../../shared/ipc/job.schema';
import { listInterfaces } from '../../core/discovery/interfaces';
import { wireFeatures, type Wiring } from '../../core/features/feature-list';
import { packageVersion } from '../package-info';
import type { CliEngine } from './cli-engine';
import { wireCliSite } from './cli-site-wiring';

export async function wireCliEngine(): Promise<CliEngine> {
  let wiring: Wiring | undefined;
  const { listeners, ...cli } = await wireCliSite(({ engine, services, events }) => {
    wiring = wireFeatures({
      engine,
      services: () => Promise.resolve(services),
      discovery: { interfaces: listInterfaces, knownControllers: () => services.store.list() },
      ownInterfaces: true,
      events,
      version: packageVersion(),
    });
    return wiring.flows;
  });
  const { migration, backup } = wiring!.features;
  const { engine } = cli;
  return {
    ...cli,
    migration,
    backup,
    jobs: {
      async follow(jobId, onChange) {
        const runner = await engine.jobs();
        const listener = (job: Job) => job.id === jobId && onChange(job);
        listeners.add(listener);
        try {
          return await runner.waitFor(jobId);
        } finally {
          listeners.delete(listener);
        }
      },
    },
  };
}
