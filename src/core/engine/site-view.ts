/**
 * A site as the page shows it: each controller as the site keeps it, with its state derived in
 * one place (core/state) from its pin, what this shell observed, its session and the keychain.
 * The older fields the pages read (`trust`, `session`, `factoryPassword`) are taken from that
 * state, so they cannot disagree with it.
 */
import type { SiteController, SiteView } from '../../shared/ipc/site.schema';
import type { Role } from '../../shared/api/schemas/people.schema';
import type { Connections } from '../connection/connections';
import type { KnownControllersStore } from '../trust/known-controllers.store';
import { accountName, type CredentialVault } from '../vault/credential-vault';
import type { Site } from '../site/site';
import type { StoredController } from '../site/site-controller';
import { controllerState } from '../state/controller-facts';
import type { ControllerStates } from '../state/controller-states';

export interface SiteViewDeps {
  store: Pick<KnownControllersStore, 'list'>;
  vault: () => Promise<CredentialVault>;
  connections: Pick<Connections, 'get'>;
  /** What this shell observed of its controllers (absent: nothing observed, e.g. a test). */
  states?: Pick<ControllerStates, 'observed'>;
}

export async function siteView(site: Site, deps: SiteViewDeps): Promise<SiteView> {
  const [summary, stored, pinned] = await Promise.all([
    site.summary(),
    site.controllers(),
    deps.store.list(),
  ]);
  const pins = new Map(pinned.map((p) => [p.fingerprint256, p]));
  const logins = stored.map((c) => pins.get(c.fingerprint256)?.login ?? c.login);
  // The keychain is opened only when a controller has a login to look for, and asked once
  // which accounts hold a password, not once per controller.
  const accounts = logins.some(Boolean) ? await (await deps.vault()).savedAccounts() : undefined;
  const saved = stored.map((c, i) => {
    const login = logins[i];
    return login && accounts ? accounts.has(accountName(c.fingerprint256, login)) : false;
  });
  const controllers: SiteController[] = stored.map((controller, i) =>
    shownController(
      controller,
      { login: logins[i], saved: saved[i] ?? false, pin: pins.get(controller.fingerprint256) },
      deps,
    ),
  );
  return { site: summary, controllers };
}

function shownController(
  controller: StoredController,
  known: {
    login: string | undefined;
    saved: boolean;
    pin: Parameters<typeof controllerState>[1]['pin'];
  },
  deps: SiteViewDeps,
): SiteController {
  const user = deps.connections.get(controller.fingerprint256)?.user;
  const state = controllerState(controller, {
    pin: known.pin,
    observed: deps.states?.observed(controller.fingerprint256),
    session: user ? { login: user.login, role: user.role as Role } : undefined,
  });
  const { factoryPassword: _kept, ...rest } = controller;
  return {
    ...rest,
    trust: state.identity.state,
    passwordSaved: known.saved,
    ...(known.login ? { login: known.login } : {}),
    ...(user && state.session.state === 'logged_in'
      ? {
          session: {
            user: { login: user.login, role: user.role as Role },
            ...(user.expiresAt === undefined
              ? {}
              : { expiresAt: new Date(user.expiresAt).toISOString() }),
          },
        }
      : {}),
    ...(state.factoryPassword.state === 'in_use'
      ? { factoryPassword: true }
      : state.factoryPassword.state === 'changed'
        ? { factoryPassword: false }
        : {}),
    state,
  };
}
