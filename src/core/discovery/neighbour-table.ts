/**
 * What the kernel's neighbour (ARP) table says about the addresses of a sweep. The sweep's
 * first SYN to an address on one of the laptop's networks makes the kernel ask for it by ARP; a
 * host that is there answers within milliseconds and its entry becomes resolved, an absent one
 * stays unresolved (incomplete, then failed) until the kernel gives up some 3 s later. So an entry
 * still unresolved a moment after the SYN says "nobody there" long before the connect time limit
 * (docs/decisions.md, "Discovery", "Absent hosts cost a moment").
 *
 * Linux: /proc/net/arp of this network namespace (a file read, about 2 ms for 1,000 entries).
 * macOS and the BSDs: `arp -an`. Windows: `Get-NetNeighbor -AddressFamily IPv4` as JSON, its
 * State as the number of NL_NEIGHBOR_STATE (Unreachable 0, Incomplete 1, … Permanent 6), which no
 * display language changes, unlike the words of `arp -a` or `netsh` (docs/decisions.md,
 * "Neighbour table on every laptop"). Where no table is readable every silent host costs the
 * connect time limit, and the search says so once.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { parseIpv4 } from './cidr-range';

/** Resolved: the host answered ARP recently. Unresolved: asked, no answer (yet). */
export type NeighbourState = 'resolved' | 'unresolved';

/** IPv4 address (dotted quad) to state; addresses without an entry are absent from the map. */
export type NeighbourTable = ReadonlyMap<string, NeighbourState>;

/** Reads the table now; undefined when this computer offers no readable one. */
export type NeighbourTableReader = () => Promise<NeighbourTable | undefined>;

const PROC_NET_ARP = '/proc/net/arp';
/** ATF_COM in /proc/net/arp flags: the entry holds a hardware address (NUD_VALID states). */
const ATF_COM = 0x2;
const NO_LLADDR = /^(00:){5}00$/;

/**
 * Parses /proc/net/arp: `IP address  HW type  Flags  HW address  Mask  Device` after a header
 * line. Incomplete and failed entries have flags without ATF_COM and an all-zero address.
 */
export function parseProcNetArp(text: string): Map<string, NeighbourState> {
  const table = new Map<string, NeighbourState>();
  for (const line of text.split('\n').slice(1)) {
    const [address, , flagsText, lladdr] = line.trim().split(/\s+/);
    if (!address || !flagsText || parseIpv4(address) === undefined) continue;
    const flags = Number.parseInt(flagsText, 16);
    if (Number.isNaN(flags)) continue;
    const resolved = (flags & ATF_COM) !== 0 && !NO_LLADDR.test(lladdr ?? '');
    table.set(address, resolved ? 'resolved' : 'unresolved');
  }
  return table;
}

/**
 * Parses `arp -an` of macOS and the BSDs: `? (10.0.0.5) at 3c:22:fb:1:2:3 on en0 ifscope
 * [ethernet]`, or `at (incomplete)` for an address asked for and not answered.
 */
export function parseArpAn(text: string): Map<string, NeighbourState> {
  const table = new Map<string, NeighbourState>();
  for (const line of text.split('\n')) {
    const match = /\((\d{1,3}(?:\.\d{1,3}){3})\) at (\S+)/.exec(line);
    if (!match?.[1] || !match[2] || parseIpv4(match[1]) === undefined) continue;
    table.set(match[1], match[2] === '(incomplete)' ? 'unresolved' : 'resolved');
  }
  return table;
}

/** NL_NEIGHBOR_STATE values and names (nldef.h): the first two never got an answer. */
const WINDOWS_STATES = [
  'Unreachable',
  'Incomplete',
  'Probe',
  'Delay',
  'Stale',
  'Reachable',
  'Permanent',
] as const;
const WINDOWS_UNRESOLVED = new Set<unknown>([0, 1, 'Unreachable', 'Incomplete']);

function windowsState(state: unknown): NeighbourState | undefined {
  if (WINDOWS_UNRESOLVED.has(state)) return 'unresolved';
  const known =
    typeof state === 'number'
      ? Number.isInteger(state) && state >= 0 && state < WINDOWS_STATES.length
      : (WINDOWS_STATES as readonly unknown[]).includes(state);
  return known ? 'resolved' : undefined;
}

/**
 * Parses the JSON of `Get-NetNeighbor -AddressFamily IPv4` (an array, or one object when
 * PowerShell unwrapped a single entry), each with `IPAddress` and `State` as the enum's number
 * or name. Undefined when the text is not that JSON: the table is then not readable.
 */
export function parseNetNeighborJson(text: string): Map<string, NeighbourState> | undefined {
  let parsed: unknown;
  try {
    parsed = text.trim() === '' ? [] : JSON.parse(text);
  } catch {
    return undefined;
  }
  const rows: unknown[] = Array.isArray(parsed) ? parsed : [parsed];
  const table = new Map<string, NeighbourState>();
  for (const row of rows) {
    if (typeof row !== 'object' || row === null) return undefined;
    const { IPAddress: address, State: state } = row as Record<string, unknown>;
    if (typeof address !== 'string' || parseIpv4(address) === undefined) continue;
    const parsedState = windowsState(state);
    if (parsedState) table.set(address, parsedState);
  }
  return table;
}

/** The State as a number: the enum's names are fixed, but a number needs no name at all. */
const NET_NEIGHBOR_SCRIPT =
  "$ErrorActionPreference='Stop'; ConvertTo-Json -Compress -InputObject @(" +
  'Get-NetNeighbor -AddressFamily IPv4 | ForEach-Object { ' +
  '[pscustomobject]@{ IPAddress = $_.IPAddress; State = [int]$_.State } })';

function run(file: string, args: readonly string[], timeout: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      { timeout, maxBuffer: 4 * 1024 * 1024, windowsHide: true },
      (error, stdout) => resolve(error ? undefined : stdout),
    );
  });
}

const runArpAn = () => run('arp', ['-an'], 2000);
/** PowerShell itself takes up to a second or two to start on a cold laptop. */
const runNetNeighbor = () =>
  run('powershell.exe', ['-NoProfile', '-NonInteractive', '-Command', NET_NEIGHBOR_SCRIPT], 5000);

/** The reader for this platform, or undefined when it has no neighbour table to read. */
export function neighbourTableReader(
  platform: NodeJS.Platform = process.platform,
): NeighbourTableReader | undefined {
  if (platform === 'linux') {
    return () => readFile(PROC_NET_ARP, 'utf8').then(parseProcNetArp, () => undefined);
  }
  if (platform === 'darwin' || platform === 'freebsd' || platform === 'openbsd') {
    return () => runArpAn().then((text) => (text === undefined ? undefined : parseArpAn(text)));
  }
  if (platform === 'win32') {
    return () =>
      runNetNeighbor().then((text) =>
        text === undefined ? undefined : parseNetNeighborJson(text),
      );
  }
  return undefined;
}
