/**
 * `turnkey discover`: find every controller on site. Sweeps this computer's networks and the
 * ranges given with --cidr (an address, a network or an a-b range), asks mDNS (D15), and asks
 * controllers named with --via to search the --cidr networks that follow them (spec 4.12);
 * prints each controller as it is found, then one merged line per controller (D14), other
 * devices and why something may not have been found. A progress line on a terminal; --json
 * prints the whole result and nothing else. Exit code 0 unless something failed; Ctrl-C prints
 * what was found so far and exits with 130.
 *
 * Only the options here: the sweep, the report and the trust store are imported when the command
 * runs (discover-run.ts), so `turnkey discover --help` loads none of them (docs/decisions.md,
 * "The CLI is bundled").
 */
import { Option, type Command } from 'commander';
import { parseCidr } from '../../core/discovery/cidr-range';
import { DEFAULT_DISCOVERY_SETTINGS } from '../../core/discovery/discovery-settings';
import { parseSweepRange } from '../../shared/ipc/sweep-range';
import { exitCodeHelp } from '../exit-codes';
import { WIDE_HELP } from '../output/table';
import { UsageError } from '../output/report-error';

export interface DiscoverOptions {
  ports?: string;
  mdns: boolean;
  local: boolean;
  allowLarge?: boolean;
  timeout?: string;
  user?: string;
  json?: boolean;
}

/** --cidr before any --via is swept from here; after a --via, that controller searches it. */
export interface Targets {
  sweep: string[];
  via: Array<{ address: string; networks: string[] }>;
}

/** A range to sweep from here: an address, a network or an a-b range (sweep-range.ts). */
function sweepArgument(text: string): string {
  const parsed = parseSweepRange(text);
  if (parsed === 'format') {
    throw new UsageError(
      `--cidr ${text}: write an address (10.0.0.5), a network (10.0.0.0/24) or a range (10.0.0.20-40)`,
    );
  }
  if (parsed === 'reversed')
    throw new UsageError(`--cidr ${text}: the range ends before it starts`);
  if (parsed === 'too_large') throw new UsageError(`--cidr ${text}: at most a /16 can be swept`);
  return text;
}

/** A network a controller searches: the controller's search takes CIDR only (spec 2.2). */
function searchArgument(text: string): string {
  if (!parseCidr(text))
    throw new UsageError(`--cidr ${text} after --via: not an IPv4 network a.b.c.d/n`);
  return text;
}

export function registerDiscoverCommand(program: Command): void {
  const targets: Targets = { sweep: [], via: [] };
  program
    .command('discover')
    .description(
      "find controllers: sweep this computer's networks and --cidr ranges, mDNS, and searches by --via controllers",
    )
    .addOption(
      new Option(
        '--cidr <range>',
        'an address, network (a.b.c.d/n) or range (a.b.c.d-e.f.g.h) to sweep; after --via, a network that controller searches',
      ).argParser((value: string) => {
        const via = targets.via.at(-1);
        if (via) via.networks.push(searchArgument(value));
        else targets.sweep.push(sweepArgument(value));
        return value;
      }),
    )
    .addOption(
      new Option(
        '--via <host[:port]>',
        'a trusted controller you can log into; it searches the --cidr after it',
      ).argParser((value: string) => {
        targets.via.push({ address: value, networks: [] });
        return value;
      }),
    )
    .option('--ports <list>', 'TCP ports to probe, comma-separated (default 443,8443)')
    .option('--no-mdns', 'do not ask mDNS')
    .option('--no-local', "do not sweep this computer's own networks, only --cidr")
    .option('--allow-large', 'sweep ranges of more than 4,096 addresses (up to a /16)')
    .option(
      '--timeout <ms>',
      `connect time limit per address (default ${DEFAULT_DISCOVERY_SETTINGS.connectTimeoutMs})`,
    )
    .option(
      '--user <login>',
      'log in to --via controllers as this user (default: the remembered login)',
    )
    .option(
      '--json',
      'print the whole result as JSON (controllers, other devices, findings, diagnosis)',
    )
    .addHelpText(
      'after',
      '\nExamples:\n' +
        '  turnkey discover\n' +
        '  turnkey discover --cidr 10.20.0.0/24 --ports 443,8443,4443\n' +
        '  turnkey discover --no-local --cidr 192.168.1.20-40 --cidr 192.168.1.200\n' +
        '  turnkey discover --no-local --via 10.20.0.5 --cidr 10.30.0.0/24 --json\n\n' +
        WIDE_HELP +
        exitCodeHelp(),
    )
    .action(async (options: DiscoverOptions) =>
      (await import('./discover-run')).runDiscover(targets, options),
    );
}
