/**
 * Where a benchmark's time goes, for its section of docs/benchmarks.md: V8's sampling profiler
 * (the one `node --cpu-prof` uses) around one piece of work in this process, reduced to the
 * functions with the most self time and to the share of each package or Node module.
 */
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  /** `function file:line`, a package's file as `axios/lib/...`, Node's own as `node:...`. */
  name: string;
  /** Where it lives: a package, a Node module, this project's file or the VM. */
  owner: string;
  /** Self time per run of the work, in µs. */
  us: number;
}

export interface ProfileSummary {
  /** Time sampled per run of the work, idle excluded, in µs. */
  busyUs: number;
  /**
   * Of it, time in the VM's native frames (socket writes, the garbage collector): where a loaded
   * machine's waiting for a core shows, since samples are taken by the clock, not by CPU used.
   */
  nativeUs: number;
  functions: SelfTime[];
  owners: { owner: string; us: number }[];
}

const IDLE = new Set(['(idle)']);

function where(url: string, fn: string): { file: string; owner: string } {
  const file = url.replace(/^file:\/\//, '').replace(/^.*node_modules\//, '');
  // Code made at run time (`new Function`, as zod's compiled checks are) has no file or name.
  if (url === '' && fn === '') return { file: '', owner: '(generated code)' };
  if (url === '') return { file: '', owner: '(VM)' };
  if (url.startsWith('node:')) return { file: url, owner: url };
  if (url.includes('/node_modules/')) return { file, owner: file.split('/')[0] ?? file };
  const own = file.replace(/^.*?\/(src|test)\//, '$1/');
  return { file: own, owner: own };
}

function summarize(profile: Profile, runs: number, top: number): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfOf = new Map<string, SelfTime>();
  const owners = new Map<string, number>();
  let busy = 0;
  let native = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const delta = profile.timeDeltas[index] ?? 0;
    if (!node || IDLE.has(node.callFrame.functionName)) return;
    busy += delta;
    const { file, owner } = where(node.callFrame.url, node.callFrame.functionName);
    // Native frames are summed apart: the lists name the JavaScript that costs.
    if (owner === '(VM)') {
      native += delta;
      return;
    }
    const fn = node.callFrame.functionName || (file === '' ? '(generated code)' : '(anonymous)');
    const name = file === '' ? fn : `${fn} ${file}:${node.callFrame.lineNumber + 1}`;
    const entry = selfOf.get(name) ?? { name, owner, us: 0 };
    entry.us += delta;
    selfOf.set(name, entry);
    owners.set(owner, (owners.get(owner) ?? 0) + delta);
  });
  return {
    busyUs: busy / runs,
    nativeUs: native / runs,
    functions: [...selfOf.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, top)
      .map((entry) => ({ ...entry, us: entry.us / runs })),
    owners: [...owners]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([owner, us]) => ({ owner, us: us / runs })),
  };
}

/** Profiles `runs` runs of `work` (sampling every 50 µs) and summarizes them per run. */
export async function profileOf(
  work: () => Promise<unknown>,
  runs: number,
  top = 12,
): Promise<ProfileSummary> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 50 });
    await session.post('Profiler.start');
    for (let run = 0; run < runs; run++) await work();
    const { profile } = await session.post('Profiler.stop');
    return summarize(profile as unknown as Profile, runs, top);
  } finally {
    session.disconnect();
  }
}
