/**
 * Changes of a site's `controllers.json` made together (docs/decisions.md, "Job state and the
 * controllers file at the size of a site"): the changes asked while one write is on its way
 * (eight controllers of a job journalling at once, each setting its last action) wait for it and
 * are then applied one after another to the kept file, under one hold of the file's lock, and
 * written once. Each is checked alone: one that would damage the site is refused, the others
 * are written. Nothing changed, nothing written.
 */
import { withFileLock } from '../files/file-lock';
import { checkedControllers, readControllers, writeControllers } from './controllers-cache';
import type { ControllersFile } from './site-controller';

interface Waiting {
  apply: (file: ControllersFile) => ControllersFile;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Changes waiting per file; a file listed here has a writer at work. */
const waiting = new Map<string, Waiting[]>();

/** Applies `apply` to the file as it is then, under its lock; resolves once it is on disk. */
export function changeControllers(
  path: string,
  site: string,
  apply: (file: ControllersFile) => ControllersFile,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const queue = waiting.get(path);
    if (queue) {
      queue.push({ apply, resolve, reject });
      return;
    }
    waiting.set(path, [{ apply, resolve, reject }]);
    void drain(path, site);
  });
}

/** The changes asked so far; none left ends the writer (the next change starts another). */
function take(path: string): Waiting[] {
  const batch = waiting.get(path) ?? [];
  if (batch.length === 0) waiting.delete(path);
  else waiting.set(path, []);
  return batch;
}

async function drain(path: string, site: string): Promise<void> {
  for (let batch = take(path); batch.length > 0; batch = take(path)) {
    const applied: Waiting[] = [];
    try {
      await withFileLock(path, async () => {
        const previous = await readControllers(path, site);
        let file = previous;
        for (const change of batch) {
          try {
            const next = change.apply(file);
            if (next !== file) file = checkedControllers(file, next);
            applied.push(change);
          } catch (error) {
            change.reject(error);
          }
        }
        if (file !== previous) await writeControllers(path, file);
      });
      for (const change of applied) change.resolve();
    } catch (error) {
      for (const change of applied.length > 0 ? applied : batch) change.reject(error);
    }
  }
}
