/**
 * `turnkey discover`: find every controller on site. Sweeps this computer's networks and the
 * ranges given with --cidr (an address, a network or an a-b range), asks mDNS (D15), and asks
 * controllers named with --via to search the --cidr networks that follow them (spec 4.12);
 * prints each controller as it is found, then one merged line per controller (D14), other
 * devices and why something may not have been found. A progress line on a terminal; --json
 * prints the whole result and nothing else. Exit code 0 unless something failed; Ctrl-C prints
 * what was found so far and exits with 130.
 */
import { Option, type Command } from 'commander';
import { ClientError } from '../../core/client/client-error';
import type { ControllerClient } from '../../core/client/controller-client';
import { appDataDir } from '../../core/app-paths';
import { parseCidr } from '../../core/discovery/cidr-range';
import { DEFAULT_DISCOVERY_SETTINGS } from '../../core/discovery/discovery-settings';
import { discover, type DiscoveryRequest } from '../../core/discovery/discovery.service';
import { listInterfaces } from '../../core/discovery/interfaces';
import { KnownControllersStore } from '../../core/trust/known-controllers.store';
import type { DiscoveryProgress } from '../../shared/ipc/discovery.schema';
import { parseSweepRange } from '../../shared/ipc/sweep-range';
import { exitCodeHelp } from '../exit-codes';
import { WIDE_HELP } from '../output/table';
import { renderDiscovery } from '../output/discovery-report';
import { FoundPrinter } from '../output/discovery-found-line';
import { bar, ProgressLine } from '../output/progress-line';
import { InterruptedError, UsageError } from '../output/report-error';

interface DiscoverOptions {
  ports?: string;
  mdns: boolean;
  local: boolean;
  allowLarge?: boolean;
  timeout?: string;
  user?: string;
  json?: boolean;
}

/** --cidr before any --via is swept from here; after a --via, that controller searches it. */
interface Targets {
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

function portsArgument(text: string | undefined): number[] | undefined {
  if (text === undefined) return undefined;
  const ports = text.split(',').map((p) => Number(p.trim()));
  if (ports.length === 0 || ports.some((p) => !Number.isInteger(p) || p < 1 || p > 65535)) {
    throw new UsageError(`--ports ${text}: give TCP ports 1-65535 separated by commas`);
  }
  return ports;
}

function timeoutArgument(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms < 50 || ms > 60_000) {
    throw new UsageError('--timeout must be a whole number of ms between 50 and 60000');
  }
  return ms;
}

function progressText(p: DiscoveryProgress): string {
  const phase = p.phase === 'controller_search' ? 'controller search' : p.phase;
  return `${bar(p.probed, p.total)} ${p.probed}/${p.total} addresses · ${p.found} found · ${(p.elapsedMs / 1000).toFixed(1)} s · ${phase}`;
}

/** Logged-in clients of the --via controllers (each must be trusted: D14). */
async function searchClients(targets: Targets, user: string | undefined) {
  if (targets.via.length === 0) return { searches: [], clients: [] };
  // The client, its HTTP library and the keychain are loaded only when a controller must be
  // logged into: a sweep alone starts without them (docs/benchmarks.md, "CLI start-up").
  const [{ connectController }, { addressArgument, cliServices }, { logIn }] = await Promise.all([
    import('../../core/controller-services'),
    import('../controller/cli-context'),
    import('../controller/log-in'),
  ]);
  const services = await cliServices();
  const clients: ControllerClient[] = [];
  const searches: NonNullable<DiscoveryRequest['searches']>[number][] = [];
  try {
    for (const via of targets.via) {
      const { connection, controller } = await connectController(
        services,
        addressArgument(via.address),
      );
      try {
        await logIn(services, connection, controller, user);
      } catch (error) {
        connection.close();
        throw error;
      }
      const client = connection.client;
      clients.push(client);
      for (const network of via.networks) searches.push({ client, network });
    }
  } catch (error) {
    closeAll(clients);
    throw error;
  }
  return { searches, clients };
}

function closeAll(clients: readonly ControllerClient[]): void {
  for (const client of clients) {
    client.logout();
    client.close();
  }
}

async function runDiscover(targets: Targets, options: DiscoverOptions): Promise<void> {
  const ports = portsArgument(options.ports);
  const connectTimeoutMs = timeoutArgument(options.timeout);
  for (const via of targets.via) {
    if (via.networks.length === 0)
      throw new UsageError(`--via ${via.address} needs a --cidr after it`);
  }
  const store = new KnownControllersStore(appDataDir());
  const { searches, clients } = await searchClients(targets, options.user);
  const abort = new AbortController();
  const onSigint = () => abort.abort();
  process.once('SIGINT', onSigint);
  const progress = new ProgressLine();
  const found = new FoundPrinter((text) => {
    progress.clear();
    process.stdout.write(text);
  });
  const onProgress = (p: DiscoveryProgress): void => {
    if (!options.json) found.print(p.controllers);
    if (!options.json && progress.active) progress.update(progressText(p));
  };
  try {
    const result = await discover(
      {
        ranges: targets.sweep,
        localNetworks: options.local,
        allowLargeRanges: options.allowLarge ?? false,
        ...(ports ? { ports } : {}),
        mdns: options.mdns,
        searches,
      },
      { signal: abort.signal, progress: onProgress },
      {
        interfaces: listInterfaces,
        knownControllers: () => store.list(),
        settings: connectTimeoutMs ? { connectTimeoutMs } : {},
      },
    ).catch((error: unknown) => {
      if (ClientError.is(error, 'validation'))
        throw new UsageError(error.details.reason ?? error.message);
      throw error;
    });
    progress.clear();
    if (options.json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    else {
      if (found.count > 0) process.stdout.write('\n');
      process.stdout.write(renderDiscovery(result));
    }
    if (result.diagnosis.cancelled) throw new InterruptedError();
  } finally {
    progress.clear();
    process.off('SIGINT', onSigint);
    closeAll(clients);
  }
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
    .action((options: DiscoverOptions) => runDiscover(targets, options));
}
