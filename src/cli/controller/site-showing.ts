/**
 * What `turnkey site show` works with: the site opened as the engine opens it (site-reading.ts),
 * the trust store, and what this process learns of the site's controllers (core/state), written
 * to the site as the app writes it. It shakes hands with each controller and logs in to none
 * (core/state/site-watch.ts), so it makes no connection: its connections are an empty pool that
 * never loads the controller client (docs/decisions.md, "The CLI is bundled"). The commands that
 * log in use cli-site-wiring.ts.
 */
import { appDataDir } from '../../core/app-paths';
import { ConnectionPool } from '../../core/connection/connection-pool';
import type { Connections } from '../../core/connection/connections';
import type { Site } from '../../core/site/site';
import { ControllerStates } from '../../core/state/controller-states';
import { KnownControllersStore } from '../../core/trust/known-controllers.store';
import type { CredentialVault } from '../../core/vault/credential-vault';
import { cliVault } from './cli-context';
import { siteReading } from './site-reading';

export interface SiteShowing {
  site: Site;
  store: KnownControllersStore;
  /** This process's connections: none is made. */
  connections: Connections;
  states: ControllerStates;
  /** The keychain (whether a controller's password is saved), opened when asked for. */
  vault(): Promise<CredentialVault>;
  /** Writes what was learnt and what is left of the site's controllers file. */
  close(): Promise<void>;
}

/** The site of `--site` or `name`, else the one opened last; `no_site` when there is none. */
export async function siteShowing(name: string | undefined): Promise<SiteShowing> {
  const site = await siteReading().site(name);
  const store = new KnownControllersStore(appDataDir());
  // The pool of Connections (core/connection/connection-pool.ts) with nothing to make: a
  // connection is made to log in, which this command never does.
  const connections: Connections = new ConnectionPool({}, () => {
    throw new Error('turnkey site show logs in to no controller');
  });
  const states = new ControllerStates({
    connections,
    site: () => Promise.resolve(site),
    pins: () => Promise.resolve(store),
    // Asked only after a connection changed accounts; there is none here.
    acceptsFactoryAccount: async (id, address) =>
      (await import('../../core/password/factory-account')).acceptsFactoryAccount(id, address),
    changed: () => undefined,
  });
  return {
    site,
    store,
    connections,
    states,
    vault: cliVault,
    async close() {
      await states.settled();
      states.dispose();
      await site.flush();
    },
  };
}
