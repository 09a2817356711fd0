/**
 * Discovery (issue "find every controller on site"): the sweep, the mDNS browse (D15) and the
 * searches of logged-in controllers (spec 4.12) run at once; every candidate is confirmed by
 * this computer's own probe of `/api/v1` where it can reach it; the sightings are merged by
 * certificate fingerprint (D14) against the known controllers, and the run ends with the "why
 * not found" diagnosis. The shape fits the long-task runner (task.schema.ts): an AbortSignal in,
 * progress out, the result at the end. A cancelled run stops every socket at once and answers
 * with what it had (`diagnosis.cancelled`).
 */
import type {
  DiscoveryProgress,
  DiscoveryResult,
  MdnsReport,
  SearchReport,
} from '../../shared/ipc/discovery.schema';
import { ClientError } from '../client/client-error';
import { formatAddress, type ControllerAddress } from '../client/controller-address';
import type { ControllerClient } from '../client/controller-client';
import type { KnownController } from '../trust/known-controller.schema';
import { linkedSignal } from './abort';
import { searchThrough } from './controller-search';
import { diagnose, type UnconfirmedAdvert } from './diagnosis';
import { planDiscovery } from './discovery-plan';
import { DEFAULT_DISCOVERY_SETTINGS, type DiscoverySettings } from './discovery-settings';
import { probeHttps, type ProbeOutcome } from './https-probe';
import type { LaptopInterfaces } from './interfaces';
import { browseMdns, type MdnsAdvert, type MdnsBrowseResult } from './mdns-browse';
import { mergeSightings, type ControllerSighting, type OtherSighting } from './merge';
import { Pacer } from './pacer';
import { sweep, sweepSize, type RangeTally } from './sweep';

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

/** Why a probe did not confirm a controller, in a few words. */
function notConfirmed(outcome: ProbeOutcome): string {
  switch (outcome.kind) {
    case 'refused':
      return 'connection refused';
    case 'silent':
      return 'no answer';
    case 'controller':
      return 'confirmed';
    default:
      return outcome.reason;
  }
}

function mdnsReport(
  asked: boolean,
  browse: MdnsBrowseResult | undefined,
  confirmed: number,
): MdnsReport {
  if (!asked || !browse) return { state: 'off', answers: 0, confirmed: 0, ignored: 0 };
  const answers = browse.adverts.length;
  const first = browse.adverts.reduce<number | undefined>(
    (min, a) => (min === undefined || a.atMs < min ? a.atMs : min),
    undefined,
  );
  const state = answers > 0 ? 'answered' : browse.error ? 'failed' : 'silent';
  return {
    state,
    answers,
    confirmed,
    ignored: browse.ignored,
    ...(first !== undefined ? { firstAnswerMs: first } : {}),
    ...(browse.error && answers === 0 ? { error: browse.error } : {}),
  };
}

/** Runs one discovery; rejects on a wrong request (validation) or an unreadable trust store. */
export async function discover(
  request: DiscoveryRequest,
  control: DiscoveryControl,
  deps: DiscoveryDeps,
): Promise<DiscoveryResult> {
  const settings: DiscoverySettings = { ...DEFAULT_DISCOVERY_SETTINGS, ...deps.settings };
  const started = performance.now();
  const allowLargeRanges = request.allowLargeRanges ?? false;
  const searches = request.searches ?? [];
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
  const known = await deps.knownControllers();
  const linked = linkedSignal(control.signal);
  const { signal } = linked;
  const pacer = new Pacer(settings);
  const sightings: ControllerSighting[] = [];
  const others: OtherSighting[] = [];
  const found = new Set<string>();
  const running = new Set<Running>(['sweep', ...(request.mdns === false ? [] : ['mdns' as const])]);
  if (searches.length > 0) running.add('controller_search');
  const total = sweepSize(plan.ranges);
  let probed = 0;

  let lastEmit = 0;
  const emit = (force = false): void => {
    const now = performance.now();
    if (
      !control.progress ||
      signal.aborted ||
      (!force && now - lastEmit < settings.progressIntervalMs)
    )
      return;
    lastEmit = now;
    const phase = running.has('sweep')
      ? 'sweep'
      : running.has('mdns')
        ? 'mdns'
        : running.has('controller_search')
          ? 'controller_search'
          : 'confirm';
    control.progress({
      phase,
      probed,
      total,
      found: found.size,
      elapsedMs: Math.round(now - started),
    });
  };
  const finished = (method: Running) => {
    running.delete(method);
    emit(true);
  };

  const record = (
    method: ControllerSighting['method'],
    outcome: ProbeOutcome,
    facts: Partial<ControllerSighting> = {},
  ) => {
    if (outcome.kind === 'controller') {
      const { certificate } = outcome;
      found.add(certificate.fingerprint256);
      sightings.push({
        ...(outcome.serial ? { serial: outcome.serial } : {}),
        ...(outcome.model ? { model: outcome.model } : {}),
        ...facts,
        method,
        address: outcome.address,
        fingerprint256: certificate.fingerprint256,
        certificate,
        firmware: outcome.firmware,
      });
      emit();
    } else if (outcome.kind === 'other_https' || outcome.kind === 'not_https') {
      others.push({
        method,
        address: outcome.address,
        kind: outcome.kind,
        reason: outcome.reason,
        ...(outcome.kind === 'other_https' && outcome.certificate
          ? { certificate: outcome.certificate }
          : {}),
      });
    }
  };

  /** This computer's own probe of a candidate another method named. */
  const confirms = new Set<Promise<unknown>>();
  const confirm = (
    address: ControllerAddress,
    connectTimeoutMs: number,
  ): Promise<ProbeOutcome | undefined> => {
    const task = pacer
      .acquire(signal)
      .then(() =>
        probeHttps(address, {
          connectTimeoutMs,
          answerTimeoutMs: settings.answerTimeoutMs,
          signal,
        }).finally(() => pacer.release()),
      )
      .catch(() => undefined); // cancelled
    confirms.add(task);
    void task.finally(() => confirms.delete(task));
    return task;
  };

  const unconfirmed: UnconfirmedAdvert[] = [];
  const mdnsConfirmed = new Set<string>();
  const mdnsProbed = new Set<string>();
  const onAdvert = (advert: MdnsAdvert) => {
    for (const host of advert.hosts) {
      const address = { host, port: advert.port };
      const key = formatAddress(address);
      if (mdnsProbed.has(key)) continue;
      mdnsProbed.add(key);
      const facts = {
        ...(advert.serial ? { serial: advert.serial } : {}),
        ...(advert.model ? { model: advert.model } : {}),
      };
      // It announced itself: worth the patient time limit.
      void confirm(address, settings.answerTimeoutMs).then((outcome) => {
        if (!outcome) return;
        record('mdns', outcome, facts);
        if (outcome.kind === 'controller') mdnsConfirmed.add(advert.name);
        else unconfirmed.push({ name: advert.name, address, reason: notConfirmed(outcome) });
      });
    }
  };

  const searchOne = async ({
    client,
    network,
  }: {
    client: ControllerClient;
    network: string;
  }): Promise<SearchReport> => {
    const via = client.address;
    try {
      const records = await searchThrough(client, network, {
        signal,
        pollMs: settings.searchPollMs,
        timeoutMs: settings.searchTimeoutMs,
      });
      for (const r of records) {
        const address = { host: r.host, port: r.port ?? via.port };
        const facts = {
          ...(r.serial ? { serial: r.serial } : {}),
          ...(r.model ? { model: r.model } : {}),
          ...(r.firmware ? { firmware: r.firmware } : {}),
          via,
        };
        if (r.fingerprint256) found.add(r.fingerprint256);
        sightings.push({
          method: 'controller_search',
          address,
          ...facts,
          ...(r.fingerprint256 ? { fingerprint256: r.fingerprint256 } : {}),
        });
        void confirm(address, settings.connectTimeoutMs).then((outcome) => {
          if (outcome) record('controller_search', outcome, facts);
        });
      }
      return { via, network, state: 'done', reported: records.length };
    } catch (error) {
      const state = signal.aborted
        ? 'cancelled'
        : ClientError.is(error, 'timeout')
          ? 'timeout'
          : 'failed';
      const reason = ClientError.isAny(error)
        ? error.data.message.en
        : error instanceof Error
          ? error.message
          : String(error);
      return { via, network, state, reported: 0, error: reason };
    }
  };

  emit(true);
  try {
    const [swept, browse, searchReports] = await Promise.all([
      sweep(plan.ranges, {
        ports: plan.ports,
        pacer,
        connectTimeoutMs: settings.connectTimeoutMs,
        answerTimeoutMs: settings.answerTimeoutMs,
        signal,
        onAnswer: (outcome) => record('sweep', outcome),
        onHostDone: (count) => {
          probed = count;
          emit();
        },
      }).finally(() => finished('sweep')),
      request.mdns === false
        ? Promise.resolve(undefined)
        : browseMdns({
            interfaces: plan.mdnsInterfaces,
            windowMs: settings.mdnsWindowMs,
            signal,
            onAdvert,
          }).finally(() => finished('mdns')),
      Promise.all(searches.map(searchOne)).finally(() => finished('controller_search')),
    ]);
    while (confirms.size > 0) await Promise.all(confirms);
    const merged = mergeSightings(sightings, others, known);
    const tallies: RangeTally[] = swept.tallies;
    const { diagnosis, findings } = diagnose({
      laptop,
      ports: plan.ports,
      tallies,
      mdns: mdnsReport(request.mdns !== false, browse, mdnsConfirmed.size),
      unconfirmed,
      searches: searchReports,
      otherDevices: merged.otherDevices,
      elapsedMs: performance.now() - started,
      cancelled: signal.aborted,
    });
    return { ...merged, findings, diagnosis };
  } finally {
    linked.dispose();
  }
}
