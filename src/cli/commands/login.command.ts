/**
 * `turnkey login HOST[:PORT] --user LOGIN [--remember]`: checks a login against a trusted
 * controller (spec 5). The password comes from a prompt or TURNKEY_PASSWORD; `--remember` keeps
 * it in the OS keychain for `turnkey api call`, never in a file. With no keychain, `--remember`
 * stops before anything is asked or sent (exit code 8), and without a terminal or
 * TURNKEY_PASSWORD the command says which of the two it needs.
 */
import type { Command } from 'commander';
import { formatAddress } from '../../core/client/controller-address';
import { connectController, rememberCredentials } from '../../core/controller-services';
import { exitCodeHelp } from '../exit-codes';
import {
  addressArgument,
  cliServices,
  passwordFor,
  printJson,
  requirePasswordSource,
} from '../controller/cli-context';
import { CliError } from '../output/cli-error';

interface LoginOptions {
  user: string;
  remember?: boolean;
  json?: boolean;
}

async function runLogin(hostPort: string, options: LoginOptions): Promise<void> {
  const address = addressArgument(hostPort);
  requirePasswordSource(options.user);
  const services = await cliServices();
  if (options.remember && !services.vault.status.persistent) {
    throw new CliError('keychain_missing', {});
  }
  const { connection, controller, marks } = await connectController(services, address);
  try {
    const credentials = { login: options.user, password: await passwordFor(options.user) };
    const user = await connection.login(credentials);
    if (options.remember) await rememberCredentials(services, controller, credentials);
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
      return;
    }
    process.stdout.write(
      `Logged in to ${formatAddress(address)} as ${user.login} (${user.role})` +
        `${expires ? `; the token would last until ${expires}` : ''}.\n` +
        (remembered ? 'The password is saved in the OS keychain.\n' : ''),
    );
  } finally {
    connection.close();
    await marks.settled();
  }
}

export function registerLoginCommand(program: Command): void {
  program
    .command('login')
    .description('log in to a trusted controller; --remember keeps the password in the OS keychain')
    .argument('<host[:port]>', 'controller address (port 443 when left out)')
    .requiredOption('--user <login>', 'login name')
    .option('--remember', 'save the password in the OS keychain for later commands')
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      `\nThe password is read from TURNKEY_PASSWORD, or asked for without echo.\n${exitCodeHelp()}`,
    )
    .action((hostPort: string, options: LoginOptions) => runLogin(hostPort, options));
}
