/**
 * What the kernel's neighbour (ARP) table says about the addresses of a sweep. The sweep's
 * first SYN to an address on one of the laptop's networks makes the kernel ask for it by ARP; a
 * host that is there answers within milliseconds and its entry becomes resolved, an absent one
 * stays unresolved (incomplete, then failed) until the kernel gives up some 3 s later. So an entry
 * still unresolved a moment after the SYN says "nobody there" long before the connect time limit
 * (docs/decisions.md, "Discovery", "Absent hosts cost a moment").
 *
 * Linux: /proc/net/arp of this network namespace (a file read, about 2 ms for 1,000 entries).
 * macOS and the BSDs: `arp -an`. Elsewhere (Windows lists resolved entries only) no table: every
 * silent host costs the connect time limit, as before.
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

function runArpAn(): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('arp', ['-an'], { timeout: 2000, maxBuffer: 4 * 1024 * 1024 }, (error, stdout) =>
      resolve(error ? undefined : stdout),
    );
  });
}

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
  return undefined;
}
