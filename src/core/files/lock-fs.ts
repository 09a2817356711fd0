/**
 * The file system given to proper-lockfile's asynchronous takes (files/file-lock.ts,
 * jobs/controller-locks.ts): Node's own, except that making a lock first waits for any removal
 * of that same lock this process still has under way.
 *
 * proper-lockfile removes a lock it has just made when the probe that follows fails (the lock
 * vanished under it: another process took over the same stale lock), and does not wait for that
 * removal (lib/lockfile.js, `acquireLock`). The take after it, by proper-lockfile's own retries or
 * by the loop of controller-locks.ts, could make the lock again before that removal ran, on
 * another thread of libuv's pool: the removal then took the new lock away from its holder, and
 * another process could take the controller too (docs/decisions.md, "Commissioning engine: jobs
 * and locks").
 */
import * as fs from 'node:fs';

type Callback = (error: NodeJS.ErrnoException | null) => void;
type FsCall = (path: fs.PathLike, ...rest: unknown[]) => void;

/** A file system for proper-lockfile's `fs` option, over `base` (Node's own by default). */
export function lockFs(base: typeof fs = fs): typeof fs {
  const removing = new Map<string, Promise<void>>();
  const rmdir: FsCall = (path, ...rest) => {
    const callback = rest.pop() as Callback;
    const key = String(path);
    let done!: () => void;
    const removed = new Promise<void>((resolve) => (done = resolve));
    const all = Promise.all([removing.get(key), removed]).then(() => undefined);
    removing.set(key, all);
    (base.rmdir as FsCall)(path, ...rest, (error: NodeJS.ErrnoException | null) => {
      done();
      void all.then(() => {
        if (removing.get(key) === all) removing.delete(key);
      });
      callback(error);
    });
  };
  const mkdir: FsCall = (path, ...rest) => {
    const pending = removing.get(String(path));
    if (!pending) return (base.mkdir as FsCall)(path, ...rest);
    void pending.then(() => (base.mkdir as FsCall)(path, ...rest));
  };
  // Over `base` as its prototype rather than a copy: copying Node's fs reads every one of its
  // members, lazy ones included, at the start of every process that imports this. Defined, not
  // assigned: a bundled `import * as fs` has getters only.
  return Object.create(base, {
    rmdir: { value: rmdir, enumerable: true },
    mkdir: { value: mkdir, enumerable: true },
  }) as typeof fs;
}

/** The one lock file system of this process: every take shares what is being removed. */
export const LOCK_FS = lockFs();
