/**
 * Wires the browser host's services by hand (architecture, conventions 2), the same way as
 * main/container.ts: push events to the connected pages, the task runner, the keychain vault and
 * the handlers of every channel the host can serve today. Channels of features whose core
 * services have not landed stay out and answer `not_implemented`.
 */
import type { CredentialVault } from '../core/vault/credential-vault';
import { openVault } from '../core/vault/keychain-vault';
import { appInfoHandler } from '../shared/ipc/app-info';
import { createDispatcher, type Dispatch } from '../shared/ipc/dispatch';
import { createEventSink, type EventSink } from '../shared/ipc/event-sink';
import type { Handlers } from '../shared/ipc/handlers';
import { TaskRunner } from '../shared/ipc/task-runner';
import { HostClients } from './clients';

export interface HostContainerInput {
  version: string;
  platform: string;
  log: (message: string, error?: unknown) => void;
  /** Tests pass their own; by default the OS keychain (or a session-only vault). */
  openVault?: () => Promise<CredentialVault>;
}

export interface HostContainer {
  clients: HostClients;
  dispatch: Dispatch;
  events: EventSink;
  tasks: TaskRunner;
  dispose: () => void;
}

export function createHostContainer(input: HostContainerInput): HostContainer {
  const clients = new HostClients();
  const events = createEventSink((event, payload) => clients.broadcast(event, payload), {
    onInvalid: (event, error) => input.log(`push event ${event} failed its schema`, error),
  });
  const tasks = new TaskRunner(events, {
    onUnexpected: (task, error) => input.log(`task ${task} failed`, error),
  });
  let vault: Promise<CredentialVault> | undefined;
  const vaultOnce = () => (vault ??= (input.openVault ?? openVault)());

  const handlers: Handlers = {
    'app:info': appInfoHandler({
      version: input.version,
      platform: input.platform,
      shell: 'browser',
      vaultStatus: async () => (await vaultOnce()).status,
    }),
  };

  return {
    clients,
    dispatch: createDispatcher(handlers, {
      onUnexpected: (channel, error) => input.log(`${channel} failed`, error),
    }),
    events,
    tasks,
    dispose: () => tasks.cancelAll(),
  };
}
