/**
 * What the factory-password flow needs, from the engine and the shell's services: the open
 * site's controllers and their connections, its job runner, the keychain (where the new password
 * is kept, and only there) and the site's record of the factory account.
 */
import { rememberCredentials, type ControllerServices } from '../controller-services';
import type { Engine } from '../engine/engine';
import { openSiteController } from '../engine/site-controller';
import type { PasswordFlowDeps } from './password.flow';

export function passwordFlowDeps(
  engine: Engine,
  services: () => Promise<ControllerServices>,
): PasswordFlowDeps {
  return {
    async controller(controllerId) {
      const { stored, connection, label } = await openSiteController(engine, controllerId);
      return { connection, label, factoryPassword: stored.factoryPassword };
    },
    jobs: () => engine.jobs(),
    async remember(controllerId, credentials) {
      const all = await services();
      const known = await all.store.get(controllerId);
      if (known) await rememberCredentials(all, known, credentials);
    },
    async markFactoryPassword(controllerId, accepted) {
      await (
        await engine.requireSite()
      ).updateController(controllerId, {
        factoryPassword: accepted,
      });
    },
  };
}
