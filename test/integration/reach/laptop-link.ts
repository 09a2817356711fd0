/**
 * This test's own network namespace as the laptop, on 192.168.77.0/24 over a veth link into a
 * "switch" namespace where a simulator listens at 10.99.0.11:443 and announces itself over mDNS
 * (a 224.0.0.0/4 route on each end). Unlike reach-lan.ts the laptop is the test process itself,
 * so services run in it (the app's channels, the browser host) add their addresses for real.
 * Needs Linux, root, unshare, nsenter, ip and arping (reach-lan.ts says what is missing).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BIN, reachLanBroken } from './reach-lan';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const LAPTOP_CIDR = '192.168.77.10/24';
export const CONTROLLER = '10.99.0.11';

export interface LaptopLink {
  /** The laptop's end of the link, in this namespace. */
  link: string;
  /** The IPv4 addresses on the link now (`address/prefix`). */
  onLink(): string[];
  stop(): Promise<void>;
}

function sh(file: string, args: string[]): string {
  const run = spawnSync(file, args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${file} ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
}

async function holdNamespace(): Promise<ChildProcess> {
  const holder = spawn('unshare', ['-n', 'sleep', '3600'], { stdio: 'ignore' });
  const own = sh('readlink', ['/proc/self/ns/net']).trim();
  for (let tries = 0; tries < 100; tries++) {
    const theirs = spawnSync('readlink', [`/proc/${holder.pid}/ns/net`], { encoding: 'utf8' });
    if (theirs.status === 0 && theirs.stdout.trim() !== own) return holder;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  holder.kill();
  throw new Error('the switch namespace did not start');
}

function startSimulator(pid: number, data: string): Promise<ChildProcess> {
  const args = ['simulate', '--listen', `${CONTROLLER}:443`, '--serial', 'RCH-APP'];
  const child = spawn(
    'nsenter',
    ['-t', String(pid), '-n', process.execPath, BIN, ...args, '--data', data, '--no-control'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: process.env },
  );
  let out = '';
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`simulator exited (${code}): ${out}`)));
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      if (/Listening on https:\/\//.test(out)) resolve(child);
    });
  });
}

/** Builds the link and starts the simulator; `name` makes the link's name this run's own. */
export async function startLaptopLink(name: string): Promise<LaptopLink> {
  const broken = reachLanBroken();
  if (broken) throw new Error(`cannot build the laptop and switch: ${broken}`);
  const link = `${name}${process.pid % 1000}`;
  const peer = `${link}p`;
  const data = await mkdtemp(join(tmpdir(), 'turnkey-laptop-link-'));
  const holder = await holdNamespace();
  let simulator: ChildProcess | undefined;
  const stop = async () => {
    simulator?.kill('SIGTERM');
    if (simulator) await new Promise((resolve) => simulator!.once('exit', resolve));
    holder.kill();
    spawnSync('ip', ['link', 'del', link]);
    await rm(data, { recursive: true, force: true });
  };
  try {
    sh('ip', ['link', 'add', link, 'type', 'veth', 'peer', 'name', peer]);
    sh('ip', ['link', 'set', peer, 'netns', String(holder.pid)]);
    sh('ip', ['link', 'set', 'lo', 'up']);
    sh('ip', ['addr', 'add', LAPTOP_CIDR, 'dev', link]);
    sh('ip', ['link', 'set', link, 'up']);
    sh('ip', ['route', 'add', '224.0.0.0/4', 'dev', link]);
    const inS = (args: string[]) => sh('nsenter', ['-t', String(holder.pid), '-n', 'ip', ...args]);
    inS(['link', 'set', 'lo', 'up']);
    inS(['addr', 'add', `${CONTROLLER}/24`, 'dev', peer]);
    inS(['link', 'set', peer, 'up']);
    inS(['route', 'add', '224.0.0.0/4', 'dev', peer]);
    sh(process.execPath, [BIN, '--version']);
    simulator = await startSimulator(holder.pid!, join(data, 'simulator'));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    link,
    onLink: () =>
      (
        JSON.parse(sh('ip', ['-j', '-4', 'addr', 'show', 'dev', link])) as Array<{
          addr_info: Array<{ local: string; prefixlen: number }>;
        }>
      ).flatMap((entry) => entry.addr_info.map((a) => `${a.local}/${a.prefixlen}`)),
    stop,
  };
}
