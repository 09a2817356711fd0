/**
 * A site as the page shows it: each controller as the site keeps it, with what is read live
 * now: whether its certificate is pinned, whether the keychain keeps its password, and the
 * session this shell has with it.
 */
import type { SiteController, SiteView } from '../../shared/ipc/site.schema';
import type { Connections } from '../connection/connections';
import type { KnownControllersStore } from '../trust/known-controllers.store';
import type { CredentialVault } from '../vault/credential-vault';
import type { Site } from '../site/site';

export interface SiteViewDeps {
  store: Pick<KnownControllersStore, 'list'>;
  vault: () => Promise<CredentialVault>;
  connections: Connections;
}

export async function siteView(site: Site, deps: SiteViewDeps): Promise<SiteView> {
  const [summary, stored, pinned, vault] = await Promise.all([
    site.summary(),
    site.controllers(),
    deps.store.list(),
    deps.vault(),
  ]);
  const controllers: SiteController[] = [];
  for (const controller of stored) {
    const pin = pinned.find((p) => p.fingerprint256 === controller.fingerprint256);
    const login = pin?.login ?? controller.login;
    const saved = login
      ? (await vault.read(controller.fingerprint256, login)) !== undefined
      : false;
    const user = deps.connections.get(controller.fingerprint256)?.user;
    controllers.push({
      ...controller,
      trust: pin ? 'trusted' : 'new',
      passwordSaved: saved,
      ...(login ? { login } : {}),
      ...(user
        ? {
            session: {
              user: { login: user.login, role: user.role as 'admin' | 'operator' | 'viewer' },
              ...(user.expiresAt === undefined
                ? {}
                : { expiresAt: new Date(user.expiresAt).toISOString() }),
            },
          }
        : {}),
    });
  }
  return { site: summary, controllers };
}
