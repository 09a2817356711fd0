/**
 * Discovery: the sweep, the mDNS browse (D15) and the
 * searches of logged-in controllers (spec 4.12) run at once; every candidate is confirmed by
 * this computer's own probe of `/api/v1` where it can reach it; the sightings are merged by
 * certificate fingerprint (D14) against the known controllers, and the run ends with the "why
 * not found" diagnosis. The shape fits the long-task runner (task.schema.ts): an AbortSignal in,
 * progress out (with each controller as soon as it is confirmed), the result at the end. A
 * cancelled run stops every socket at once and answers with what it had, marked `partial`.
 */
import type {
  DiscoveredController,
  DiscoveryProgress,
  DiscoveryResult,
  MdnsReport,
} from '../../shared/ipc/discovery.schema';
import type { ControllerClient } from '../client/controller-client';
import type { KnownController } from '../trust/known-controller.schema';
import { linkedSignal } from './abort';
import { diagnose } from './diagnosis';
import { planDiscovery } from './discovery-plan';
import { DEFAULT_DISCOVERY_SETTINGS, type DiscoverySettings } from './discovery-settings';
import type { LaptopInterfaces } from './interfaces';
import { mergeSightings } from './merge';
import { runMdns, type MdnsMethod } from './mdns-method';
import { Pacer } from './pacer';
import { runSearch } from './search-method';
import { Confirmations, SightingLog } from './sightings';
import { neighbourOptions, sweep } from './sweep';
import { sweepSize, tallyByRange } from './sweep-tally';

export interface DiscoveryRequest {
  /** Ranges to sweep besides the laptop's own networks. */
  ranges: readonly string[];
  localNetworks?: boolean;
  allowLargeRanges?: boolean;
  ports?: readonly number[];
  mdns?: boolean;
  /** Searches by controllers the user is logged into (spec 4.12). */
  searches?: ReadonlyArray<{ client: ControllerClient; network: string }>;
}

export interface DiscoveryDeps {
  interfaces: (options: { allowLargeRanges: boolean }) => Promise<LaptopInterfaces>;
  /** The trusted controllers (KnownControllersStore.list). */
  knownControllers: () => Promise<KnownController[]>;
  settings?: Partial<DiscoverySettings>;
}

export interface DiscoveryControl {
  signal?: AbortSignal;
  progress?: (progress: DiscoveryProgress) => void;
}

type Running = 'sweep' | 'mdns' | 'controller_search';

const MDNS_OFF: MdnsReport = { state: 'off', answers: 0, confirmed: 0, ignored: 0 };

/** Which merged controllers are new or different since the last progress event. */
class ChangedControllers {
  readonly #sent = new Map<string, string>();

  since(controllers: readonly DiscoveredController[]): DiscoveredController[] {
    return controllers.filter((controller) => {
      const text = JSON.stringify(controller);
      if (this.#sent.get(controller.id) === text) return false;
      this.#sent.set(controller.id, text);
      return true;
    });
  }
}

/**
 * Progress events in the task's shape, at most one per interval; a change that falls inside the
 * interval goes out at its end (trailing edge), so the last controller found is never held back
 * until something else happens.
 */
function progressReporter(
  control: DiscoveryControl,
  signal: AbortSignal,
  intervalMs: number,
  state: () => Omit<DiscoveryProgress, 'phase' | 'elapsedMs'>,
) {
  const started = performance.now();
  const running = new Set<Running>();
  let last = -Infinity;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  const emit = (force = false): void => {
    const now = performance.now();
    if (!control.progress || signal.aborted) return;
    if (!force && now - last < intervalMs) {
      trailing ??= setTimeout(
        () => {
          trailing = undefined;
          emit();
        },
        intervalMs - (now - last),
      );
      return;
    }
    clearTimeout(trailing);
    trailing = undefined;
    last = now;
    const phase = (['sweep', 'mdns', 'controller_search'] as const).find((m) => running.has(m));
    control.progress({
      phase: phase ?? 'confirm',
      ...state(),
      elapsedMs: Math.round(now - started),
    });
  };
  return {
    started,
    emit,
    begin: (method: Running) => running.add(method),
    end: (method: Running) => {
      running.delete(method);
      emit(true);
    },
    /** Nothing after the result. */
    stop: () => clearTimeout(trailing),
  };
}

/**
 * The trusted controllers, read beside the first probes rather than before them (a start of
 * `turnkey discover` loads and reads the trust store while its first probe is on the wire:
 * docs/benchmarks.md, "CLI start-up"). `now` is undefined until they are known.
 */
function knownLater(deps: DiscoveryDeps): {
  ready: Promise<KnownController[]>;
  now: () => KnownController[] | undefined;
} {
  let known: KnownController[] | undefined;
  const ready = deps.knownControllers().then((list) => (known = list));
  // Awaited by the run; a request refused before then must not leave it unhandled.
  ready.catch(() => undefined);
  return { ready, now: () => known };
}

/**
 * Runs one discovery; rejects on a wrong request (validation) or an unreadable trust store (the
 * run is stopped then). A controller goes out in progress only once the trusted controllers are
 * known, so what it says of its trust is true from its first event.
 */
export async function discover(
  request: DiscoveryRequest,
  control: DiscoveryControl,
  deps: DiscoveryDeps,
): Promise<DiscoveryResult> {
  const known = knownLater(deps);
  const settings: DiscoverySettings = { ...DEFAULT_DISCOVERY_SETTINGS, ...deps.settings };
  const allowLargeRanges = request.allowLargeRanges ?? false;
  const searches = request.searches ?? [];
  const useMdns = request.mdns !== false;
  const laptop = await deps.interfaces({ allowLargeRanges });
  const plan = planDiscovery(
    {
      ranges: request.ranges,
      localNetworks: request.localNetworks ?? true,
      allowLargeRanges,
      ...(request.ports ? { ports: request.ports } : {}),
      searchNetworks: searches.map((s) => s.network),
    },
    laptop,
  );
  const linked = linkedSignal(control.signal);
  const { signal } = linked;
  const pacer = new Pacer(settings);
  const total = sweepSize(plan.ranges);
  let probed = 0;
  const changes = new ChangedControllers();
  const progress = progressReporter(control, signal, settings.progressIntervalMs, () => ({
    probed,
    total,
    found: log.found.size,
    controllers: withTrust(known.now()),
  }));
  const withTrust = (list: KnownController[] | undefined) =>
    list ? changes.since(mergeSightings(log.controllers, log.others, list).controllers) : [];
  // The first controller goes out at once, not at the end of the interval: the engineer watches
  // for it (as soon as its trust is known, if it answered first). Later ones ride the throttled
  // events (each event merges every sighting again).
  const log = new SightingLog(() => progress.emit(log.found.size === 1 && !!known.now()));
  known.ready.then(
    () => log.found.size > 0 && progress.emit(true),
    () => undefined,
  );
  const confirmations = new Confirmations(pacer, signal, settings.answerTimeoutMs);
  const method = <T>(name: Running, run: () => Promise<T>): Promise<T> => {
    progress.begin(name);
    return run().finally(() => progress.end(name));
  };

  try {
    const work = Promise.all([
      method('sweep', () =>
        sweep(plan.ranges, {
          ports: plan.ports,
          pacer,
          connectTimeoutMs: settings.connectTimeoutMs,
          answerTimeoutMs: settings.answerTimeoutMs,
          neighbours: neighbourOptions(settings),
          signal,
          onAnswer: (outcome) => log.record('sweep', outcome),
          onHostDone: (count) => {
            probed = count;
            progress.emit();
          },
        }),
      ),
      useMdns
        ? method('mdns', () =>
            runMdns({
              interfaces: plan.mdnsInterfaces,
              windowMs: settings.mdnsWindowMs,
              connectTimeoutMs: settings.answerTimeoutMs,
              signal,
              confirmations,
              log,
            }),
          )
        : Promise.resolve<MdnsMethod | undefined>(undefined),
      searches.length > 0
        ? method('controller_search', () =>
            Promise.all(
              searches.map((search) =>
                runSearch(search, {
                  signal,
                  pollMs: settings.searchPollMs,
                  timeoutMs: settings.searchTimeoutMs,
                  connectTimeoutMs: settings.connectTimeoutMs,
                  confirmations,
                  log,
                }),
              ),
            ),
          )
        : Promise.resolve([]),
    ]);
    progress.emit(true);
    const storeRead = known.ready.catch((error: unknown) => {
      linked.abort();
      throw error;
    });
    work.catch(() => undefined);
    const [[swept, mdns, searchReports], trusted] = await Promise.all([work, storeRead]);
    await confirmations.settled();
    const merged = mergeSightings(log.controllers, log.others, trusted);
    const { diagnosis, findings } = diagnose({
      laptop,
      ports: plan.ports,
      tallies: tallyByRange(swept.tallies, plan.labels),
      mdns: mdns?.report() ?? MDNS_OFF,
      unconfirmed: mdns?.unconfirmed() ?? [],
      searches: searchReports,
      otherDevices: merged.otherDevices,
      elapsedMs: performance.now() - progress.started,
      cancelled: signal.aborted,
      neighbourTableUnreadable: !swept.neighbourTable,
    });
    return { partial: signal.aborted, ...merged, findings, diagnosis };
  } finally {
    progress.stop();
    linked.dispose();
  }
}
