/**
 * Changes of a site's `controllers.json` (docs/decisions.md, "Job state and the controllers file
 * at the size of a site"). A change is checked and applied at once to what this process sees of
 * the file. A controller added, moved or removed is written before it is answered, with every
 * change gathered so far; a controller's last action and marks (told by the journal, which holds
 * them first) are gathered for WRITE_DELAY_MS (a millisecond per controller on larger sites) and
 * written together, as the job store gathers a job's steps: a crash loses at most those of the
 * last moment, while a job over 1,000 controllers writes the whole file about once a second
 * rather than at every step of every controller. Each write is atomic, under the file's lock, onto the file as it is on disk then
 * (another process's changes kept). What is gathered is written by `flushControllers` (the end
 * of a job, an engine closed), before a process ends by itself (the timer keeps it alive), and,
 * synchronously and as a last resort, when it is ended by `process.exit`.
 */
import { writeAtExit } from '../files/at-exit';
import { withFileLock } from '../files/file-lock';
import { folderOfExists } from '../files/folder-entries';
import { PARSED_ONCE } from '../files/parsed-once';
import type { writeAtomicNow } from '../files/write-at-exit';
import {
  checkedControllers,
  controllersText,
  readControllers,
  writeControllers,
} from './controllers-cache';
import { controllersFile, type ControllersFile } from './site-controller';

/** How long changes are gathered before they are written (the job store's step window). */
export const WRITE_DELAY_MS = 100;

type Change = (file: ControllersFile) => ControllersFile;

interface Pending {
  site: string;
  /** The file as on disk when `view` was made from it. */
  base: ControllersFile;
  /** `base` with `changes` applied: what this process sees. */
  view: ControllersFile;
  changes: Change[];
  timer: NodeJS.Timeout | undefined;
  /** The write on its way, if any. */
  writing: Promise<void> | undefined;
}

const pending = new Map<string, Pending>();

/**
 * The synchronous last write, loaded with the first change (it brings proper-lockfile): a process
 * that changes no controller, `turnkey site show` among them, starts without it
 * (docs/benchmarks.md, "CLI start-up").
 */
let writeNow: typeof writeAtomicNow | undefined;

/** `changes` applied one after another to `file`; one that no longer applies is left out. */
function applyAll(file: ControllersFile, changes: readonly Change[]): ControllersFile {
  let result = file;
  for (const change of changes) {
    try {
      const next = change(result);
      if (next !== result) result = checkedControllers(result, next);
    } catch {
      // It was checked against what this process saw; another process's change since (the
      // controller removed there) makes it moot, as it would have been had it come later.
    }
  }
  return result;
}

/** What this process sees of the file: as on disk (stat-checked), with its unwritten changes. */
export async function currentControllers(path: string, site: string): Promise<ControllersFile> {
  const base = await readControllers(path, site);
  return viewOn(path, base);
}

/** The pending view rebuilt on `base` when the file on disk changed under it. */
function viewOn(path: string, base: ControllersFile): ControllersFile {
  const waiting = pending.get(path);
  if (!waiting) return base;
  if (waiting.base !== base && !waiting.writing) {
    waiting.base = base;
    waiting.view = applyAll(base, waiting.changes);
  }
  return waiting.view;
}

/**
 * Applies `apply` to the file as this process sees it; throws when the result would read back
 * as a damaged site (nothing is kept of it). `durable`: resolves once it is on disk (with every
 * change gathered so far), as a controller added, moved or removed must be; otherwise written
 * within WRITE_DELAY_MS, as its last action and marks are (the journal holds them first).
 */
export async function changeControllers(
  path: string,
  site: string,
  apply: Change,
  durable: boolean,
): Promise<void> {
  writeNow ??= (await import('../files/write-at-exit')).writeAtomicNow;
  const base = await readControllers(path, site);
  const view = viewOn(path, base);
  const next = apply(view);
  if (next === view) return;
  const checked = checkedControllers(view, next);
  const waiting = pending.get(path) ?? newPending(path, site, base);
  waiting.view = checked;
  waiting.changes.push(apply);
  if (!durable) return schedule(path, waiting);
  try {
    await flushControllers(path);
  } catch (error) {
    // Not written: it is not kept either, as before a failed write (a full disk).
    const at = waiting.changes.indexOf(apply);
    if (at >= 0) {
      waiting.changes.splice(at, 1);
      waiting.view = applyAll(waiting.base, waiting.changes);
    }
    throw error;
  }
}

function newPending(path: string, site: string, base: ControllersFile): Pending {
  const created: Pending = {
    site,
    base,
    view: base,
    changes: [],
    timer: undefined,
    writing: undefined,
  };
  pending.set(path, created);
  writeAtExit(writeAllNow);
  return created;
}

/**
 * How long a file's changes are gathered: WRITE_DELAY_MS, or a millisecond per controller on
 * larger sites, so the whole file, written at every write, costs the same share of the time
 * whatever the site's size (a job over 1,000 controllers writes it about once a second).
 */
export function gatherMs(controllers: number): number {
  return Math.max(WRITE_DELAY_MS, controllers);
}

function schedule(path: string, waiting: Pending): void {
  if (waiting.timer || waiting.writing) return;
  const delay = gatherMs(waiting.view.controllers.length);
  waiting.timer = setTimeout(() => {
    waiting.timer = undefined;
    // A write that fails (a full disk) is kept and tried again; flushControllers reports it.
    flushControllers(path).catch(() => {
      if (pending.get(path) === waiting && !waiting.timer) {
        waiting.timer = setTimeout(() => {
          waiting.timer = undefined;
          void flushControllers(path).catch(() => undefined);
        }, delay * 10);
      }
    });
  }, delay);
}

/** Writes this process's unwritten changes of the file now; resolves once they are on disk. */
export async function flushControllers(path: string): Promise<void> {
  const waiting = pending.get(path);
  if (!waiting) return;
  if (waiting.writing) {
    await waiting.writing.catch(() => undefined);
    return flushControllers(path);
  }
  clearTimeout(waiting.timer);
  waiting.timer = undefined;
  const writing = write(path, waiting);
  waiting.writing = writing;
  try {
    await writing;
  } finally {
    waiting.writing = undefined;
  }
  if (waiting.changes.length > 0) schedule(path, waiting);
  else if (pending.get(path) === waiting) pending.delete(path);
}

async function write(path: string, waiting: Pending): Promise<void> {
  if (!(await folderOfExists(path))) {
    // The site was deleted: nothing of it is written back.
    pending.delete(path);
    return;
  }
  const written = await withFileLock(path, async () => {
    const onDisk = await readControllers(path, waiting.site, true);
    // From here to the write nothing else runs: the changes counted are those in the view.
    const count = waiting.changes.length;
    const mine = onDisk === waiting.base;
    // Unchanged on disk since: what this process sees is what to write, already checked.
    const file = mine ? waiting.view : applyAll(onDisk, waiting.changes.slice(0, count));
    if (file !== onDisk) await writeControllers(path, file);
    return { file, count, mine };
  });
  waiting.changes.splice(0, written.count);
  waiting.base = written.file;
  // Changes asked during the write were applied onto the view written, unless another
  // process's changes were merged into it: then the view is made again on what was written.
  if (!written.mine) waiting.view = applyAll(written.file, waiting.changes);
}

/** Writes every file's unwritten changes (a shell closing its engine). */
export async function flushAllControllers(): Promise<void> {
  await Promise.all([...pending.keys()].map((path) => flushControllers(path)));
}

/** Drops the unwritten changes of a file whose site was deleted. */
export function dropControllerChanges(path: string): void {
  const waiting = pending.get(path);
  if (waiting) clearTimeout(waiting.timer);
  pending.delete(path);
}

/**
 * `process.exit` ends the process without waiting for timers: the unwritten changes are written
 * at once onto the file as it is on disk then (files/write-at-exit.ts).
 */
function writeAllNow(): void {
  if (!writeNow) return;
  for (const [path, waiting] of pending) {
    if (waiting.changes.length === 0) continue;
    writeNow(path, (onDisk) =>
      controllersText(applyAll(onDiskNow(onDisk, waiting), waiting.changes)),
    );
  }
  pending.clear();
}

function onDiskNow(onDisk: string | undefined, waiting: Pending): ControllersFile {
  try {
    return controllersFile.parse(JSON.parse(onDisk ?? ''), PARSED_ONCE);
  } catch {
    return waiting.base;
  }
}
