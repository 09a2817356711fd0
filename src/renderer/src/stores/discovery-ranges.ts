/**
 * The ranges typed on the discovery screen, checked with the contract's own rule
 * (shared/ipc/sweep-range.ts) so a problem is shown at the field, in the page's language, before
 * anything is sent; and the networks of this computer as ranges the search accepts.
 */
import type { DiscoveryInput, NetworkInterface } from '../../../shared/ipc/discovery.schema';
import type { ErrorData } from '../../../shared/errors/error-data';
import {
  MIN_PREFIX_LENGTH,
  formatSweepRange,
  ipv4Text,
  ipv4Value,
  parseSweepRange,
  type SweepRangeProblem,
} from '../../../shared/ipc/sweep-range';

/** `large`: searchable only once the large-range box is ticked. */
export type RangeProblem = SweepRangeProblem | 'duplicate' | 'large';

/** The canonical text of a typed range, or why it cannot be searched. */
export function checkTypedRange(
  text: string,
  ranges: readonly string[],
): { range: string } | { problem: RangeProblem } {
  const parsed = parseSweepRange(text);
  if (typeof parsed === 'string') return { problem: parsed };
  const range = formatSweepRange(parsed);
  if (ranges.includes(range)) return { problem: 'duplicate' };
  return { range };
}

/**
 * The range a network's "search" button adds: the network itself, or, when it is wider than a
 * search accepts (a /8 on a corporate LAN), the /24 around this computer's address, so no button
 * offers a range the search then refuses.
 */
export function searchableNetwork(item: NetworkInterface): string {
  const prefix = Number(item.network.split('/')[1]);
  if (prefix >= MIN_PREFIX_LENGTH) return item.network;
  const address = ipv4Value(item.address) ?? 0;
  return `${ipv4Text(address - (address % 256))}/24`;
}

/**
 * A refusal of the search's input that names a range (the shell checks again what the page sent):
 * the field's problem, so no internal validation text reaches the screen.
 */
export function rangeProblemOf(error: ErrorData): RangeProblem | undefined {
  const details = error.details as
    { issues?: Array<{ path?: string }>; field?: string; rule?: string } | undefined;
  if (error.code === 'invalid_input') {
    return details?.issues?.some((i) => i.path?.startsWith('ranges')) ? 'format' : undefined;
  }
  if (error.code === 'validation' && details?.field === 'ranges') {
    if (details.rule === 'large_range') return 'large';
    return details.rule === 'max_size' ? 'too_large' : 'format';
  }
  return undefined;
}

export type SearchInput = Pick<DiscoveryInput, 'ranges' | 'localNetworks' | 'ports'>;
