/**
 * The `turnkey` command line: one file per sub-command under commands/, each a thin shell over
 * shared/, core/ or simulator/. Exit codes are listed in the help (see exit-codes.ts).
 */
import { Command, CommanderError } from 'commander';
import { registerApiCommand } from './commands/api.command';
import { registerDiscoverCommand } from './commands/discover.command';
import { registerForgetCommand } from './commands/forget.command';
import { registerPasswordCommand } from './commands/password.command';
import { registerSiteCommand } from './commands/site.command';
import { registerLoginCommand } from './commands/login.command';
import { registerSimulateCommand } from './commands/simulate.command';
import { registerTrustCommand } from './commands/trust.command';
import { EXIT_CODES, exitCodeHelp } from './exit-codes';
import { reportError } from './output/report-error';
import { packageVersion } from './package-info';

/** Builds the whole command tree; tests call it with their own output sinks. */
export function buildProgram(): Command {
  const program = new Command('turnkey')
    .description(
      'Turnkey: commission access-control controllers from a laptop, on site and offline.',
    )
    .version(packageVersion(), '-V, --version')
    .showHelpAfterError()
    .addHelpText('after', exitCodeHelp())
    // Before the sub-commands are added: they copy this setting when created, so a usage error
    // anywhere returns exit code 2 through runCli instead of calling process.exit.
    .exitOverride()
    // Every command that works on a site takes it by name; the one opened last otherwise.
    .option('--site <name>', 'the site to work on (default: the one opened last)');
  registerApiCommand(program);
  registerTrustCommand(program);
  registerLoginCommand(program);
  registerForgetCommand(program);
  registerSiteCommand(program);
  registerPasswordCommand(program);
  registerDiscoverCommand(program);
  registerSimulateCommand(program);
  return program;
}

/** Runs the command line and returns the exit code instead of exiting, so it can be tested. */
export async function runCli(argv: readonly string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync([...argv]);
    return EXIT_CODES.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? EXIT_CODES.ok : EXIT_CODES.usage;
    }
    return reportError(error);
  }
}
