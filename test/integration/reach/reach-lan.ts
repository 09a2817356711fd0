/**
 * A laptop and a switch of factory-addressed controllers on two networks, for real: a "laptop"
 * network namespace on 192.168.77.0/24 and a "switch" namespace holding three simulators on
 * 10.99.0.0/24 (and a silent device at 10.99.0.254 that only answers ARP), joined by a veth
 * pair with a 224.0.0.0/4 route on each end, so the laptop hears the controllers' mDNS adverts
 * but cannot reach them over HTTPS. The simulators are `turnkey simulate` processes run inside
 * the switch namespace with nsenter; the laptop's commands run in its namespace the same way.
 * Needs Linux, root, unshare, nsenter, ip and arping; `reachLanMissing` says what is missing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const BIN = fileURLToPath(new URL('../../../bin/turnkey.cjs', import.meta.url));
export const LAPTOP_ADDRESS = '192.168.77.10';
export const SILENT_DEVICE = '10.99.0.254';

export interface LanSimulator {
  host: string;
  serial: string;
  fingerprint: string;
  child: ChildProcess;
}

export interface ReachLan {
  /** The laptop's end of the veth pair: a Cyrillic name, as a localised system may give. */
  laptopLink: string;
  laptopPid: string;
  simulators: LanSimulator[];
  /** The laptop's IPv4 addresses on its link now, as `ip -j addr` says (`address/prefix`). */
  laptopAddresses(): string[];
  /** Runs `ip ARGS` in the switch's namespace (an address a simulator may move to). */
  inSwitch(args: string[]): string;
  /** The switch's end of the veth pair. */
  switchLink: string;
  /** Runs a program in the laptop's namespace. */
  inLaptop(file: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess;
  stop(): Promise<void>;
}

function works(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/**
 * Why the LAN cannot be built here; undefined when it can. Off Linux or without root the suite
 * leaves namespace tests out (docs/decisions.md, "Test runner"); on Linux as root a missing tool
 * or a refused namespace is said, never passed over.
 */
export function reachLanMissing(): string | undefined {
  if (process.platform !== 'linux') return `${process.platform} has no network namespaces`;
  if (process.getuid?.() !== 0) return 'not running as root';
  return undefined;
}

/** What stops the LAN on a machine that should build it: the test fails with these words. */
export function reachLanBroken(): string | undefined {
  for (const tool of ['unshare', 'nsenter', 'ip', 'arping']) {
    if (!works('which', [tool]))
      return `${tool} is not installed (apt-get install util-linux iproute2 iputils-arping)`;
  }
  if (!works('unshare', ['-n', 'true'])) return 'network namespaces are not allowed here';
  return undefined;
}

function sh(command: string, args: string[]): string {
  const run = spawnSync(command, args, { encoding: 'utf8' });
  if (run.status !== 0)
    throw new Error(`${command} ${args.join(' ')}: ${run.stderr || run.error?.message}`);
  return run.stdout;
}

function holdNamespace(): ChildProcess {
  return spawn('unshare', ['-n', 'sleep', '3600'], { stdio: 'ignore' });
}

async function namespaceReady(holder: ChildProcess): Promise<string> {
  const own = sh('readlink', ['/proc/self/ns/net']).trim();
  for (let tries = 0; tries < 100; tries++) {
    const theirs = spawnSync('readlink', [`/proc/${holder.pid}/ns/net`], { encoding: 'utf8' });
    if (theirs.status === 0 && theirs.stdout.trim() !== own) return String(holder.pid);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the namespace holder did not start');
}

/** `turnkey simulate` at `host`:443 inside namespace `pid`; resolves once it listens. */
function startSimulator(pid: string, host: string, serial: string, data: string) {
  const simulate = ['simulate', '--listen', `${host}:443`, '--serial', serial, '--data', data];
  return spawn('nsenter', ['-t', pid, '-n', process.execPath, BIN, ...simulate, '--no-control'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
}

async function listening(child: ChildProcess): Promise<string> {
  let out = '';
  let err = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`simulator exited (${code}):\n${out}\n${err}`)));
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const fingerprint = /fingerprint: ([0-9A-F:]{95})/.exec(out)?.[1];
      if (/Listening on https:\/\//.test(out) && fingerprint) resolve(fingerprint);
    });
  });
}

export async function startReachLan(): Promise<ReachLan> {
  const laptop = holdNamespace();
  const sw = holdNamespace();
  const dataRoot = await mkdtemp(join(tmpdir(), 'turnkey-reach-lan-'));
  const simulators: LanSimulator[] = [];
  const laptopLink = 'тк-сеть';
  const switchLink = 'tkReachSw';
  const stop = async () => {
    for (const sim of simulators) sim.child.kill('SIGTERM');
    await Promise.all(
      simulators.map((sim) => new Promise((resolve) => sim.child.once('exit', resolve))),
    );
    laptop.kill();
    sw.kill();
    await rm(dataRoot, { recursive: true, force: true });
  };
  try {
    // By its full path: a test runs the command with a PATH that holds nothing.
    const nsenter = sh('which', ['nsenter']).trim();
    const L = await namespaceReady(laptop);
    const S = await namespaceReady(sw);
    const inL = (args: string[]) => sh('nsenter', ['-t', L, '-n', ...args]);
    const inS = (args: string[]) => sh('nsenter', ['-t', S, '-n', ...args]);
    inL(['ip', 'link', 'add', laptopLink, 'type', 'veth', 'peer', 'name', switchLink]);
    inL(['ip', 'link', 'set', switchLink, 'netns', S]);
    inL(['ip', 'link', 'set', 'lo', 'up']);
    inL(['ip', 'addr', 'add', `${LAPTOP_ADDRESS}/24`, 'dev', laptopLink]);
    inL(['ip', 'link', 'set', laptopLink, 'up']);
    inL(['ip', 'route', 'add', '224.0.0.0/4', 'dev', laptopLink]);
    inS(['ip', 'link', 'set', 'lo', 'up']);
    for (const host of ['10.99.0.11', '10.99.0.12', '10.99.0.13', SILENT_DEVICE])
      inS(['ip', 'addr', 'add', `${host}/24`, 'dev', switchLink]);
    inS(['ip', 'link', 'set', switchLink, 'up']);
    inS(['ip', 'route', 'add', '224.0.0.0/4', 'dev', switchLink]);
    // One run first, so the three simulators find the command already built.
    sh(process.execPath, [BIN, '--version']);
    for (const last of [11, 12, 13]) {
      const host = `10.99.0.${last}`;
      const serial = `RCH-${last}`;
      const child = startSimulator(S, host, serial, join(dataRoot, serial));
      simulators.push({ host, serial, child, fingerprint: '' });
      simulators[simulators.length - 1]!.fingerprint = await listening(child);
    }
    return {
      laptopLink,
      laptopPid: L,
      simulators,
      inSwitch: (args) => inS(['ip', ...args]),
      switchLink,
      laptopAddresses: () => {
        const text = inL(['ip', '-j', 'addr', 'show', 'dev', laptopLink]);
        const links = JSON.parse(text) as Array<{
          addr_info: Array<{ family: string; local: string; prefixlen: number }>;
        }>;
        return links.flatMap((link) =>
          link.addr_info.filter((a) => a.family === 'inet').map((a) => `${a.local}/${a.prefixlen}`),
        );
      },
      inLaptop: (file, args, env) =>
        spawn(nsenter, ['-t', L, '-n', file, ...args], {
          cwd: ROOT,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
