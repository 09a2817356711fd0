/**
 * The app's services (core/app/app-services.ts) as a test wires them: the browser shell, a
 * session-only vault, the test's own events and laptop when it gives them, and the demo fleet of
 * simulators unless the test says where else, or that there is none.
 */
import { createAppServices, type AppServices } from '../../../src/core/app/app-services';
import type { AppServicesInput } from '../../../src/core/app/app-services';
import { SessionVault } from '../../../src/core/vault/session-vault';
import { createEventSink, type EventSink } from '../../../src/shared/ipc/event-sink';
import { TaskRunner } from '../../../src/shared/ipc/task-runner';
import { Fleet } from '../../../src/simulator/fleet/fleet';

export interface TestAppServicesOptions {
  dataDir: string;
  /** Where push events go (default: nowhere). */
  events?: EventSink;
  interfaces?: AppServicesInput['interfaces'];
  /** The demo site's options; its fleet is started for real unless `startFleet` is given. */
  demo?: Partial<AppServicesInput['demo']>;
  log?: (message: string) => void;
  /** Why the test keeps no passwords (the session-only vault says it). */
  noKeychain?: string;
}

export function testAppServices(options: TestAppServicesOptions): AppServices {
  const events = options.events ?? createEventSink(() => undefined);
  return createAppServices({
    shell: 'browser',
    version: '0.0.0',
    platform: process.platform,
    dataDir: options.dataDir,
    openVault: () =>
      Promise.resolve(new SessionVault(options.noKeychain ?? 'no keychain in this test')),
    events,
    tasks: new TaskRunner(events),
    ...(options.interfaces ? { interfaces: options.interfaces } : {}),
    demo: { startFleet: (fleet) => Fleet.start(fleet), mdns: false, ...options.demo },
    log: options.log ?? (() => undefined),
  });
}
