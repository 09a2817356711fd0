/**
 * The app's services as both shells wire them (core/app/app-services.ts), over a data folder and
 * a keychain of the test's own, with the dispatcher the page's calls go through: what the
 * integration tests of the app's channels drive. Events and log lines go where the test says.
 */
import { createAppServices, type AppServices } from '../../../src/core/app/app-services';
import type { DemoSiteOptions } from '../../../src/core/app/demo-site.service';
import type { CredentialVault } from '../../../src/core/vault/credential-vault';
import type { IpcResult } from '../../../src/shared/ipc/channel';
import type { ChannelName, ChannelOutput } from '../../../src/shared/ipc/channels';
import { createDispatcher, type Dispatch } from '../../../src/shared/ipc/dispatch';
import { createEventSink } from '../../../src/shared/ipc/event-sink';
import type { ErrorData } from '../../../src/shared/errors/error-data';
import { TaskRunner } from '../../../src/shared/ipc/task-runner';
import { Fleet } from '../../../src/simulator/fleet/fleet';

export interface AppUnderTestOptions {
  dataDir: string;
  vault: CredentialVault;
  /** Every push event, as the pages would receive it. */
  onEvent?: (event: string, payload: unknown) => void;
  /** What the shell would log (a failure the handler did not describe included). */
  log?: (message: string) => void;
  /** The demo site's options (default: one controller, no mDNS). */
  demo?: Omit<DemoSiteOptions, 'dataDir' | 'warn' | 'startFleet'>;
}

/** A channel refused: the error data the page would get is on `data`. */
export class ChannelRefused extends Error {
  constructor(
    readonly channel: string,
    readonly data: ErrorData,
  ) {
    super(`${channel}: ${JSON.stringify(data)}`);
  }
}

export interface AppUnderTest {
  services: AppServices;
  dispatch: Dispatch;
  /** A channel's answer; a refusal throws ChannelRefused. */
  call<N extends ChannelName>(channel: N, input: unknown): Promise<ChannelOutput<N>>;
}

export function appUnderTest(options: AppUnderTestOptions): AppUnderTest {
  const log = options.log ?? (() => undefined);
  const sink = createEventSink((event, payload) => options.onEvent?.(event, payload));
  const services = createAppServices({
    shell: 'browser',
    version: '0.0.0',
    platform: process.platform,
    dataDir: options.dataDir,
    openVault: () => Promise.resolve(options.vault),
    events: sink,
    tasks: new TaskRunner(sink),
    demo: {
      startFleet: (fleet) => Fleet.start(fleet),
      ...(options.demo ?? { size: 1, mdns: false }),
    },
    log,
  });
  const dispatch = createDispatcher(services.handlers, {
    onUnexpected: (channel, error) => log(`${channel}: ${String(error)}`),
  });
  return {
    services,
    dispatch,
    async call<N extends ChannelName>(channel: N, input: unknown) {
      const result = (await dispatch(channel, input)) as IpcResult<ChannelOutput<N>>;
      if (!result.ok) throw new ChannelRefused(channel, result.error);
      return result.value;
    },
  };
}
