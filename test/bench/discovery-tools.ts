/**
 * Helpers of discovery.bench.ts: the side-by-side runs. `nmap` (when installed) with the same
 * ranges in the same network namespace: a host discovery (`-sn`, ARP on a local network as root)
 * and a TCP connect scan of the controller ports; and `turnkey discover` end to end, from the
 * command to its JSON on standard output, whatever its start-up costs at the time.
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = fileURLToPath(new URL('../../bin/turnkey.cjs', import.meta.url));
export const NMAP = '/usr/bin/nmap';

export interface TimedRun {
  ms: number;
  /** Hosts the tool reported as up (nmap) or controllers found (turnkey). */
  found: number;
}

/** Why nmap cannot run here, or undefined when it can. */
export function nmapMissing(): string | undefined {
  const run = spawnSync(NMAP, ['--version'], { encoding: 'utf8' });
  return run.status === 0 ? undefined : `${NMAP} is not installed (apt-get install nmap)`;
}

function timed(command: string, args: string[]): Promise<{ ms: number; stdout: string }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      const ms = performance.now() - t0;
      if (code === 0) resolve({ ms, stdout });
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}: ${stderr}`));
    });
  });
}

/** `nmap -n -sn RANGE`: hosts up. */
export async function nmapPing(range: string): Promise<TimedRun> {
  const { ms, stdout } = await timed(NMAP, ['-n', '-sn', range]);
  return { ms, found: (stdout.match(/^Host is up/gm) ?? []).length };
}

/** `nmap -n -Pn -sT -p 443,8443 --open RANGE`: hosts with an open controller port. */
export async function nmapConnect(range: string): Promise<TimedRun> {
  const { ms, stdout } = await timed(NMAP, ['-n', '-Pn', '-sT', '-p', '443,8443', '--open', range]);
  return { ms, found: (stdout.match(/^Nmap scan report for/gm) ?? []).length };
}

/**
 * `turnkey discover --cidr RANGE --no-local --no-mdns` as a user reads it: from the command to
 * the first `found` line on standard output (`ms`), and how many it printed.
 */
export function cliFirstPrinted(range: string): Promise<TimedRun> {
  const args = [BIN, 'discover', '--cidr', range, '--no-local', '--no-mdns'];
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let first = NaN;
    let stdout = '';
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (Number.isNaN(first) && chunk.includes('found  ')) first = performance.now() - t0;
      stdout += chunk;
    });
    child.once('error', reject);
    child.once('exit', () =>
      resolve({ ms: first, found: (stdout.match(/^found {2}/gm) ?? []).length }),
    );
  });
}

/** `turnkey discover --cidr RANGE --no-local --no-mdns --json`, from the command to the JSON. */
export async function cliDiscover(range: string): Promise<TimedRun> {
  const args = [BIN, 'discover', '--cidr', range, '--no-local', '--no-mdns', '--json'];
  if (Number(range.split('/')[1]) < 20) args.push('--allow-large');
  const { ms, stdout } = await timed(process.execPath, args);
  const result = JSON.parse(stdout) as { controllers: unknown[] };
  return { ms, found: result.controllers.length };
}
