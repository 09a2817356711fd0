/**
 * `turnkey password --controller HOST:PORT ... [--user LOGIN] [--yes] [--json]`: the
 * factory-password wizard without the screens (core/password): the same checks, the plan
 * printed and confirmed, one job over every controller, each verified by logging in with the new
 * password, which is kept in the OS keychain only and never journalled. The new password comes
 * from TURNKEY_NEW_PASSWORD or is asked twice without echo.
 */
import type { Command } from 'commander';
import { formatAddress } from '../../core/client/controller-address';
import { knownSighting } from '../../core/engine/known-sighting';
import { adoptPinMarks } from '../../core/state/controller-facts';
import { cliEngine } from '../controller/cli-engine';
import { addressArgument, passwordFor, secretFromEnvironment } from '../controller/cli-context';
import { PASSWORD_VARIABLE } from '../controller/environment-variables';
import { exitCodeHelp } from '../exit-codes';
import { runFlowInCli } from '../flow/run-flow';
import { addFormOptions, type FieldSpellings, type FormOptions } from '../flow/form-options';
import { passwordForm } from '../../core/password/password-form';
import { askPassword, canPrompt } from '../output/prompt';
import { UsageError } from '../output/report-error';

export const NEW_PASSWORD_VARIABLE = 'TURNKEY_NEW_PASSWORD';

interface PasswordOptions {
  controller: string[];
  user: string;
  yes?: boolean;
  json?: boolean;
  site?: string;
}

/**
 * The new password and its repetition, from the environment (the same twice) or asked twice;
 * whether they match, like every rule of the password, is the form's to say.
 */
async function newPassword(): Promise<{ password: string; repeat: string }> {
  const fromEnv = secretFromEnvironment(NEW_PASSWORD_VARIABLE);
  if (fromEnv !== undefined) return { password: fromEnv, repeat: fromEnv };
  if (!canPrompt()) {
    throw new UsageError(`give the new password in ${NEW_PASSWORD_VARIABLE}, or run in a terminal`);
  }
  const password = await askPassword('New password: ');
  return { password, repeat: await askPassword('New password again: ') };
}

/** The form's login is `--user` (the login the command signs in with too). */
const PASSWORD_SPELLINGS: FieldSpellings = {
  login: [{ flags: '--user <login>', description: 'the login whose password changes' }],
};

async function runPassword(options: PasswordOptions, form: FormOptions): Promise<void> {
  const addresses = options.controller.map(addressArgument);
  const answer = { ...form.answer(), ...(await newPassword()) };
  const cli = await cliEngine();
  try {
    const site = await cli.site(options.site);
    const ids: string[] = [];
    for (const address of addresses) {
      const known = await cli.services.trust.resolve(address);
      await site.upsertController(knownSighting(known, address));
      const connection = cli.engine.connections.open(known.fingerprint256, address);
      const saved = await connection.ready().then(
        () => true,
        () => false,
      );
      if (!saved) {
        await connection.login({ login: options.user, password: await passwordFor(options.user) });
      }
      // The login marked the pin (core/state); the site takes the mark before the plan reads it.
      await cli.states.settled();
      await adoptPinMarks(
        site,
        known.fingerprint256,
        await cli.services.store.get(known.fingerprint256),
      );
      ids.push(known.fingerprint256);
      if (!options.json) process.stderr.write(`Logged in to ${formatAddress(address)}.\n`);
    }
    const outcome = await runFlowInCli({
      cli,
      flowType: 'password',
      controllerIds: ids,
      answers: [answer],
      yes: options.yes === true,
      json: options.json === true,
    });
    process.exitCode = outcome.exitCode;
  } finally {
    await cli.close();
  }
}

export function registerPasswordCommand(program: Command): void {
  const command = program
    .command('password')
    .description(
      "change a login's password on one or many controllers (the factory password first)",
    )
    .requiredOption(
      '--controller <host:port>',
      'a trusted controller (repeat for several)',
      (value: string, all: string[] = []) => [...all, value],
    );
  const form = addFormOptions(command, passwordForm, {
    spellings: PASSWORD_SPELLINGS,
    omit: ['password', 'repeat'],
  });
  command
    .option('--yes', 'change without asking to confirm the plan')
    .option('--json', 'print the plan and the result as JSON')
    .addHelpText(
      'after',
      `\nThe new password is read from ${NEW_PASSWORD_VARIABLE}, or asked twice without echo. ` +
        `Logging in uses the keychain's password, else ${PASSWORD_VARIABLE} or a prompt.\n${exitCodeHelp()}`,
    )
    .action((options: PasswordOptions, self: Command) =>
      runPassword({ ...options, ...self.optsWithGlobals<{ site?: string }>() }, form),
    );
}
