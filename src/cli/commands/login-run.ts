/**
 * `turnkey login HOST[:PORT] --user LOGIN [--remember]`: checks a login against a trusted
 * controller (spec 5). The password comes from a prompt or TURNKEY_PASSWORD; `--remember` keeps
 * it in the OS keychain for `turnkey api call`, never in a file. With no keychain, `--remember`
 * stops before anything is asked or sent (exit code 8), and without a terminal or
 * TURNKEY_PASSWORD the command says which of the two it needs. With `--site NAME` the controller
 * is put on that site and the login journalled (site-join.ts).
 */
import { formatAddress, type ControllerAddress } from '../../core/client/controller-address';
import type { Credentials } from '../../core/client/session';
import {
  connectController,
  rememberCredentials,
  type ControllerServices,
} from '../../core/controller-services';
import { knownSighting } from '../../core/engine/known-sighting';
import type { ControllerSighting } from '../../core/site/site';
import { cliEngine } from '../controller/cli-engine';
import { firmwareOf } from '../controller/controller-access';
import { joinSite, onSiteLine, siteToJoin } from '../controller/site-join';
import {
  addressArgument,
  cliServices,
  passwordFor,
  requirePasswordSource,
} from '../controller/cli-context';
import { printJson } from '../output/json-output';
import { CliError } from '../output/cli-error';

export interface LoginOptions {
  user: string;
  remember?: boolean;
  json?: boolean;
  /** The global `--site`: the controller logged in to is put on it (site-join.ts). */
  site?: string;
}

/** What `--site` needs of the login: the controller as the site records it, and the login. */
interface Logged {
  sighting: ControllerSighting;
  credentials: Credentials;
}

export async function runLogin(hostPort: string, options: LoginOptions): Promise<void> {
  const address = addressArgument(hostPort);
  requirePasswordSource(options.user);
  if (options.site === undefined) {
    await logInAt(await cliServices(), address, options);
    return;
  }
  const cli = await cliEngine();
  try {
    // A site that does not exist stops before anything is sent.
    const { site } = await siteToJoin(cli, options.site);
    const { sighting, credentials } = await logInAt(cli.services, address, options);
    const joined = await joinSite(cli, site, {
      sighting,
      trusted: false,
      login: credentials,
    });
    if (!options.json) process.stdout.write(onSiteLine(joined, (await site.summary()).name));
  } finally {
    await cli.close();
  }
}

/**
 * Logs in and out again; its connection's login marks the factory password on the pin
 * (core/state), settled before this resolves, so a site takes the mark from there.
 */
async function logInAt(
  services: ControllerServices,
  address: ControllerAddress,
  options: LoginOptions,
): Promise<Logged> {
  if (options.remember && !services.vault.status.persistent) {
    throw new CliError('keychain_missing', {});
  }
  const { connection, controller, marks } = await connectController(services, address);
  try {
    const credentials = { login: options.user, password: await passwordFor(options.user) };
    const user = await connection.login(credentials);
    if (options.remember) await rememberCredentials(services, controller, credentials);
    const sighting = knownSighting(controller, address);
    const firmware = options.site === undefined ? undefined : await firmwareOf(connection);
    const logged = { sighting: { ...sighting, ...(firmware ? { firmware } : {}) }, credentials };
    const remembered = options.remember === true;
    connection.logout();
    const expires =
      user.expiresAt === undefined ? undefined : new Date(user.expiresAt).toISOString();
    if (options.json) {
      printJson({
        address: formatAddress(address),
        fingerprint256: controller.fingerprint256,
        ...user,
        remembered,
      });
      return logged;
    }
    process.stdout.write(
      `Logged in to ${formatAddress(address)} as ${user.login} (${user.role})` +
        `${expires ? `; the token would last until ${expires}` : ''}.\n` +
        (remembered ? 'The password is saved in the OS keychain.\n' : ''),
    );
    return logged;
  } finally {
    connection.close();
    await marks.settled();
  }
}
