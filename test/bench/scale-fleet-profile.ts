/**
 * Where the scale benchmark's fleet spends its CPU: sums the `.cpuprofile` files its parts wrote
 * (TURNKEY_SCALE_FLEET_PROF, scale-fleet-parts.ts) into self time by function, by owner (a
 * package, a Node module, a file of this project, the VM), and total time (self and callees) of
 * this project's functions. Run as `npx tsx test/bench/scale-fleet-profile.ts <folder> [top]
 * [newest]`: `newest` keeps only that many of the newest files (the parts of the last run; the
 * benchmark also starts the fleet once to set the site up). The profiler samples by the clock:
 * on a loaded machine the time a process waits for a core lands on the native call it waits in
 * (socket and file writes), so read those beside the fleet's CPU time, not instead of it.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface FleetProfileSummary {
  /** Sampled time outside idle, in ms. */
  busyMs: number;
  functions: { name: string; owner: string; ms: number }[];
  owners: { owner: string; ms: number }[];
  /** This project's functions by total time (their own and their callees'). */
  totals: { name: string; ms: number }[];
}

interface Sums {
  self: Map<string, number>;
  ownerOfName: Map<string, string>;
  owners: Map<string, number>;
  totals: Map<string, number>;
}

function ownerOf(url: string): string {
  if (url === '') return '(VM)';
  if (url.startsWith('node:')) return url;
  const file = url.replace(/^file:\/\//, '');
  if (file.includes('/node_modules/')) return file.replace(/^.*node_modules\//, '').split('/')[0]!;
  return file.replace(/^.*?\/(src|test)\//, '$1/');
}

/** `function file:line:column`, short; code made at run time and the VM's frames by name only. */
function nameOf(frame: ProfileNode['callFrame']): string {
  const fn = frame.functionName || '(anonymous)';
  if (frame.url === '') return fn;
  const file = frame.url.replace(/^file:\/\//, '').replace(/^.*\/(node_modules|src|test)\//, '$1/');
  return `${fn} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
}

function add(map: Map<string, number>, key: string, ms: number): void {
  map.set(key, (map.get(key) ?? 0) + ms);
}

/** Adds one profile to `sums`; returns its busy time in ms. */
function addProfile(profile: Profile, sums: Sums): number {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    if (!node || node.callFrame.functionName === '(idle)') return;
    busy += ms;
    const name = nameOf(node.callFrame);
    const owner = ownerOf(node.callFrame.url);
    add(sums.self, name, ms);
    sums.ownerOfName.set(name, owner);
    add(sums.owners, owner, ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const frame = nodes.get(at)?.callFrame;
      if (!frame || !ownerOf(frame.url).startsWith('src/')) continue;
      const own = nameOf(frame);
      if (!seen.has(own)) add(sums.totals, own, ms);
      seen.add(own);
    }
  });
  return busy;
}

export async function summarizeFleetProfiles(
  dir: string,
  top = 30,
  newest = Infinity,
): Promise<FleetProfileSummary> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.cpuprofile'));
  const dated = await Promise.all(
    names.map(async (n) => ({ n, at: (await stat(join(dir, n))).mtimeMs })),
  );
  const chosen = dated.sort((a, b) => b.at - a.at).slice(0, newest);
  const sums: Sums = {
    self: new Map(),
    ownerOfName: new Map(),
    owners: new Map(),
    totals: new Map(),
  };
  let busyMs = 0;
  for (const { n } of chosen)
    busyMs += addProfile(JSON.parse(await readFile(join(dir, n), 'utf8')) as Profile, sums);
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  return {
    busyMs,
    functions: sorted(sums.self).map(([name, ms]) => ({
      name,
      owner: sums.ownerOfName.get(name) ?? '',
      ms,
    })),
    owners: sorted(sums.owners).map(([owner, ms]) => ({ owner, ms })),
    totals: sorted(sums.totals).map(([name, ms]) => ({ name, ms })),
  };
}

if (process.argv[1]?.endsWith('scale-fleet-profile.ts')) {
  const [dir = '.', top = '30', newest] = process.argv.slice(2);
  const summary = await summarizeFleetProfiles(
    dir,
    Number(top),
    newest ? Number(newest) : Infinity,
  );
  const line = (ms: number, text: string) => `${ms.toFixed(0).padStart(8)} ms  ${text}`;
  console.log(`busy ${summary.busyMs.toFixed(0)} ms\n\nself time by function:`);
  for (const f of summary.functions) console.log(line(f.ms, f.name));
  console.log('\nby owner:');
  for (const o of summary.owners) console.log(line(o.ms, o.owner));
  console.log("\nthis project's functions by total time:");
  for (const t of summary.totals) console.log(line(t.ms, t.name));
}
