/**
 * Wires the main process's services by hand (architecture, conventions 2): the event sink to the
 * app's windows, the task runner, the keychain vault, and the handlers of every channel main can
 * serve today. Channels of features whose core services have not landed stay out of the table
 * and answer `not_implemented`.
 */
import type { CredentialVault } from '../core/vault/credential-vault';
import { openVault } from '../core/vault/keychain-vault';
import { appInfoHandler } from '../shared/ipc/app-info';
import type { EventName } from '../shared/ipc/channels';
import { createDispatcher, type Dispatch } from '../shared/ipc/dispatch';
import { createEventSink, type EventSink } from '../shared/ipc/event-sink';
import type { Handlers } from '../shared/ipc/handlers';
import { TaskRunner } from '../shared/ipc/task-runner';

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
  dispose: () => void;
}

export function createMainContainer(input: MainContainerInput): MainContainer {
  const events = createEventSink(input.deliver, {
    onInvalid: (event, error) => input.log(`push event ${event} failed its schema`, error),
  });
  const tasks = new TaskRunner(events, {
    onUnexpected: (task, error) => input.log(`task ${task} failed`, error),
  });
  let vault: Promise<CredentialVault> | undefined;
  const openVaultOnce = () => (vault ??= openVault());

  const handlers: Handlers = {
    'app:info': appInfoHandler({
      version: input.version,
      platform: input.platform,
      shell: 'electron',
      vaultStatus: async () => (await openVaultOnce()).status,
    }),
  };

  return {
    dispatch: createDispatcher(handlers, {
      onUnexpected: (channel, error) => input.log(`${channel} failed`, error),
    }),
    events,
    tasks,
    dispose: () => tasks.cancelAll(),
  };
}
