/**
 * `turnkey discover` as text: the merged controllers, other devices, controllers
 * only a search could see, and the "why not found" findings in plain English.
 */
import { formatAddress } from '../../core/client/controller-address';
import { shortFingerprint } from '../../core/trust/fingerprint';
import type {
  DiscoveredController,
  DiscoveryFinding,
  DiscoveryResult,
  DiscoveryWarning,
} from '../../shared/ipc/discovery.schema';
import { renderTable } from './table';

const SKIP_TEXT = {
  loopback: 'loopback (type a range inside 127.0.0.0/8 to sweep it)',
  link_local: 'link-local address: no DHCP answered on it (mDNS still asks there)',
  too_large: 'network too large to sweep without --allow-large',
} as const;

function warningText(w: DiscoveryWarning): string {
  switch (w.kind) {
    case 'moved':
      return `moved from ${formatAddress(w.previousAddress)}`;
    case 'certificate_changed':
      return `CERTIFICATE CHANGED: pinned ${shortFingerprint(w.pinned)} answered nowhere`;
    case 'duplicate_address':
      return `${formatAddress(w.address)} also answered with ${shortFingerprint(w.other)}`;
  }
}

const TRUST_TEXT = { trusted: 'trusted', new: 'new', changed: 'CHANGED' } as const;

function controllerRow(c: DiscoveredController): string[] {
  const extra = c.addresses.length > 1 ? ` (+${c.addresses.length - 1})` : '';
  return [
    `${formatAddress(c.address)}${extra}`,
    c.serial ?? '-',
    c.model ?? '-',
    c.firmware ?? '-',
    c.methods.join(', '),
    TRUST_TEXT[c.trust],
    shortFingerprint(c.fingerprint256),
    c.warnings.map(warningText).join('; '),
  ];
}

export function findingText(f: DiscoveryFinding): string {
  switch (f.kind) {
    case 'no_interfaces':
      return 'This computer has no network connection with an IPv4 address besides loopback.';
    case 'interface_skipped':
      return `${f.name} (${f.network}) was not swept: ${SKIP_TEXT[f.reason]}.`;
    case 'interface_inactive':
      return `${f.name} is down: a controller on it cannot be reached.`;
    case 'range_not_local':
      return `${f.range} is on none of this computer's networks: only reachable through a router, which may filter.`;
    case 'silent_hosts':
      return `${f.count} addresses in ${f.range} neither answered nor refused: absent, or a firewall or VLAN hides them.`;
    case 'refused_hosts':
      return `${f.count} hosts in ${f.range} are up but refused port ${f.ports.join(', ')}: a controller there would use another port (--ports).`;
    case 'neighbour_table_unreadable':
      return "This computer's neighbour (ARP) table could not be read: every silent address cost the full connect time limit, so the sweep was slower.";
    case 'mdns_silent':
      return 'No controller announced itself over mDNS: multicast may be blocked on this network.';
    case 'mdns_failed':
      return `mDNS could not be used: ${f.reason}`;
    case 'mdns_unconfirmed':
      return `"${f.name}" announced itself at ${formatAddress(f.address)} but that address did not confirm it: ${f.reason}.`;
    case 'not_controller':
      return `${formatAddress(f.address)} answers but is not a controller: ${f.reason}.`;
    case 'search_failed':
      return `The search of ${f.network} through ${formatAddress(f.via)} failed: ${f.reason}`;
  }
}

/** The whole report as text. */
export function renderDiscovery(result: DiscoveryResult): string {
  const { controllers, reported, otherDevices, findings, diagnosis } = result;
  const seconds = (diagnosis.elapsedMs / 1000).toFixed(1);
  const hosts = diagnosis.ranges.reduce((sum, r) => sum + r.probed, 0);
  const parts: string[] = [
    `${diagnosis.cancelled ? 'Cancelled after' : 'Done in'} ${seconds} s: ${controllers.length} controller(s); ` +
      `${hosts} address(es) swept on port ${diagnosis.ports.join(', ')}; mDNS ${diagnosis.mdns.state}; ` +
      `${diagnosis.searches.length} controller search(es).\n\n`,
  ];
  if (controllers.length > 0) {
    parts.push(
      renderTable(
        ['Address', 'Serial', 'Model', 'Firmware', 'Found by', 'Trust', 'Fingerprint', 'Warnings'],
        controllers.map(controllerRow),
      ),
    );
  }
  if (reported.length > 0) {
    parts.push(
      `\nReported by a controller's search, not reachable from this computer:\n` +
        renderTable(
          ['Address', 'Serial', 'Model', 'Firmware', 'Via', 'Fingerprint'],
          reported.map((r) => [
            formatAddress(r.address),
            r.serial ?? '-',
            r.model ?? '-',
            r.firmware ?? '-',
            formatAddress(r.via),
            r.fingerprint256 ? shortFingerprint(r.fingerprint256) : '-',
          ]),
        ),
    );
  }
  if (otherDevices.length > 0) {
    parts.push(
      `\nOther devices (not controllers):\n` +
        renderTable(
          ['Address', 'Kind', 'What it answered'],
          otherDevices.map((d) => [
            formatAddress(d.address),
            d.kind === 'other_https' ? 'HTTPS' : 'TCP, no TLS',
            d.reason,
          ]),
        ),
    );
  }
  const notes = findings.filter((f) => f.kind !== 'not_controller');
  if (notes.length > 0) {
    parts.push(
      `\nWhy a controller may not have been found:\n${notes.map((f) => `  - ${findingText(f)}`).join('\n')}\n`,
    );
  }
  return parts.join('');
}
