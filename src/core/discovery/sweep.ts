/**
 * The subnet sweep: every host of the ranges on every port, probed by
 * https-probe.ts through the pacer (bounded concurrency and a connection rate), cancellable at
 * any moment (the signal aborts every socket in flight), with a tally per range of how each host
 * answered or did not, for the "why not found" diagnosis.
 *
 * Made fast without giving up a slow host (docs/decisions.md, "Discovery"): the probes in flight
 * are capped by the open-file limit, not by a guess; hosts the neighbour table knows as present
 * go first (answers early); an address that never answered ARP ends after a moment instead of
 * the connect time limit (neighbour-watch.ts); an EMFILE lowers the cap and the probe is retried.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { ControllerAddress } from '../client/controller-address';
import { DEFAULT_DISCOVERY_SETTINGS, type DiscoverySettings } from './discovery-settings';
import {
  probeHttps,
  type HttpsProbeOptions,
  type ProbeKind,
  type ProbeOutcome,
} from './https-probe';
import { linkedSignal } from './abort';
import { AbortFanout } from './abort-fanout';
import { neighbourTableReader, type NeighbourTableReader } from './neighbour-table';
import { NeighbourWatch } from './neighbour-watch';
import { inFlightCap, readOpenFiles, type OpenFiles } from './open-file-limit';
import type { Pacer } from './pacer';
import { sweepOrder } from './sweep-order';
import {
  distinctRanges,
  emptyTally,
  HOST_ORDER,
  TALLY_FIELD,
  type RangeTally,
  type SweepRange,
} from './sweep-tally';

/** Reading the neighbour table: which one, and how long an address may stay unanswered. */
export interface NeighbourOptions {
  read: NeighbourTableReader;
  graceMs: number;
  pollMs: number;
}

export interface SweepOptions extends Omit<HttpsProbeOptions, 'signal' | 'absence'> {
  ports: readonly number[];
  pacer: Pacer;
  signal?: AbortSignal;
  /** The neighbour table; by default this platform's, `false` for none. */
  neighbours?: NeighbourOptions | false;
  /** This process's open files; by default read from the OS. */
  openFiles?: () => Promise<OpenFiles | undefined>;
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
  /** The neighbour table was read: absent hosts on the laptop's networks ended early. */
  neighbourTable: boolean;
}

/** Failures of this process, not of the host: the probe is tried again with fewer in flight. */
const OUT_OF_FILES = new Set(['EMFILE', 'ENFILE']);
const OUT_OF_FILES_RETRIES = 5;

/** This platform's neighbour table with the settings' times; false where there is none. */
export function neighbourOptions(
  settings: Pick<
    DiscoverySettings,
    'neighbourTable' | 'neighbourGraceMs' | 'neighbourPollMs'
  > = DEFAULT_DISCOVERY_SETTINGS,
): NeighbourOptions | false {
  const read = settings.neighbourTable ? neighbourTableReader() : undefined;
  return read
    ? { read, graceMs: settings.neighbourGraceMs, pollMs: settings.neighbourPollMs }
    : false;
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
  /** Hosts whose probe ended on an unanswered ARP, until their other ports are decided. */
  const absentHosts = new Set<string>();
  const running = new Set<Promise<void>>();
  /** Wakes the loop below when a host is done (Promise.race over thousands is quadratic). */
  let roomMade: (() => void) | undefined;
  let probed = 0;

  const neighbours = options.neighbours ?? neighbourOptions();
  const [files, table] = await Promise.all([
    (options.openFiles ?? readOpenFiles)().catch(() => undefined),
    neighbours ? neighbours.read().catch(() => undefined) : undefined,
  ]);
  pacer.limitConcurrency(inFlightCap(files, pacer.concurrency));
  const absence =
    neighbours && table
      ? new NeighbourWatch({
          read: neighbours.read,
          graceMs: neighbours.graceMs,
          pollMs: neighbours.pollMs,
        })
      : undefined;
  const fanout = new AbortFanout(signal);
  const probeOptions: HttpsProbeOptions = {
    connectTimeoutMs: options.connectTimeoutMs,
    answerTimeoutMs: options.answerTimeoutMs,
    ...(absence ? { absence } : {}),
  };

  /** One port of one host, with a signal of its own; undefined when cancelled. */
  const probePort = async (address: ControllerAddress): Promise<ProbeOutcome | undefined> => {
    const own = fanout.child();
    try {
      return await probeUntilDone(address, own.signal);
    } finally {
      own.release();
    }
  };

  const probeUntilDone = async (
    address: ControllerAddress,
    signal: AbortSignal,
  ): Promise<ProbeOutcome | undefined> => {
    for (let attempt = 0; ; attempt++) {
      try {
        await pacer.acquire(signal);
      } catch {
        return undefined;
      }
      let outcome: ProbeOutcome;
      try {
        outcome = await probeHttps(address, { ...probeOptions, signal });
      } catch {
        return undefined; // cancelled
      } finally {
        pacer.release();
      }
      if (
        outcome.kind !== 'failed' ||
        !OUT_OF_FILES.has(outcome.reason) ||
        attempt >= OUT_OF_FILES_RETRIES
      ) {
        return outcome;
      }
      // Out of descriptors: fewer in flight from now on, and a moment for sockets to close.
      pacer.limitConcurrency(Math.floor(((pacer.inFlight + 1) * 3) / 4));
      try {
        await sleep(20 * (attempt + 1), undefined, { signal });
      } catch {
        return undefined;
      }
    }
  };

  /** Probes ports of one host at once; the kinds they ended with (undefined: cancelled). */
  const probePorts = (host: string, list: readonly number[]) =>
    Promise.all(
      list.map(async (port): Promise<ProbeKind | undefined> => {
        const outcome = await probePort({ host, port });
        if (
          outcome?.kind === 'controller' ||
          outcome?.kind === 'other_https' ||
          outcome?.kind === 'not_https'
        ) {
          answered.push(outcome);
          options.onAnswer?.(outcome);
        }
        if (outcome?.kind === 'silent' && outcome.absent) absentHosts.add(host);
        return outcome?.kind;
      }),
    );

  /**
   * Where the neighbour table can tell an absent host, its first port is probed alone: when ARP
   * goes unanswered no other port can answer either, so an absent host holds one probe in
   * flight, not one per port, and twice as many fit (docs/decisions.md, "Discovery").
   */
  const probeHost = async (host: string, tally: RangeTally, local: boolean): Promise<void> => {
    const [first, ...rest] = ports;
    const kinds =
      absence && local && first !== undefined && rest.length > 0
        ? await probePorts(host, [first])
        : await probePorts(host, ports);
    if (kinds.length === 1 && !absentHosts.has(host) && kinds[0] !== undefined) {
      kinds.push(...(await probePorts(host, rest)));
    }
    absentHosts.delete(host);
    if (kinds.includes(undefined)) return;
    const best = HOST_ORDER.find((kind) => kinds.includes(kind));
    if (best) (tally[TALLY_FIELD[best]] as number)++;
    tally.probed++;
    probed++;
    options.onHostDone?.(probed, total);
  };

  try {
    outer: for (const [index, target] of targets.entries()) {
      const tally = tallies[index] as RangeTally;
      for (const host of sweepOrder(target.range, table)) {
        if (signal.aborted) break outer;
        // Wait for room before making the next host's promise, so a /16 never queues 65k of them.
        while (running.size >= pacer.concurrency) {
          await new Promise<void>((resolve) => (roomMade = resolve));
        }
        const task = probeHost(host, tally, target.local).finally(() => {
          running.delete(task);
          roomMade?.();
          roomMade = undefined;
        });
        running.add(task);
      }
    }
    await Promise.all(running);
  } finally {
    absence?.close();
    fanout.dispose();
    linked.dispose();
  }
  return { tallies, answered, cancelled: signal.aborted, neighbourTable: table !== undefined };
}
