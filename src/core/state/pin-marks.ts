/**
 * The factory-password mark for a command that reaches one controller outside a site engine
 * (`turnkey login`, `turnkey api call`): its logins and account changes mark the pin, as
 * ControllerStates does for the shells (docs/decisions.md, "The state of a site controller").
 * The site's views take the pin's mark when it is the newer one.
 */
import type { ControllerAddress } from '../client/controller-address';
import type { ConnectionEvent } from '../connection/controller-connection';
import { acceptsFactoryAccount } from '../password/factory-account';
import type { KnownControllersStore } from '../trust/known-controllers.store';

export interface PinMarks {
  observe: (event: ConnectionEvent) => void;
  /**
   * Resolves when every mark taken so far is in the trust store: seen by this process at once,
   * on disk within the store's gathering delay, at a job's end or at exit (known-controllers-file.ts).
   */
  settled: () => Promise<void>;
}

export function pinMarks(
  store: Pick<KnownControllersStore, 'update'>,
  fingerprint256: string,
  address: ControllerAddress,
  check: typeof acceptsFactoryAccount = acceptsFactoryAccount,
): PinMarks {
  let queue = Promise.resolve();
  const mark = (inUse: boolean) =>
    store.update(fingerprint256, {
      factoryPassword: inUse,
      factoryPasswordAt: new Date().toISOString(),
    });
  const apply = async (event: ConnectionEvent): Promise<void> => {
    if (event.kind === 'login' && event.factoryLogin) await mark(event.factory);
    if (event.kind === 'accountsChanged') {
      const accepts = await check(fingerprint256, address);
      if (accepts !== undefined) await mark(accepts);
    }
  };
  return {
    observe(event) {
      queue = queue.then(() => apply(event)).catch(() => undefined);
    },
    settled: () => queue,
  };
}
