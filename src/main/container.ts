/**
 * Wires the main process's services by hand (architecture, conventions 2): the event sink to the
 * app's windows, the task runner, and every channel's handler through the wiring both shells
 * share (core/app/app-services.ts). The demo site's fleet of simulators runs here, in the main
 * side (docs/decisions.md, "App wiring": the one import of the simulator a shell may make).
 */
import { createAppServices, type AppServices } from '../core/app/app-services';
import { appDataDir } from '../core/app-paths';
import { openVault } from '../core/vault/keychain-vault';
import type { EventName } from '../shared/ipc/channels';
import { createDispatcher, type Dispatch } from '../shared/ipc/dispatch';
import { createEventSink, type EventSink } from '../shared/ipc/event-sink';
import { TaskRunner } from '../shared/ipc/task-runner';
import { Fleet } from '../simulator/fleet/fleet';

export interface MainContainerInput {
  version: string;
  platform: string;
  /** Sends a checked push event to every app window. */
  deliver: (event: EventName, payload: unknown) => void;
  log: (message: string, error: unknown) => void;
}

export interface MainContainer {
  dispatch: Dispatch;
  events: EventSink;
  tasks: TaskRunner;
  services: AppServices;
  /** Cancels tasks, logs out and stops the demo site. */
  dispose: () => Promise<void>;
}

export function createMainContainer(input: MainContainerInput): MainContainer {
  const events = createEventSink(input.deliver, {
    onInvalid: (event, error) => input.log(`push event ${event} failed its schema`, error),
  });
  const tasks = new TaskRunner(events, {
    onUnexpected: (task, error) => input.log(`task ${task} failed`, error),
  });
  const services = createAppServices({
    shell: 'electron',
    version: input.version,
    platform: input.platform,
    dataDir: appDataDir(),
    openVault: () => openVault(),
    tasks,
    events,
    demo: { startFleet: (options) => Fleet.start(options) },
    log: input.log,
  });

  return {
    dispatch: createDispatcher(services.handlers, {
      onUnexpected: (channel, error) => input.log(`${channel} failed`, error),
    }),
    events,
    tasks,
    services,
    dispose: () => services.dispose(),
  };
}
