/**
 * How a command logs in to a trusted controller (spec 5): the remembered login and its password
 * from the OS keychain (`turnkey login --remember`), or `--user` with TURNKEY_PASSWORD or a
 * prompt. Without either it stops with `unauthorized` and says what to do, once a handshake
 * showed the certificate is the pinned one.
 */
import { ClientError } from '../../core/client/client-error';
import type { ControllerConnection } from '../../core/connection/controller-connection';
import { rememberedCredentials, type ControllerServices } from '../../core/controller-services';
import type { KnownController } from '../../core/trust/known-controller.schema';
import { canPrompt } from '../output/prompt';
import { passwordFor, secretFromEnvironment } from './cli-context';
import { PASSWORD_VARIABLE } from './environment-variables';

export async function logIn(
  services: ControllerServices,
  connection: ControllerConnection,
  controller: KnownController,
  user: string | undefined,
): Promise<void> {
  const login = user ?? controller.login;
  const given = secretFromEnvironment(PASSWORD_VARIABLE) !== undefined;
  const remembered = given ? undefined : await rememberedCredentials(services, controller, login);
  if (remembered) await connection.login(remembered);
  else if (login && (given || canPrompt())) {
    await connection.login({ login, password: await passwordFor(login) });
  } else {
    // Nothing to log in with: first say whether it is the controller trusted at all (D14), so
    // an impostor is a certificate mismatch (exit 5) whatever the keychain holds.
    await connection.checkIdentity();
    throw new ClientError('unauthorized', {
      reason: `no remembered credentials for ${controller.fingerprint256}; run turnkey login --remember, or give --user and ${PASSWORD_VARIABLE}`,
    });
  }
}
