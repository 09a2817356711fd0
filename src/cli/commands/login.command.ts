/**
 * `turnkey login HOST[:PORT] --user LOGIN [--remember]`: checks a login against a trusted
 * controller (spec 5). The password comes from a prompt or TURNKEY_PASSWORD; `--remember` keeps
 * it in the OS keychain for `turnkey api call`, never in a file. With no keychain, `--remember`
 * stops before anything is asked or sent (exit code 8), and without a terminal or
 * TURNKEY_PASSWORD the command says which of the two it needs. With `--site NAME` the controller
 * is put on that site and the login journalled (site-join.ts).
 */
import type { Command } from 'commander';
import { exitCodeHelp } from '../exit-codes';
import type { LoginOptions } from './login-run';

// What it does is imported when it runs, so `turnkey login --help` loads none of what that
// needs (docs/decisions.md, "The CLI is bundled").
const run = () => import('./login-run');

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
      `\nThe password is read from TURNKEY_PASSWORD, or asked for without echo.\n` +
        `With --site NAME (before or after the address), the controller is also put on that site\n` +
        `and the login journalled, as turnkey site add does.\n${exitCodeHelp()}`,
    )
    .action(async (hostPort: string, options: LoginOptions, command: Command) =>
      (await run()).runLogin(hostPort, {
        ...options,
        ...command.optsWithGlobals<{ site?: string }>(),
      }),
    );
}
