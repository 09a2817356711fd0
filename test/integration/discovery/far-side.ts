/**
 * A LAN where absent hosts are silent, as on site: a veth pair from this network namespace to an
 * empty one that holds only the simulators, so an address nobody holds gets no ARP answer (on
 * loopback every absent host refuses at once). Optionally with latency on the far side, for a
 * controller behind a slow link: `tc netem` where the kernel has it, else delay-bridge.py (raw
 * sockets in a namespace between the two sides) forwards every frame late. Needs Linux, root,
 * unshare, nsenter and ip (for latency also netem or /usr/bin/python3); `farSideMissing` says what
 * is missing. Run it inside a private namespace of its own (the tests and the benchmark do), so
 * nothing leaves the machine.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const FLEET = fileURLToPath(new URL('../../bench/discovery-far-fleet.ts', import.meta.url));
const BRIDGE = fileURLToPath(new URL('./delay-bridge.py', import.meta.url));
const PYTHON = '/usr/bin/python3';

export interface FarSideOptions {
  /** This side's address with the prefix of the link network (`10.77.0.1/22`). */
  near: string;
  /** The far side's own address with the same prefix. */
  far: string;
  /** Addresses of the simulators (port 443), on the link network. */
  hosts: readonly string[];
  /** Folder for the simulators' data. */
  dataRoot: string;
  /** Interface names (at most 14 characters), unique among those running at once. */
  names: { near: string; far: string };
  /** Latency added to everything the far side sends, ARP answers included. */
  delayMs?: number;
}

export interface FarSide {
  fingerprints: string[];
  /** Forgets the neighbours, so every run pays ARP for every absent host again. */
  flush: () => void;
  /** The process holding the far namespace (for `nsenter -t PID -n`). */
  pid: string;
  stop(): Promise<void>;
}

function sh(command: string, args: string[]): void {
  const run = spawnSync(command, args, { encoding: 'utf8' });
  if (run.status !== 0)
    throw new Error(`${command} ${args.join(' ')}: ${run.stderr || run.error?.message}`);
}

function works(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/** Why a far side cannot be built here, or undefined when it can. */
export function farSideMissing(options: { delay?: boolean } = {}): string | undefined {
  if (process.platform !== 'linux') return `${process.platform} has no network namespaces`;
  if (process.getuid?.() !== 0) return 'not running as root';
  for (const tool of ['unshare', 'nsenter', 'ip']) {
    if (!works('which', [tool])) return `${tool} is not installed`;
  }
  if (!works('unshare', ['-n', 'true'])) return 'network namespaces are not allowed here';
  if (options.delay && !netemWorks() && !works(PYTHON, ['-c', 'import socket; socket.AF_PACKET'])) {
    return 'no way to add latency: the kernel has no netem and there is no /usr/bin/python3';
  }
  return undefined;
}

function netemWorks(): boolean {
  return works('unshare', [
    '-n',
    'tc',
    'qdisc',
    'add',
    'dev',
    'lo',
    'root',
    'netem',
    'delay',
    '1ms',
  ]);
}

function holdNamespace(): ChildProcess {
  return spawn('unshare', ['-n', 'sleep', '3600'], { stdio: 'ignore' });
}

/** Starts delay-bridge.py between `a` and `b` inside namespace `pid`; resolves once it runs. */
async function startBridge(
  pid: string,
  a: string,
  b: string,
  delayMs: number,
): Promise<ChildProcess> {
  const bridge = spawn('nsenter', ['-t', pid, '-n', PYTHON, BRIDGE, a, b, String(delayMs)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    bridge.once('exit', (code) => reject(new Error(`delay bridge exited with ${code}`)));
    createInterface({ input: bridge.stdout }).once('line', () => resolve());
  });
  return bridge;
}

export async function startFarSide(options: FarSideOptions): Promise<FarSide> {
  const holder = holdNamespace();
  const bridged = options.delayMs !== undefined && !netemWorks();
  const middle = bridged ? holdNamespace() : undefined;
  await new Promise((resolve) => setTimeout(resolve, 200));
  const pid = String(holder.pid);
  const inFar = (args: string[]) => sh('nsenter', ['-t', pid, '-n', ...args]);
  const { near, far } = options.names;
  const prefix = options.far.split('/')[1] ?? '24';
  let fleet: ChildProcess | undefined;
  let bridge: ChildProcess | undefined;
  try {
    if (middle) {
      // near <-> [far+m  bridge  far+n] <-> far. Large frames: veth passes TCP segments of up
      // to 64 KiB, which the bridge must be able to send on as they are.
      const mid = String(middle.pid);
      const inMid = (args: string[]) => sh('nsenter', ['-t', mid, '-n', ...args]);
      sh('ip', ['link', 'add', near, 'mtu', '65000', 'type', 'veth', 'peer', 'name', `${far}m`]);
      sh('ip', ['link', 'set', `${far}m`, 'netns', mid]);
      inMid(['ip', 'link', 'add', `${far}n`, 'mtu', '65000', 'type', 'veth', 'peer', 'name', far]);
      inMid(['ip', 'link', 'set', far, 'netns', pid]);
      inMid(['ip', 'link', 'set', `${far}m`, 'mtu', '65000', 'up']);
      inMid(['ip', 'link', 'set', `${far}n`, 'up']);
      inFar(['ip', 'link', 'set', far, 'mtu', '65000']);
      bridge = await startBridge(mid, `${far}m`, `${far}n`, options.delayMs ?? 0);
    } else {
      sh('ip', ['link', 'add', near, 'type', 'veth', 'peer', 'name', far]);
      sh('ip', ['link', 'set', far, 'netns', pid]);
    }
    sh('ip', ['addr', 'add', options.near, 'dev', near]);
    sh('ip', ['link', 'set', near, 'up']);
    inFar(['ip', 'link', 'set', 'lo', 'up']);
    inFar(['ip', 'addr', 'add', options.far, 'dev', far]);
    for (const host of options.hosts) inFar(['ip', 'addr', 'add', `${host}/${prefix}`, 'dev', far]);
    inFar(['ip', 'link', 'set', far, 'up']);
    if (options.delayMs !== undefined && !middle) {
      inFar(['tc', 'qdisc', 'add', 'dev', far, 'root', 'netem', 'delay', `${options.delayMs}ms`]);
    }
    const child = spawn(
      'nsenter',
      [
        '-t',
        pid,
        '-n',
        process.execPath,
        '--import',
        'tsx',
        FLEET,
        options.dataRoot,
        ...options.hosts,
      ],
      { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
    );
    fleet = child;
    const line = await new Promise<string>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`far fleet exited with ${code}`)));
      createInterface({ input: child.stdout }).once('line', resolve);
    });
    const { fingerprints } = JSON.parse(line) as { fingerprints: string[] };
    return {
      fingerprints,
      pid,
      flush: () => sh('ip', ['neigh', 'flush', 'dev', near]),
      stop: async () => {
        child.stdin?.end();
        await new Promise((resolve) => child.once('exit', resolve));
        bridge?.kill();
        middle?.kill();
        holder.kill();
        spawnSync('ip', ['link', 'del', near]);
      },
    };
  } catch (error) {
    fleet?.kill();
    bridge?.kill();
    middle?.kill();
    holder.kill();
    spawnSync('ip', ['link', 'del', near]);
    throw error;
  }
}
