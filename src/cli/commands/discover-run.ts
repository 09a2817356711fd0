/**
 * What `turnkey discover` does, imported when it runs (discover.command.ts reads its options):
 * the discovery (core/discovery) with each controller printed as it is confirmed, then the
 * merged report, or the whole result as JSON.
 */
import { ClientError } from '../../core/client/client-error';
import type { ControllerClient } from '../../core/client/controller-client';
import { appDataDir } from '../../core/app-paths';
import { discover, type DiscoveryRequest } from '../../core/discovery/discovery.service';
import { listInterfaces } from '../../core/discovery/interfaces';
import type { KnownController } from '../../core/trust/known-controller.schema';
import type { DiscoveryProgress } from '../../shared/ipc/discovery.schema';
import { renderDiscovery } from '../output/discovery-report';
import { FoundPrinter } from '../output/discovery-found-line';
import { bar, ProgressLine } from '../output/progress-line';
import { InterruptedError, UsageError } from '../output/report-error';
import type { DiscoverOptions, Targets } from './discover.command';

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

/**
 * The trust store, loaded (its schema and file lock) and read while the first probes are on
 * their way: discovery asks for it beside them (docs/benchmarks.md, "CLI start-up").
 */
async function trustedControllers(): Promise<KnownController[]> {
  const { KnownControllersStore } = await import('../../core/trust/known-controllers.store');
  return new KnownControllersStore(appDataDir()).list();
}

export async function runDiscover(targets: Targets, options: DiscoverOptions): Promise<void> {
  const ports = portsArgument(options.ports);
  const connectTimeoutMs = timeoutArgument(options.timeout);
  for (const via of targets.via) {
    if (via.networks.length === 0)
      throw new UsageError(`--via ${via.address} needs a --cidr after it`);
  }
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
        knownControllers: trustedControllers,
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
