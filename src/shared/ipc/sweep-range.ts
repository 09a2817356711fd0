/**
 * The ways an engineer writes what to search: one address (`192.168.1.20`), a network in CIDR
 * (`192.168.1.0/24`), or a range of addresses (`192.168.1.20-192.168.1.40`, or the short
 * `192.168.1.20-40` that repeats the first three parts). Pure, so the page checks a typed range
 * with the very rule the shell applies, and shows the problem at the field before anything is sent.
 */

/** Largest search: a /16 is already 65,534 addresses. */
export const MIN_PREFIX_LENGTH = 16;
/** Searches of more addresses than a /LARGE_RANGE_PREFIX holds need an explicit confirmation. */
export const LARGE_RANGE_PREFIX = 20;
/** The most addresses one range may hold (a whole /16). */
export const MAX_RANGE_ADDRESSES = 2 ** (32 - MIN_PREFIX_LENGTH);
/** Above this many addresses (a /20's 4,096) a range needs the confirmation. */
export const LARGE_RANGE_ADDRESSES = 2 ** (32 - LARGE_RANGE_PREFIX);

/** TCP ports a search probes by default: controllers answer on 443, some on 8443. */
export const DEFAULT_SWEEP_PORTS = [443, 8443] as const;

export type SweepRangeForm = 'address' | 'cidr' | 'span';

/** A parsed range: the inclusive first and last address as unsigned 32-bit numbers. */
export interface ParsedSweepRange {
  form: SweepRangeForm;
  first: number;
  last: number;
  /** The CIDR prefix (form `cidr` only). */
  prefix?: number;
  /** How many addresses the text names (a CIDR's network and broadcast included). */
  size: number;
}

/** Why a text is not a range a search accepts, for a message at the field. */
export type SweepRangeProblem = 'format' | 'reversed' | 'too_large';

const QUAD = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The dotted quad as a number; no leading zeros (`010` is ambiguous), each part 0-255. */
export function ipv4Value(text: string): number | undefined {
  const match = QUAD.exec(text);
  if (!match) return undefined;
  let value = 0;
  for (const part of match.slice(1)) {
    const octet = Number(part);
    if (octet > 255 || (part.length > 1 && part.startsWith('0'))) return undefined;
    value = value * 256 + octet;
  }
  return value;
}

export function ipv4Text(value: number): string {
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');
}

function parseCidrForm(address: string, prefixText: string): ParsedSweepRange | undefined {
  if (!/^\d{1,2}$/.test(prefixText)) return undefined;
  const prefix = Number(prefixText);
  const value = ipv4Value(address);
  if (value === undefined || prefix > 32) return undefined;
  const size = 2 ** (32 - prefix);
  const first = prefix === 0 ? 0 : Math.floor(value / size) * size;
  return { form: 'cidr', first, last: first + size - 1, prefix, size };
}

function parseSpanForm(from: string, to: string): ParsedSweepRange | 'reversed' | undefined {
  const first = ipv4Value(from);
  if (first === undefined) return undefined;
  // `a.b.c.20-40`: the end repeats the start's first three parts.
  const last = /^\d{1,3}$/.test(to)
    ? ipv4Value(`${from.split('.').slice(0, 3).join('.')}.${to}`)
    : ipv4Value(to);
  if (last === undefined) return undefined;
  if (last < first) return 'reversed';
  return { form: 'span', first, last, size: last - first + 1 };
}

/** Parses a typed range, or says why it cannot be searched. Spaces around parts are allowed. */
export function parseSweepRange(text: string): ParsedSweepRange | SweepRangeProblem {
  const compact = text.replace(/\s+/g, '');
  let parsed: ParsedSweepRange | 'reversed' | undefined;
  if (compact.includes('/')) {
    const [address = '', prefix = '', ...rest] = compact.split('/');
    parsed = rest.length === 0 ? parseCidrForm(address, prefix) : undefined;
  } else if (compact.includes('-')) {
    const [from = '', to = '', ...rest] = compact.split('-');
    parsed = rest.length === 0 ? parseSpanForm(from, to) : undefined;
  } else {
    const value = ipv4Value(compact);
    parsed =
      value === undefined ? undefined : { form: 'address', first: value, last: value, size: 1 };
  }
  if (parsed === undefined) return 'format';
  if (parsed === 'reversed') return 'reversed';
  if (parsed.size > MAX_RANGE_ADDRESSES) return 'too_large';
  return parsed;
}

/** The canonical text of a typed range (`192.168.1.7/24` is `192.168.1.0/24`). */
export function formatSweepRange(range: ParsedSweepRange): string {
  if (range.form === 'cidr') return `${ipv4Text(range.first)}/${range.prefix ?? 32}`;
  if (range.form === 'address') return ipv4Text(range.first);
  return `${ipv4Text(range.first)}-${ipv4Text(range.last)}`;
}

/** True when searching the range needs the explicit large-range confirmation. */
export function isLargeRange(text: string): boolean {
  const parsed = parseSweepRange(text);
  return typeof parsed !== 'string' && parsed.size > LARGE_RANGE_ADDRESSES;
}
