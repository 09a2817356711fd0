/**
 * The known-controllers file as this process sees it, shared by every store of the same path
 * (docs/decisions.md, "Job state and the controllers file at the size of a site"). What was read
 * is kept while a `stat` shows the file unchanged (another process's atomic write gives it a new
 * inode and time). A controller's marks (the factory-password mark written at every login) are
 * applied at once to what this process sees and gathered for WRITE_DELAY_MS, then written
 * together, atomically, under the file's lock, onto the file as it is on disk then; every other
 * change (a pin trusted, moved or forgotten, a login remembered) is written before it is
 * answered, with the marks gathered so far. What is gathered is written by `flushKnownControllers`
 * (a job's end, a shell closing), before a process ends by itself (the timer keeps it alive),
 * and, synchronously and as a last resort, when it is ended by `process.exit`, as the site's
 * `controllers.json` is (src/core/site/controllers-change.ts).
 */
import { readFile, stat } from 'node:fs/promises';
import { writeAtExit } from '../files/at-exit';
import { folderOfExists } from '../files/folder-entries';
import type { KnownControllersFile } from './known-controller.schema';
import { schema, writing } from './known-controllers-lazy';

/** How long marks are gathered before they are written (the site's controllers file's window). */
export const WRITE_DELAY_MS = 100;

/** One change of the file; it throws when it no longer applies (its controller forgotten). */
export type Change = (file: KnownControllersFile) => KnownControllersFile;

interface Shared {
  /** The file as last read or written here, with what `stat` said of it then. */
  kept: { version: string; file: KnownControllersFile } | undefined;
  /** Marks applied to what this process sees and not written yet, in order. */
  marks: Change[];
  /** `base` (the file as on disk) with `marks` applied; none while there are no marks. */
  view: { base: KnownControllersFile; file: KnownControllersFile } | undefined;
  timer: NodeJS.Timeout | undefined;
  /** This process's writes of the file, one at a time. */
  queue: Promise<unknown>;
}

const EMPTY: KnownControllersFile = Object.freeze({ version: 1, controllers: [] });
const files = new Map<string, Shared>();

function shared(path: string): Shared {
  let found = files.get(path);
  if (!found) {
    found = {
      kept: undefined,
      marks: [],
      view: undefined,
      timer: undefined,
      queue: Promise.resolve(),
    };
    files.set(path, found);
  }
  return found;
}

/** `changes` applied one after another; one that no longer applies is left out. */
function applyAll(file: KnownControllersFile, changes: readonly Change[]): KnownControllersFile {
  let result = file;
  for (const change of changes) {
    try {
      result = change(result);
    } catch {
      // Its controller was forgotten by another process since: the mark is moot.
    }
  }
  return result;
}

/** What this process sees of the file: as on disk (stat-checked), with its unwritten marks. */
export async function currentFile(path: string): Promise<KnownControllersFile> {
  const state = shared(path);
  return viewOn(state, await onDisk(path, state));
}

/** The marks applied to `base`, made again when the file on disk changed under them. */
function viewOn(state: Shared, base: KnownControllersFile): KnownControllersFile {
  if (state.marks.length === 0) return base;
  if (state.view?.base !== base) state.view = { base, file: applyAll(base, state.marks) };
  return state.view.file;
}

/**
 * A mark: applied at once to what this process sees (throws as `change` does, nothing kept),
 * written within WRITE_DELAY_MS with the others gathered meanwhile. Marks only set fields, so
 * one applied again onto a file that already has it changes nothing.
 */
export async function markFile<T>(
  path: string,
  change: (file: KnownControllersFile) => { file: KnownControllersFile; result: T },
): Promise<T> {
  const state = shared(path);
  // Loaded before a mark is kept: the write at process.exit cannot wait for them.
  await Promise.all([writing.get(), schema.get()]);
  const base = await onDisk(path, state);
  const view = viewOn(state, base);
  const { file, result } = change(view);
  if (file === view) return result;
  state.marks.push((next) => change(next).file);
  state.view = { base, file };
  writeAtExit(writeAllNow);
  schedule(path, state);
  return result;
}

/**
 * A change written before it is answered: one at a time in this process and under the file's
 * lock across processes, onto the file as it is on disk then, with the marks gathered so far.
 */
export function changeFile<T>(
  path: string,
  change: (file: KnownControllersFile) => { file: KnownControllersFile; result: T },
): Promise<T> {
  const state = shared(path);
  const next = state.queue.then(async () =>
    (await writing.get()).withFileLock(path, async () => {
      const count = state.marks.length;
      const marked = applyAll(await onDisk(path, state), state.marks.slice(0, count));
      const { file, result } = change(marked);
      await write(path, state, file, count);
      return result;
    }),
  );
  state.queue = next.catch(() => undefined);
  return next;
}

/** Writes the marks this process gathered of the file; resolves once they are on disk. */
export function flushKnownControllers(path: string): Promise<void> {
  const state = files.get(path);
  if (!state) return Promise.resolve();
  if (state.marks.length === 0) return state.queue.then(() => undefined);
  clearTimeout(state.timer);
  state.timer = undefined;
  const next = state.queue.then(async () => {
    if (state.marks.length === 0) return;
    if (!(await folderOfExists(path))) {
      // The data folder was removed: nothing of it is written back.
      drop(state);
      return;
    }
    await (
      await writing.get()
    ).withFileLock(path, async () => {
      const count = state.marks.length;
      const base = await onDisk(path, state);
      const file = applyAll(base, state.marks.slice(0, count));
      if (file === base) forgetMarks(state, count, base);
      else await write(path, state, file, count);
    });
  });
  state.queue = next.catch(() => undefined);
  return next;
}

/** Writes the marks gathered of every known-controllers file (a shell closing). */
export async function flushAllKnownControllers(): Promise<void> {
  await Promise.all([...files.keys()].map((path) => flushKnownControllers(path)));
}

async function write(
  path: string,
  state: Shared,
  file: KnownControllersFile,
  count: number,
): Promise<void> {
  await (await writing.get()).writeFileAtomic(path, text(file));
  const version = await versionOf(path);
  state.kept = version === undefined ? undefined : { version, file };
  forgetMarks(state, count, file);
}

/** The first `count` marks are in `base` (written, or moot): the view is rebuilt on it. */
function forgetMarks(state: Shared, count: number, base: KnownControllersFile): void {
  state.marks.splice(0, count);
  state.view = state.marks.length === 0 ? undefined : { base, file: applyAll(base, state.marks) };
  if (state.marks.length === 0) {
    clearTimeout(state.timer);
    state.timer = undefined;
  }
}

function drop(state: Shared): void {
  clearTimeout(state.timer);
  state.timer = undefined;
  state.marks = [];
  state.view = undefined;
}

function schedule(path: string, state: Shared, delay = WRITE_DELAY_MS, retry = true): void {
  if (state.timer) return;
  state.timer = setTimeout(() => {
    state.timer = undefined;
    // A write that fails (a full disk) is kept and tried once more a moment later; then it waits
    // for the next mark, a flush or the process's exit, so a process never stays up for it.
    flushKnownControllers(path).catch(() => {
      if (retry && state.marks.length > 0) schedule(path, state, WRITE_DELAY_MS * 10, false);
    });
  }, delay);
}

function text(file: KnownControllersFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** What tells one state of the file from another: its inode, size and time; none if absent. */
async function versionOf(path: string): Promise<string | undefined> {
  try {
    const info = await stat(path, { bigint: true });
    return `${info.ino}:${info.size}:${info.mtimeNs}:${info.ctimeNs}`;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The file as on disk: what was kept while `stat` shows it unchanged, else read and checked. */
async function onDisk(path: string, state: Shared): Promise<KnownControllersFile> {
  const version = await versionOf(path);
  if (version === undefined) {
    state.kept = undefined;
    return EMPTY;
  }
  if (state.kept?.version === version) return state.kept.file;
  let content: string;
  try {
    content = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return EMPTY;
    throw error;
  }
  const file = parsed(path, content, await schema.get());
  state.kept = { version, file };
  return file;
}

function parsed(
  path: string,
  content: string,
  check: NonNullable<typeof schema.loaded>,
): KnownControllersFile {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new Error(`${path} is not valid JSON; fix or remove it (it holds only certificate pins)`);
  }
  const result = check.safeParse(json);
  if (!result.success) {
    throw new Error(
      `${path} is not a known-controllers file: ${result.error.issues[0]?.message ?? ''}`,
    );
  }
  return result.data;
}

/**
 * `process.exit` ends the process without waiting for timers: the gathered marks are written at
 * once onto the file as it is on disk then (files/write-at-exit.ts); a file that no longer reads
 * is left alone.
 */
function writeAllNow(): void {
  const tools = writing.loaded;
  const check = schema.loaded;
  for (const [path, state] of files) {
    if (state.marks.length === 0 || !tools || !check) continue;
    tools.writeAtomicNow(path, (onDisk) => {
      if (onDisk === undefined) throw new Error('unreadable');
      return text(applyAll(parsed(path, onDisk, check), state.marks));
    });
    drop(state);
  }
}
