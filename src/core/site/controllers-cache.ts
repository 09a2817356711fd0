/**
 * A site's `controllers.json` read once per process and kept (docs/decisions.md, "Job state and
 * the controllers file at the size of a site"): every access first asks the file system whether
 * the file is still the one kept (a `stat`: inode, size, modification and change times, to the
 * nanosecond), and reads and validates it again only when another process wrote it since. A
 * write of this process (atomic, under the file's lock, as before) keeps what it wrote, its
 * changed controllers validated and serialized alone, so a change costs the controllers it
 * changes to check and to turn into text, not the whole site (the file is still written whole). What is kept is frozen: a caller cannot change it behind the file's back.
 */
import { stat } from 'node:fs/promises';
import { writeFileAtomic } from '../files/atomic-file';
import { readSiteJson } from './site-files';
import {
  controllersFile,
  storedController,
  type ControllersFile,
  type StoredController,
} from './site-controller';

interface Kept {
  /** The file's identity when it was read or written ("missing" when there was none). */
  key: string;
  file: ControllersFile;
}

/** One per file in the process, whichever `Site` object reads it. */
const kept = new Map<string, Kept>();

const EMPTY: ControllersFile = deepFreeze({ version: 1, controllers: [] });

/** The stat on its way per file, and how many writes of this process it began after. */
const asking = new Map<string, { key: Promise<string>; writes: number }>();
/** Writes of this process per file. */
const writes = new Map<string, number>();
/** A write of this process whose file's new identity is being read, per file. */
const keying = new Map<string, Promise<void>>();

/**
 * Inode, size, mtime and ctime: an atomic rename always changes the inode or the times. The
 * look-ups of a moment (a job's eight controllers, a state told of every handshake) share one
 * stat, so another process's write is seen at most one stat late. Answers whether this process
 * wrote the file since the stat began: then what it keeps is newer than the stat can tell.
 */
async function fileKey(path: string): Promise<{ key: string; outdated: boolean }> {
  let asked = asking.get(path);
  if (!asked) {
    const key = statKey(path).finally(() => asking.delete(path));
    asked = { key, writes: writes.get(path) ?? 0 };
    asking.set(path, asked);
  }
  const key = await asked.key;
  // A write of this process on its way: once it has ended, what it wrote is kept, and the stat
  // is at most as new as it.
  await keying.get(path);
  return { key, outdated: asked.writes !== (writes.get(path) ?? 0) };
}

async function statKey(path: string): Promise<string> {
  try {
    const s = await stat(path, { bigint: true });
    return `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
}

/**
 * `controllers.json` as it is on disk now; none before the first controller is added. `fresh`:
 * with a stat of its own, begun now (a writer holding the file's lock must see every write
 * before it).
 */
export async function readControllers(
  path: string,
  site: string,
  fresh = false,
): Promise<ControllersFile> {
  const { key, outdated } = fresh
    ? { key: await statKey(path), outdated: false }
    : await fileKey(path);
  const known = kept.get(path);
  if (known && (known.key === key || outdated)) return known.file;
  if (key === 'missing') {
    kept.set(path, { key, file: EMPTY });
    return EMPTY;
  }
  // Read after the stat: what is read is at least as new as the key, so a later write is
  // seen as a change at the next access, never hidden under an older key.
  const file = deepFreeze(
    await readSiteJson(path, controllersFile, { site, kind: 'controllers', missing: EMPTY }),
  );
  kept.set(path, { key, file });
  return file;
}

/**
 * `next` with the controllers that are not the very objects of `previous` checked against the
 * schema (and as they read back), so nothing is written that would read back as a damaged site.
 */
export function checkedControllers(
  previous: ControllersFile,
  next: ControllersFile,
): ControllersFile {
  // A change of one controller keeps the others where they were: compared place by place.
  const same = previous.controllers.length === next.controllers.length;
  const unchanged = same ? undefined : new Set(previous.controllers);
  const controllers = next.controllers.map((c, i) =>
    (same ? previous.controllers[i] === c : unchanged!.has(c))
      ? c
      : deepFreeze(storedController.parse(JSON.parse(JSON.stringify(c)))),
  );
  // The unchanged controllers are frozen already: only the new ones and the lists are frozen.
  Object.freeze(controllers);
  const file: ControllersFile = { ...next, controllers };
  Object.freeze(file);
  return file;
}

/** Writes a checked `file` (the caller holds the file's lock) and keeps it. */
export async function writeControllers(path: string, file: ControllersFile): Promise<void> {
  // A look-up whose stat sees the new file before the write has ended (the folder is synced
  // after the rename) waits for it (`keying`), and keeps what was written rather than reading
  // the whole file back.
  let ended = (): void => undefined;
  const keyed = new Promise<void>((resolve) => (ended = resolve));
  keying.set(path, keyed);
  try {
    await writeFileAtomic(path, controllersText(file));
    writes.set(path, (writes.get(path) ?? 0) + 1);
    // A stat of its own: one on its way began before the write and would say the old file.
    kept.set(path, { key: await statKey(path), file });
  } finally {
    ended();
    if (keying.get(path) === keyed) keying.delete(path);
  }
}

/** Each kept controller's text in the file: made once, when it is first written. */
const texts = new WeakMap<StoredController, string>();

/**
 * The file's text, exactly `JSON.stringify(file, null, 2)`, from each controller's own text:
 * a change serializes the controllers it changed, not the whole site.
 */
export function controllersText(file: ControllersFile): string {
  if (file.controllers.length === 0) return `${JSON.stringify(file, null, 2)}\n`;
  const rows = file.controllers.map((c) => {
    let text = texts.get(c);
    if (text === undefined) {
      text = JSON.stringify(c, null, 2).replace(/\n/g, '\n    ');
      texts.set(c, text);
    }
    return text;
  });
  return `{\n  "version": ${file.version},\n  "controllers": [\n    ${rows.join(',\n    ')}\n  ]\n}\n`;
}

const indexes = new WeakMap<ControllersFile, Map<string, StoredController>>();

/** One controller of a kept file, by its id, without walking the list. */
export function controllerIn(file: ControllersFile, id: string): StoredController | undefined {
  let index = indexes.get(file);
  if (!index) {
    index = new Map(file.controllers.map((c) => [c.id, c]));
    indexes.set(file, index);
  }
  return index.get(id);
}

/** Forgets what is kept of a file (its site was deleted). */
export function forgetControllers(path: string): void {
  kept.delete(path);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
