/**
 * The merge: every sighting of every method combined into one entry per
 * certificate fingerprint (D14), with its addresses, serial, model and firmware where known,
 * the methods that found it, whether it is trusted, and the warnings: moved (a trusted
 * certificate at a new address), certificate_changed (a pinned address presents another
 * certificate and the pinned one answered nowhere: reset, replaced, or an impostor) and
 * duplicate_address (two certificates answered at one address during the search). Pure: the
 * known controllers are passed in, nothing is written.
 */
import { API_VERSIONS, type ApiVersion } from '../../shared/api/areas';
import type {
  DiscoveredController,
  DiscoveryMethod,
  DiscoveryWarning,
  OtherDevice,
  ReportedController,
} from '../../shared/ipc/discovery.schema';
import type { TrustState } from '../../shared/ipc/controller.schema';
import { formatAddress, sameAddress, type ControllerAddress } from '../client/controller-address';
import type { CertificateInfo } from '../trust/certificate-info';
import type { KnownController } from '../trust/known-controller.schema';
import { parseIpv4 } from './cidr-range';

/** A controller seen by one method at one address. */
export interface ControllerSighting {
  method: DiscoveryMethod;
  address: ControllerAddress;
  /** Absent only for a search report without one. */
  fingerprint256?: string;
  /** Present when this computer probed it itself. */
  certificate?: CertificateInfo;
  serial?: string;
  model?: string;
  firmware?: string;
  /** The controller whose search reported it. */
  via?: ControllerAddress;
}

/** Something that answered a probe but is not a controller. */
export interface OtherSighting {
  method: DiscoveryMethod;
  address: ControllerAddress;
  kind: OtherDevice['kind'];
  reason: string;
  certificate?: CertificateInfo;
}

export interface MergeResult {
  controllers: DiscoveredController[];
  reported: ReportedController[];
  otherDevices: OtherDevice[];
}

const METHOD_ORDER: readonly DiscoveryMethod[] = ['sweep', 'mdns', 'controller_search'];

const isVersion = (value: string | undefined): value is ApiVersion =>
  value !== undefined && (API_VERSIONS as readonly string[]).includes(value);

/** Sorts addresses by IPv4 value (names after), then port. */
export function compareAddresses(a: ControllerAddress, b: ControllerAddress): number {
  const va = parseIpv4(a.host) ?? Number.MAX_SAFE_INTEGER;
  const vb = parseIpv4(b.host) ?? Number.MAX_SAFE_INTEGER;
  return va - vb || a.host.localeCompare(b.host) || a.port - b.port;
}

function uniqueAddresses(list: readonly ControllerAddress[]): ControllerAddress[] {
  const out: ControllerAddress[] = [];
  for (const address of list) if (!out.some((a) => sameAddress(a, address))) out.push(address);
  return out;
}

/**
 * Serial or model: from this computer's own probes first (their sightings carry the
 * certificate's, a method's fact only where the certificate names none), whichever method saw
 * the controller first; then what mDNS TXT or a search said.
 */
function firstOf<K extends 'serial' | 'model'>(group: readonly ControllerSighting[], key: K) {
  const probedFirst = [
    ...group.filter((s) => s.certificate),
    ...group.filter((s) => !s.certificate),
  ];
  return probedFirst.find((s) => s[key] !== undefined)?.[key];
}

/** The firmware era: what the probe detected, else what mDNS TXT or a search said. */
function firmwareOf(group: readonly ControllerSighting[]): ApiVersion | undefined {
  const probed = group.find((s) => s.certificate && isVersion(s.firmware))?.firmware;
  return (probed ?? group.map((s) => s.firmware).find(isVersion)) as ApiVersion | undefined;
}

/** Search reports without a fingerprint join the group seen at their address, if one is. */
function groupSightings(sightings: readonly ControllerSighting[]) {
  const groups = new Map<string, ControllerSighting[]>();
  const loose: ControllerSighting[] = [];
  for (const s of sightings) {
    if (s.fingerprint256)
      groups.set(s.fingerprint256, [...(groups.get(s.fingerprint256) ?? []), s]);
  }
  for (const s of sightings) {
    if (s.fingerprint256) continue;
    const match = [...groups.entries()].find(([, group]) =>
      group.some(
        (g) =>
          g.address.host === s.address.host &&
          (s.serial === undefined || g.serial === undefined || g.serial === s.serial),
      ),
    );
    if (match) match[1].push({ ...s, address: match[1][0]?.address ?? s.address });
    else loose.push(s);
  }
  return { groups, loose };
}

interface Context {
  known: readonly KnownController[];
  /** Every fingerprint seen at each address (HOST:PORT). */
  seenAt: Map<string, Set<string>>;
  found: Set<string>;
}

function trustAndWarnings(
  fingerprint: string | undefined,
  addresses: readonly ControllerAddress[],
  ctx: Context,
): { trust?: TrustState; warnings: DiscoveryWarning[] } {
  const warnings: DiscoveryWarning[] = [];
  if (!fingerprint) return { warnings };
  for (const address of addresses) {
    for (const other of ctx.seenAt.get(formatAddress(address)) ?? []) {
      if (other !== fingerprint) warnings.push({ kind: 'duplicate_address', address, other });
    }
  }
  const pinned = ctx.known.find((k) => k.fingerprint256 === fingerprint);
  if (pinned) {
    const previous = pinned.address;
    if (previous && !addresses.some((a) => sameAddress(a, previous))) {
      warnings.push({ kind: 'moved', previousAddress: previous });
    }
    return { trust: 'trusted', warnings };
  }
  const displaced = ctx.known.find(
    (k) =>
      k.address &&
      !ctx.found.has(k.fingerprint256) &&
      addresses.some((a) => k.address && sameAddress(a, k.address)),
  );
  if (displaced) {
    warnings.push({ kind: 'certificate_changed', pinned: displaced.fingerprint256 });
    return { trust: 'changed', warnings };
  }
  return { trust: 'new', warnings };
}

function methodsOf(group: readonly ControllerSighting[]): DiscoveryMethod[] {
  return METHOD_ORDER.filter((m) => group.some((s) => s.method === m));
}

/** Merges the sightings of one search against the known controllers. */
export function mergeSightings(
  sightings: readonly ControllerSighting[],
  others: readonly OtherSighting[],
  known: readonly KnownController[],
): MergeResult {
  const { groups, loose } = groupSightings(sightings);
  const seenAt = new Map<string, Set<string>>();
  for (const [fingerprint, group] of groups) {
    for (const s of group) {
      const key = formatAddress(s.address);
      seenAt.set(key, (seenAt.get(key) ?? new Set()).add(fingerprint));
    }
  }
  const ctx: Context = { known, seenAt, found: new Set(groups.keys()) };
  const controllers: DiscoveredController[] = [];
  const reported: ReportedController[] = [];

  for (const [fingerprint, group] of groups) {
    const probed = group.filter((s) => s.certificate);
    const certificate = probed[0]?.certificate;
    const addresses = uniqueAddresses([...probed, ...group].map((s) => s.address));
    const { trust, warnings } = trustAndWarnings(fingerprint, addresses, ctx);
    const serial = firstOf(group, 'serial');
    const model = firstOf(group, 'model');
    const firmware = firmwareOf(group);
    const facts = {
      ...(serial ? { serial } : {}),
      ...(model ? { model } : {}),
    };
    const pinned = known.find((k) => k.fingerprint256 === fingerprint)?.address;
    const reachable = uniqueAddresses(probed.map((s) => s.address));
    const address = reachable.find((a) => pinned && sameAddress(a, pinned)) ?? reachable[0];
    if (certificate && address) {
      controllers.push({
        id: fingerprint,
        address,
        fingerprint256: fingerprint,
        trust: trust ?? 'new',
        ...facts,
        ...(firmware ? { firmware } : {}),
        addresses,
        methods: methodsOf(group),
        warnings,
        certificate,
      });
    } else {
      const first = group[0] as ControllerSighting;
      const rawFirmware = group.find((s) => s.firmware)?.firmware;
      reported.push({
        fingerprint256: fingerprint,
        address: first.address,
        ...facts,
        ...(rawFirmware ? { firmware: rawFirmware } : {}),
        via: first.via ?? first.address,
        ...(trust ? { trust } : {}),
        warnings,
      });
    }
  }
  for (const s of loose) {
    if (reported.some((r) => !r.fingerprint256 && sameAddress(r.address, s.address))) continue;
    reported.push({
      address: s.address,
      ...(s.serial ? { serial: s.serial } : {}),
      ...(s.model ? { model: s.model } : {}),
      ...(s.firmware ? { firmware: s.firmware } : {}),
      via: s.via ?? s.address,
      warnings: [],
    });
  }

  return {
    controllers: controllers.sort((a, b) => compareAddresses(a.address, b.address)),
    reported: reported.sort((a, b) => compareAddresses(a.address, b.address)),
    otherDevices: mergeOthers(others, sightings),
  };
}

/** One entry per address; none where a controller answered in the same search. */
function mergeOthers(
  others: readonly OtherSighting[],
  sightings: readonly ControllerSighting[],
): OtherDevice[] {
  const byAddress = new Map<string, OtherDevice>();
  for (const o of others) {
    if (sightings.some((s) => s.certificate && sameAddress(s.address, o.address))) continue;
    const key = formatAddress(o.address);
    const existing = byAddress.get(key);
    if (existing) {
      if (!existing.methods.includes(o.method)) existing.methods.push(o.method);
      continue;
    }
    byAddress.set(key, {
      address: o.address,
      kind: o.kind,
      reason: o.reason,
      ...(o.certificate
        ? { fingerprint256: o.certificate.fingerprint256, subject: o.certificate.subject }
        : {}),
      methods: [o.method],
    });
  }
  return [...byAddress.values()]
    .map((d) => ({ ...d, methods: METHOD_ORDER.filter((m) => d.methods.includes(m)) }))
    .sort((a, b) => compareAddresses(a.address, b.address));
}
