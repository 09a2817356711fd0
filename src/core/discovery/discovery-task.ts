/**
 * Discovery as the long task of the IPC contract (`discovery:start`, task.schema.ts): the work a
 * shell hands to its TaskRunner. The page names controllers by id; the shell says how an id
 * becomes a logged-in client (its sessions), so no credential crosses the bridge.
 */
import type { discoveryTask } from '../../shared/ipc/discovery.schema';
import type { TaskWork } from '../../shared/ipc/task-runner';
import type { ControllerClient } from '../client/controller-client';
import { discover, type DiscoveryDeps } from './discovery.service';

export interface DiscoveryTaskDeps extends DiscoveryDeps {
  /** The logged-in client of a controller the page names (rejects when there is none). */
  clientFor: (controllerId: string) => Promise<ControllerClient>;
}

/** `tasks.define(discoveryTask, discoveryWork(deps))` in a shell's container. */
export function discoveryWork(deps: DiscoveryTaskDeps): TaskWork<typeof discoveryTask> {
  return async (input, control) => {
    const searches = await Promise.all(
      input.controllerSearch.map(async ({ controllerId, network }) => ({
        client: await deps.clientFor(controllerId),
        network,
      })),
    );
    return discover(
      {
        ranges: input.ranges,
        localNetworks: input.localNetworks,
        allowLargeRanges: input.allowLargeRanges,
        ...(input.ports ? { ports: input.ports } : {}),
        mdns: input.mdns,
        searches,
      },
      { signal: control.signal, progress: (progress) => control.progress(progress) },
      deps,
    );
  };
}
