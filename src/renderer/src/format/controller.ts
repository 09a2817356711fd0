/** How controllers are named on screen: by serial (D14 shows it beside the fingerprint), else by address. */
import type { ControllerAddress, ControllerSummary } from '../../../shared/ipc/controller.schema';

export function formatAddress(address: ControllerAddress): string {
  const host = address.host.includes(':') ? `[${address.host}]` : address.host;
  return address.port === 443 ? host : `${host}:${address.port}`;
}

export function controllerLabel(summary: ControllerSummary): string {
  if (summary.serial) return summary.model ? `${summary.model} ${summary.serial}` : summary.serial;
  return formatAddress(summary.address);
}

/** `1.6.0` -> `1.6`: the firmware era as users name it (D11). */
export function eraOf(version: string): string {
  return version.split('.').slice(0, 2).join('.');
}

/** 32 hex pairs in 8 groups of 4 pairs, for comparing with a label group by group. */
export function fingerprintGroups(fingerprint256: string): string[] {
  const pairs = fingerprint256.split(':');
  const groups: string[] = [];
  for (let i = 0; i < pairs.length; i += 4) groups.push(pairs.slice(i, i + 4).join(':'));
  return groups;
}

/**
 * `E0:0F:12:34…AB:CD:BB:C0`: the first and last groups of a fingerprint, as a label prints them,
 * for dense tables (the trust dialog shows every group).
 */
export function shortFingerprint(fingerprint256: string): string {
  const groups = fingerprintGroups(fingerprint256);
  if (groups.length < 3) return fingerprint256;
  return `${groups[0]}…${groups.at(-1)}`;
}
