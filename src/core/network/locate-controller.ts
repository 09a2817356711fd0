/**
 * Finds one controller again by its certificate (D14: the fingerprint is its identity) after it
 * took an address nobody told us: DHCP, or a move that did not end where it was sent. Discovery
 * runs in rounds (this computer's networks, the networks the controller was last seen in, mDNS
 * per D15) until a round confirms this fingerprint or the time is up; a round stops as soon as
 * the controller is confirmed, so a found controller costs no more than the sweep up to it.
 */
import type { DiscoveryResult } from '../../shared/ipc/discovery.schema';
import type { ControllerAddress } from '../client/controller-address';
import { cidrOf, contains, formatCidr, parseCidr } from '../discovery/cidr-range';
import type { DiscoveryControl, DiscoveryRequest } from '../discovery/discovery.service';
import type { LaptopInterfaces } from '../discovery/interfaces';
import { abortablePause } from '../abortable-pause';

/** Runs one discovery (discovery.service `discover` with the shell's deps bound). */
export type Discover = (
  request: DiscoveryRequest,
  control: DiscoveryControl,
) => Promise<DiscoveryResult>;

export interface LocateRequest {
  fingerprint256: string;
  /** Addresses it answered at before: the /24 around each is swept too. */
  near: readonly ControllerAddress[];
  timeoutMs: number;
  signal?: AbortSignal;
  /** Told as each round starts (the job's step text). */
  onRound?: (round: number) => void;
  /** Pause between rounds (default 1 s): a controller asking DHCP is not up at once. */
  pauseMs?: number;
}

/** The /24 networks around `near` that none of this computer's swept networks holds already. */
export function nearbyRanges(
  near: readonly ControllerAddress[],
  laptop: LaptopInterfaces,
): string[] {
  const swept = laptop.interfaces
    .filter((i) => !i.skipped)
    .flatMap((i) => parseCidr(i.network) ?? []);
  const ranges = new Set<string>();
  for (const { host } of near) {
    const block = cidrOf(host, '255.255.255.0');
    if (!block || swept.some((network) => contains(network, host))) continue;
    ranges.add(formatCidr(block));
  }
  return [...ranges];
}

/** The address where this very certificate answers now, or undefined when the time ran out. */
export async function locateController(
  request: LocateRequest,
  deps: { discover: Discover; laptop: () => Promise<LaptopInterfaces> },
): Promise<ControllerAddress | undefined> {
  const deadline = Date.now() + request.timeoutMs;
  const ports = [...new Set(request.near.map((a) => a.port))];
  const ranges = nearbyRanges(request.near, await deps.laptop());
  for (let round = 1; Date.now() < deadline; round++) {
    if (request.signal?.aborted) return undefined;
    request.onRound?.(round);
    const found = await oneRound(request, deps.discover, {
      ranges,
      ports,
      timeLeftMs: deadline - Date.now(),
    });
    if (found) return found;
    await abortablePause(Math.min(request.pauseMs ?? 1000, deadline - Date.now()), request.signal);
  }
  return undefined;
}

async function oneRound(
  request: LocateRequest,
  discover: Discover,
  plan: { ranges: string[]; ports: number[]; timeLeftMs: number },
): Promise<ControllerAddress | undefined> {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), plan.timeLeftMs);
  const onAbort = () => stop.abort();
  request.signal?.addEventListener('abort', onAbort, { once: true });
  let found: ControllerAddress | undefined;
  const pick = (controllers: readonly { id: string; address: ControllerAddress }[]) => {
    const hit = controllers.find((c) => c.id === request.fingerprint256);
    if (hit && !found) {
      found = hit.address;
      stop.abort();
    }
  };
  try {
    const result = await discover(
      {
        ranges: plan.ranges,
        localNetworks: true,
        ...(plan.ports.length > 0 ? { ports: plan.ports } : {}),
        mdns: true,
      },
      { signal: stop.signal, progress: (progress) => pick(progress.controllers) },
    );
    pick(result.controllers);
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onAbort);
  }
  return found;
}
