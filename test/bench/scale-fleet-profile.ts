/**
 * Where the scale benchmark's fleet spends its CPU: sums the `.cpuprofile` files its parts wrote
 * (TURNKEY_SCALE_FLEET_PROF, scale-fleet-parts.ts) into self time by function and by owner (a
 * package, a Node module, a file of this project, the VM). Run as
 * `npx tsx test/bench/scale-fleet-profile.ts <folder> [top] [newest]`: `newest` keeps only that
 * many of the newest files (the parts of the last run; the benchmark also starts the fleet once
 * to set the site up).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
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
}

function ownerOf(url: string): string {
  if (url === '') return '(VM)';
  if (url.startsWith('node:')) return url;
  const file = url.replace(/^file:\/\//, '');
  if (file.includes('/node_modules/')) return file.replace(/^.*node_modules\//, '').split('/')[0]!;
  return file.replace(/^.*?\/(src|test)\//, '$1/');
}

function add(map: Map<string, number>, key: string, ms: number): void {
  map.set(key, (map.get(key) ?? 0) + ms);
}

/** Adds one profile's self times to `byName` and `byOwner`; returns its busy time in ms. */
function addProfile(
  profile: Profile,
  byName: Map<string, number>,
  owners: Map<string, string>,
  byOwner: Map<string, number>,
): number {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    if (!node || node.callFrame.functionName === '(idle)') return;
    busy += ms;
    const { functionName, url, lineNumber } = node.callFrame;
    const owner = ownerOf(url);
    const name = `${functionName || '(anonymous)'}${url ? ` ${owner === '(VM)' ? '' : url.replace(/^.*\/(node_modules|src|test)\//, '$1/').replace(/^file:\/\//, '')}:${lineNumber + 1}` : ''}`;
    add(byName, name, ms);
    owners.set(name, owner);
    add(byOwner, owner, ms);
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
  const byName = new Map<string, number>();
  const owners = new Map<string, string>();
  const byOwner = new Map<string, number>();
  let busyMs = 0;
  for (const { n } of chosen) {
    const profile = JSON.parse(await readFile(join(dir, n), 'utf8')) as Profile;
    busyMs += addProfile(profile, byName, owners, byOwner);
  }
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  return {
    busyMs,
    functions: sorted(byName).map(([name, ms]) => ({ name, owner: owners.get(name) ?? '', ms })),
    owners: sorted(byOwner).map(([owner, ms]) => ({ owner, ms })),
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
}
