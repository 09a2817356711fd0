/**
 * "Why not found": after a search, the detail per interface, range, mDNS and
 * controller search (the diagnosis), and the short list of findings the screen and the CLI show:
 * interfaces skipped and why, ranges only reachable through a router, hosts that refused versus
 * stayed silent, mDNS silent or failing, adverts whose probe failed, devices that answer HTTPS
 * but are not controllers, searches that failed. Pure.
 */
import type {
  DiscoveryDiagnosis,
  DiscoveryFinding,
  MdnsReport,
  OtherDevice,
  SearchReport,
} from '../../shared/ipc/discovery.schema';
import type { ControllerAddress } from '../client/controller-address';
import type { LaptopInterfaces } from './interfaces';
import type { RangeTally } from './sweep-tally';

export interface UnconfirmedAdvert {
  name: string;
  address: ControllerAddress;
  reason: string;
}

export interface DiagnosisInput {
  laptop: LaptopInterfaces;
  ports: readonly number[];
  tallies: readonly RangeTally[];
  mdns: MdnsReport;
  unconfirmed: readonly UnconfirmedAdvert[];
  searches: readonly SearchReport[];
  otherDevices: readonly OtherDevice[];
  elapsedMs: number;
  cancelled: boolean;
  /** The sweep could not read the neighbour table (absent when it did, or swept nothing). */
  neighbourTableUnreadable?: boolean;
}

function interfaceFindings(laptop: LaptopInterfaces): DiscoveryFinding[] {
  const findings: DiscoveryFinding[] = [];
  if (!laptop.interfaces.some((i) => !i.internal)) findings.push({ kind: 'no_interfaces' });
  for (const i of laptop.interfaces) {
    // Loopback is left out on purpose on every computer: not worth a line.
    if (i.skipped && i.skipped !== 'loopback') {
      findings.push({
        kind: 'interface_skipped',
        name: i.name,
        network: i.network,
        reason: i.skipped,
      });
    }
  }
  for (const i of laptop.inactive) {
    if (i.reason === 'down')
      findings.push({ kind: 'interface_inactive', name: i.name, reason: i.reason });
  }
  return findings;
}

function rangeFindings(
  tallies: readonly RangeTally[],
  ports: readonly number[],
): DiscoveryFinding[] {
  return tallies.flatMap((t): DiscoveryFinding[] => [
    ...(t.local ? [] : [{ kind: 'range_not_local' as const, range: t.range }]),
    ...(t.silent > 0 ? [{ kind: 'silent_hosts' as const, range: t.range, count: t.silent }] : []),
    ...(t.refused > 0
      ? [{ kind: 'refused_hosts' as const, range: t.range, count: t.refused, ports: [...ports] }]
      : []),
  ]);
}

/** Once per search, and only when a range on the laptop's own networks was swept without it. */
function tableFindings(input: DiagnosisInput): DiscoveryFinding[] {
  const swept = input.tallies.some((t) => t.local && t.probed > 0);
  return input.neighbourTableUnreadable && swept ? [{ kind: 'neighbour_table_unreadable' }] : [];
}

function mdnsFindings(
  mdns: MdnsReport,
  unconfirmed: readonly UnconfirmedAdvert[],
  cancelled: boolean,
): DiscoveryFinding[] {
  const findings: DiscoveryFinding[] = [];
  // A cancelled search cut the listening short: silence then says nothing about multicast.
  if (mdns.state === 'silent' && !cancelled) findings.push({ kind: 'mdns_silent' });
  if (mdns.state === 'failed')
    findings.push({ kind: 'mdns_failed', reason: mdns.error ?? 'unknown' });
  for (const u of unconfirmed) findings.push({ kind: 'mdns_unconfirmed', ...u });
  return findings;
}

export function diagnose(input: DiagnosisInput): {
  diagnosis: DiscoveryDiagnosis;
  findings: DiscoveryFinding[];
} {
  const diagnosis: DiscoveryDiagnosis = {
    interfaces: input.laptop.interfaces,
    inactive: input.laptop.inactive,
    ports: [...input.ports],
    ranges: input.tallies.map((t) => ({ ...t })),
    mdns: input.mdns,
    searches: [...input.searches],
    elapsedMs: Math.round(input.elapsedMs),
    cancelled: input.cancelled,
  };
  const findings: DiscoveryFinding[] = [
    ...interfaceFindings(input.laptop),
    ...rangeFindings(input.tallies, input.ports),
    ...tableFindings(input),
    ...mdnsFindings(input.mdns, input.unconfirmed, input.cancelled),
    ...input.otherDevices.map((d): DiscoveryFinding => ({
      kind: 'not_controller',
      address: d.address,
      reason: d.reason,
    })),
    ...input.searches
      .filter((s) => s.state !== 'done' && s.state !== 'cancelled')
      .map((s): DiscoveryFinding => ({
        kind: 'search_failed',
        via: s.via,
        network: s.network,
        reason: s.error ?? s.state,
      })),
  ];
  return { diagnosis, findings };
}
