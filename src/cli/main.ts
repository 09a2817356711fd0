/**
 * The `turnkey` command line: one file per sub-command under commands/, each a thin shell over
 * shared/, core/ or simulator/. Exit codes are listed in the help (see exit-codes.ts).
 *
 * The program is first built with every sub-command as a placeholder from command-catalogue.ts,
 * which is all `turnkey --help` needs. When commander picks a placeholder to run (or to show its
 * help), the real command is imported and the command line parsed again with it in place: one
 * command's code is loaded per run, never all of it (docs/decisions.md, "The CLI is bundled").
 */
import { Command, CommanderError, Help } from 'commander';
import { COMMANDS, type CatalogueEntry, type RegisterCommand } from './command-catalogue';
import { EXIT_CODES, exitCodeHelp } from './exit-codes';
import { reportError } from './output/report-error';
import { setWideTables } from './output/table';
import { packageVersion } from './package-info';

/** Thrown by a placeholder when commander chose it: its real command must be loaded. */
class CommandNotLoaded extends Error {
  constructor(readonly entry: CatalogueEntry) {
    super(`turnkey ${entry.name} is not loaded`);
  }
}

/** The sub-command that replaces its placeholder. */
export interface LoadedCommand {
  name: string;
  register: RegisterCommand;
}

/** Builds the command tree: `loaded` for real, every other sub-command as a placeholder. */
export function buildProgram(loaded?: LoadedCommand): Command {
  const terms = new WeakMap<Command, string>();
  const standard = new Help();
  const program = new Command('turnkey')
    .description(
      'Turnkey: commission access-control controllers from a laptop, on site and offline.',
    )
    .version(packageVersion(), '-V, --version')
    .showHelpAfterError()
    .addHelpText('after', exitCodeHelp())
    // A placeholder has no options of its own, so its line in the help is the catalogue's.
    .configureHelp({ subcommandTerm: (cmd) => terms.get(cmd) ?? standard.subcommandTerm(cmd) })
    // Before the sub-commands are added: they copy this setting when created, so a usage error
    // anywhere returns exit code 2 through runCli instead of calling process.exit.
    .exitOverride()
    // Every command that works on a site takes it by name; the one opened last otherwise.
    .option('--site <name>', 'the site to work on (default: the one opened last)')
    // Tables fit the terminal unless asked otherwise (docs/decisions.md, "CLI tables fit the
    // terminal"); set before any command prints.
    .option('--wide', 'print tables unwrapped, however wide the terminal')
    .hook('preAction', (_program, action) => {
      setWideTables(action.optsWithGlobals<{ wide?: boolean }>().wide === true);
    });
  for (const entry of COMMANDS) {
    if (entry.name === loaded?.name) {
      loaded.register(program);
      continue;
    }
    const placeholder = program
      .command(entry.name)
      .description(entry.summary)
      // `--help` and every option reach the action, which asks for the real command.
      .helpOption(false)
      .allowUnknownOption()
      .allowExcessArguments()
      .action(() => {
        throw new CommandNotLoaded(entry);
      })
      // `turnkey help NAME` shows a command's help without parsing its options.
      .on('beforeHelp', () => {
        throw new CommandNotLoaded(entry);
      });
    terms.set(placeholder, entry.term);
  }
  return program;
}

/** Parses with the real command of `entry` in place of its placeholder. */
async function parseWith(entry: CatalogueEntry, argv: readonly string[]): Promise<void> {
  await buildProgram({ name: entry.name, register: await entry.load() }).parseAsync([...argv]);
}

/**
 * Parses with placeholders, then once more with the real command commander picked. A command
 * line that starts with a sub-command's name (`turnkey site show`, no global option before it)
 * is one commander would give to that sub-command: it is loaded first and parsed once.
 */
async function parse(argv: readonly string[]): Promise<void> {
  const named = COMMANDS.find((entry) => entry.name === argv[2]);
  if (named) return parseWith(named, argv);
  try {
    await buildProgram().parseAsync([...argv]);
  } catch (error) {
    if (!(error instanceof CommandNotLoaded)) throw error;
    await parseWith(error.entry, argv);
  }
}

/** Runs the command line and returns the exit code instead of exiting, so it can be tested. */
export async function runCli(argv: readonly string[]): Promise<number> {
  try {
    await parse(argv);
    // A command that ran to its end may still say how it ended (a job with a failed controller).
    return typeof process.exitCode === 'number' ? process.exitCode : EXIT_CODES.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? EXIT_CODES.ok : EXIT_CODES.usage;
    }
    return reportError(error);
  }
}
