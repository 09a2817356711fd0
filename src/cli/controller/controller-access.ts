/**
 * How the commands that work on many controllers (`turnkey network`, `time`, `access-points`)
 * reach each `--controller`, as `turnkey password` does: the pinned identity from the trust store
 * (an unknown or changed certificate stops before anything is sent), the engine's one connection
 * to it, logged in with the keychain's password, else `--user` with TURNKEY_PASSWORD or a prompt;
 * then the controller recorded on the site the wizard works on.
 */
import { formatAddress, type ControllerAddress } from '../../core/client/controller-address';
import type { ControllerConnection } from '../../core/connection/controller-connection';
import { knownSighting } from '../../core/engine/known-sighting';
import { adoptPinMarks } from '../../core/state/controller-facts';
import type { ControllerSighting, Site } from '../../core/site/site';
import type { CliEngine } from './cli-engine';
import { passwordFor } from './cli-context';
import { refuseRepeated } from './controller-usage';
import { DEFAULT_LOGIN } from './login-help';
import { isFactoryAccount } from '../../core/password/factory-credentials';

export { collect, DEFAULT_LOGIN, LOGIN_HELP } from './login-help';

export interface ReachedController {
  sighting: ControllerSighting;
  connection: ControllerConnection;
  /** Serial where known, else the address: how plans and tables name it. */
  label: string;
  /** Logged in with the factory account (admin:admin). */
  factoryPassword: boolean;
}

/** Where a login's password comes from: TURNKEY_PASSWORD or a prompt, unless told otherwise. */
export type PasswordSource = (login: string) => Promise<string>;

/**
 * The trusted controller at `address`, its connection logged in: with the keychain's password,
 * else with `passwords` (the default asks each time; `turnkey site add` asks once for all).
 */
export async function reachController(
  cli: CliEngine,
  address: ControllerAddress,
  user: string | undefined,
  passwords: PasswordSource = passwordFor,
): Promise<ReachedController> {
  const known = await cli.services.trust.resolve(address);
  const sighting = knownSighting(known, address);
  const connection = cli.engine.connections.open(known.fingerprint256, address);
  const label = sighting.serial ?? formatAddress(address);
  const saved = await connection.ready().then(
    () => true,
    () => false,
  );
  let factoryPassword = false;
  if (!saved) {
    const login = user ?? known.login ?? DEFAULT_LOGIN;
    const credentials = { login, password: await passwords(login) };
    await connection.login(credentials);
    factoryPassword = isFactoryAccount(credentials);
  }
  const firmware = await firmwareOf(connection);
  return {
    sighting: { ...sighting, ...(firmware ? { firmware } : {}) },
    connection,
    label,
    factoryPassword,
  };
}

/**
 * The firmware era of a logged-in controller, which goes on the site as the app's discovery
 * records it: the handover report is made offline and names it. Not knowing it stops nothing.
 */
export function firmwareOf(
  connection: ControllerConnection,
): Promise<ControllerSighting['firmware']> {
  return connection.client.capabilities().then(
    (c) => c.apiVersion,
    () => undefined,
  );
}

/**
 * Records reached controllers on the site a wizard works on (its flows take controllers of the
 * open site), with the factory-password mark their logins left on the pin (core/state).
 */
export async function putOnSite(
  cli: Pick<CliEngine, 'services' | 'states'>,
  site: Site,
  reached: readonly Pick<ReachedController, 'sighting'>[],
): Promise<void> {
  await cli.states.settled();
  for (const { sighting } of reached) {
    await site.upsertController(sighting);
    await adoptPinMarks(site, sighting.id, await cli.services.store.get(sighting.id));
  }
}

/**
 * Reaches every `--controller` of a wizard's command in turn, refuses two addresses of one
 * controller (its certificate: it would be one row of the job twice), and records them on the
 * site the wizard works on.
 */
export async function reachForWizard(
  cli: CliEngine,
  site: Site,
  addresses: readonly ControllerAddress[],
  options: { user?: string | undefined; json?: boolean | undefined },
): Promise<ReachedController[]> {
  const reached: ReachedController[] = [];
  for (const address of addresses) {
    reached.push(await reachController(cli, address, options.user));
    if (!options.json) process.stderr.write(`Logged in to ${formatAddress(address)}.\n`);
  }
  refuseRepeated(addresses, (_, index) => reached[index]!.sighting.id);
  await putOnSite(cli, site, reached);
  return reached;
}
