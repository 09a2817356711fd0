/**
 * Wires the browser host's services by hand (architecture, conventions 2), the same way as
 * main/container.ts and through the same wiring (core/app/app-services.ts): push events to the
 * connected pages, the task runner, and every channel's handler. The demo site's fleet of
 * simulators runs in this process (docs/decisions.md, "App wiring").
 */
import { createAppServices, type AppServices } from '../core/app/app-services';
import type { DemoSiteOptions } from '../core/app/demo-site.service';
import { appDataDir } from '../core/app-paths';
import type { DiscoverySettings } from '../core/discovery/discovery-settings';
import type { LaptopInterfaces } from '../core/discovery/interfaces';
import type { CredentialVault } from '../core/vault/credential-vault';
import { openVault } from '../core/vault/keychain-vault';
import { createDispatcher, type Dispatch } from '../shared/ipc/dispatch';
import { createEventSink, type EventSink } from '../shared/ipc/event-sink';
import { TaskRunner } from '../shared/ipc/task-runner';
import { Fleet } from '../simulator/fleet/fleet';
import { HostClients } from './clients';

export interface HostContainerInput {
  version: string;
  platform: string;
  log: (message: string, error?: unknown) => void;
  /** The app data folder (default: the one the app and the `turnkey` command share). */
  dataDir?: string;
  /** Tests pass their own; by default the OS keychain (or a session-only vault). */
  openVault?: () => Promise<CredentialVault>;
  /** Where the demo fleet listens and how big it is (tests keep clear of other tests). */
  demo?: Pick<DemoSiteOptions, 'first' | 'size' | 'mdns'>;
  /** Tests pass a laptop of their own (loopback only). */
  interfaces?: () => Promise<LaptopInterfaces>;
  discoverySettings?: Partial<DiscoverySettings>;
}

export interface HostContainer {
  clients: HostClients;
  dispatch: Dispatch;
  events: EventSink;
  tasks: TaskRunner;
  services: AppServices;
  /** Cancels tasks, logs out and stops the demo site. */
  dispose: () => Promise<void>;
}

export function createHostContainer(input: HostContainerInput): HostContainer {
  const clients = new HostClients();
  const events = createEventSink((event, payload) => clients.broadcast(event, payload), {
    onInvalid: (event, error) => input.log(`push event ${event} failed its schema`, error),
  });
  const tasks = new TaskRunner(events, {
    onUnexpected: (task, error) => input.log(`task ${task} failed`, error),
  });
  const services = createAppServices({
    shell: 'browser',
    version: input.version,
    platform: input.platform,
    dataDir: input.dataDir ?? appDataDir(),
    openVault: input.openVault ?? (() => openVault()),
    tasks,
    events,
    demo: { ...input.demo, startFleet: (options) => Fleet.start(options) },
    ...(input.interfaces ? { interfaces: input.interfaces } : {}),
    ...(input.discoverySettings ? { discoverySettings: input.discoverySettings } : {}),
    log: input.log,
  });

  return {
    clients,
    dispatch: createDispatcher(services.handlers, {
      onUnexpected: (channel, error) => input.log(`${channel} failed`, error),
    }),
    events,
    tasks,
    services,
    dispose: () => services.dispose(),
  };
}
