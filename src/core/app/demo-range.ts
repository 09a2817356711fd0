/**
 * The sweep that finds exactly the demo site: networks that hold the fleet's
 * addresses and nothing else, so the search of the demo reports no empty addresses around it.
 * Only /31 and /32 networks sweep every address they hold (a wider one leaves out its network and
 * broadcast addresses), so the fleet is cut into those; a fleet that needs more networks than one
 * search takes gets the smallest single network holding all of it instead.
 */
import { MIN_PREFIX_LENGTH } from '../../shared/ipc/discovery.schema';
import { formatCidr, hostBounds, parseIpv4 } from '../discovery/cidr-range';

/** The most ranges one `discovery:start` accepts (discovery.schema.ts). */
export const MAX_SEARCH_RANGES = 16;

function valuesOf(hosts: readonly string[]): number[] {
  const values = hosts.map((host) => {
    const value = parseIpv4(host);
    if (value === undefined) throw new Error(`${host} is not an IPv4 address`);
    return value;
  });
  if (values.length === 0) throw new Error('no addresses to cover');
  return [...new Set(values)].sort((a, b) => a - b);
}

/** The smallest CIDR, no wider than a /MIN_PREFIX_LENGTH, whose sweep probes every host given. */
export function coveringRange(hosts: readonly string[]): string {
  const values = valuesOf(hosts);
  for (let prefix = 32; prefix >= MIN_PREFIX_LENGTH; prefix--) {
    const size = 2 ** (32 - prefix);
    const range = { network: Math.floor((values[0] as number) / size) * size, prefix };
    const { first, last } = hostBounds(range);
    if (values.every((v) => v >= first && v <= last)) return formatCidr(range);
  }
  throw new Error(`the addresses ${hosts.join(', ')} do not fit in a /${MIN_PREFIX_LENGTH}`);
}

/** /31 and /32 networks holding exactly these hosts, or one covering range when too many. */
export function exactRanges(hosts: readonly string[]): string[] {
  const values = valuesOf(hosts);
  const present = new Set(values);
  const ranges: string[] = [];
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as number;
    const pair = value % 2 === 0 && present.has(value + 1);
    ranges.push(formatCidr({ network: value, prefix: pair ? 31 : 32 }));
    if (pair) i++;
  }
  return ranges.length <= MAX_SEARCH_RANGES ? ranges : [coveringRange(hosts)];
}
