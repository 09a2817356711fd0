/**
 * The subnet sweep: every host of the ranges on every port, probed by
 * https-probe.ts through the pacer (bounded concurrency and a connection rate), cancellable at
 * any moment (the signal aborts every socket in flight), with a tally per range of how each host
 * answered or did not, for the "why not found" diagnosis.
 */
import type { ControllerAddress } from '../client/controller-address';
import { formatCidr, hostCount, hostsOf, overlaps, type CidrRange } from './cidr-range';
import {
  probeHttps,
  type HttpsProbeOptions,
  type ProbeKind,
  type ProbeOutcome,
} from './https-probe';
import { linkedSignal } from './abort';
import type { Pacer } from './pacer';

export interface SweepRange {
  range: CidrRange;
  /** The interface whose network it is. */
  interface?: string;
  /** On one of the laptop's networks. */
  local: boolean;
}

/** How the hosts of one range answered; each host counted once, by its best answer. */
export interface RangeTally {
  range: string;
  interface?: string;
  local: boolean;
  hosts: number;
  probed: number;
  controllers: number;
  otherDevices: number;
  refused: number;
  unreachable: number;
  silent: number;
  failed: number;
}

export interface SweepOptions extends Omit<HttpsProbeOptions, 'signal'> {
  ports: readonly number[];
  pacer: Pacer;
  signal?: AbortSignal;
  /** Each port that answered (controller or other device), as soon as it did. */
  onAnswer?: (outcome: ProbeOutcome) => void;
  /** After each host whose every port has been probed. */
  onHostDone?: (probed: number, total: number) => void;
}

export interface SweepResult {
  tallies: RangeTally[];
  /** Controllers and other devices, in the order they answered. */
  answered: ProbeOutcome[];
  cancelled: boolean;
}

/** Best first: a host is counted under the first kind any of its ports gave. */
const HOST_ORDER: readonly ProbeKind[] = [
  'controller',
  'other_https',
  'not_https',
  'refused',
  'unreachable',
  'failed',
  'silent',
];

const TALLY_FIELD: Record<ProbeKind, keyof RangeTally> = {
  controller: 'controllers',
  other_https: 'otherDevices',
  not_https: 'otherDevices',
  refused: 'refused',
  unreachable: 'unreachable',
  failed: 'failed',
  silent: 'silent',
};

/**
 * CIDR blocks are either nested or apart: keep the widest of nested ones (it inherits an
 * interface name), so no host is probed twice.
 */
export function distinctRanges(ranges: readonly SweepRange[]): SweepRange[] {
  const kept: SweepRange[] = [];
  for (const candidate of [...ranges].sort((a, b) => a.range.prefix - b.range.prefix)) {
    const wider = kept.find((k) => overlaps(k.range, candidate.range));
    if (!wider) kept.push({ ...candidate });
    else if (!wider.interface && candidate.interface) {
      wider.interface = candidate.interface;
      wider.local ||= candidate.local;
    }
  }
  const order = (r: SweepRange) => ranges.findIndex((o) => o.range === r.range);
  return kept.sort((a, b) => order(a) - order(b));
}

/** How many hosts a sweep of the ranges probes (each once). */
export function sweepSize(ranges: readonly SweepRange[]): number {
  return distinctRanges(ranges).reduce((sum, r) => sum + hostCount(r.range), 0);
}

function emptyTally(entry: SweepRange): RangeTally {
  return {
    range: formatCidr(entry.range),
    ...(entry.interface ? { interface: entry.interface } : {}),
    local: entry.local,
    hosts: hostCount(entry.range),
    probed: 0,
    controllers: 0,
    otherDevices: 0,
    refused: 0,
    unreachable: 0,
    silent: 0,
    failed: 0,
  };
}

/** Sweeps the ranges; on abort it stops within a moment and answers what it had. */
export async function sweep(
  ranges: readonly SweepRange[],
  options: SweepOptions,
): Promise<SweepResult> {
  const { pacer, ports } = options;
  const linked = linkedSignal(options.signal);
  const { signal } = linked;
  const targets = distinctRanges(ranges);
  const tallies = targets.map(emptyTally);
  const total = tallies.reduce((sum, t) => sum + t.hosts, 0);
  const answered: ProbeOutcome[] = [];
  const running = new Set<Promise<void>>();
  let probed = 0;

  const probeHost = async (host: string, tally: RangeTally): Promise<void> => {
    const kinds = await Promise.all(
      ports.map(async (port): Promise<ProbeKind | undefined> => {
        const address: ControllerAddress = { host, port };
        try {
          await pacer.acquire(signal);
        } catch {
          return undefined;
        }
        try {
          const outcome = await probeHttps(address, { ...options, signal });
          if (
            outcome.kind === 'controller' ||
            outcome.kind === 'other_https' ||
            outcome.kind === 'not_https'
          ) {
            answered.push(outcome);
            options.onAnswer?.(outcome);
          }
          return outcome.kind;
        } catch {
          return undefined; // cancelled
        } finally {
          pacer.release();
        }
      }),
    );
    if (kinds.includes(undefined)) return;
    const best = HOST_ORDER.find((kind) => kinds.includes(kind));
    if (best) (tally[TALLY_FIELD[best]] as number)++;
    tally.probed++;
    probed++;
    options.onHostDone?.(probed, total);
  };

  outer: for (const [index, target] of targets.entries()) {
    const tally = tallies[index] as RangeTally;
    for (const host of hostsOf(target.range)) {
      if (signal.aborted) break outer;
      // Wait for room before making the next host's promise, so a /16 never queues 65k of them.
      while (running.size >= pacer.options.concurrency) {
        await Promise.race(running);
      }
      const task = probeHost(host, tally).finally(() => running.delete(task));
      running.add(task);
    }
  }
  await Promise.all(running);
  linked.dispose();
  return { tallies, answered, cancelled: signal.aborted };
}
