/**
 * How `turnkey network` reaches each `--controller`, as `turnkey password` does: the pinned
 * identity from the trust store (an unknown or changed certificate stops before anything is
 * sent), the engine's one connection to it, logged in with the keychain's password, else
 * `--user` with TURNKEY_PASSWORD or a prompt.
 */
import { formatAddress, type ControllerAddress } from '../../core/client/controller-address';
import type { ControllerConnection } from '../../core/connection/controller-connection';
import { knownSighting } from '../../core/engine/known-sighting';
import { isFactoryAccount } from '../../core/password/factory-account';
import type { ControllerSighting } from '../../core/site/site';
import type { CliEngine } from '../controller/cli-engine';
import { passwordFor } from '../controller/cli-context';

/** The login tried when neither `--user` nor the trust store names one. */
export const DEFAULT_LOGIN = 'admin';

export interface ReachedController {
  sighting: ControllerSighting;
  connection: ControllerConnection;
  /** Serial where known, else the address: how plans and tables name it. */
  label: string;
  /** Logged in with the factory account (admin:admin). */
  factoryPassword: boolean;
}

/** The trusted controller at `address`, its connection logged in. */
export async function reachController(
  cli: CliEngine,
  address: ControllerAddress,
  user: string | undefined,
): Promise<ReachedController> {
  const known = await cli.services.trust.resolve(address);
  const sighting = knownSighting(known, address);
  const connection = cli.engine.connections.open(known.fingerprint256, address);
  const label = sighting.serial ?? formatAddress(address);
  const saved = await connection.ready().then(
    () => true,
    () => false,
  );
  if (saved) return { sighting, connection, label, factoryPassword: false };
  const login = user ?? known.login ?? DEFAULT_LOGIN;
  const credentials = { login, password: await passwordFor(login) };
  await connection.login(credentials);
  return { sighting, connection, label, factoryPassword: isFactoryAccount(credentials) };
}
