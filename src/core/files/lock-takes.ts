/**
 * What to do after a take of a proper-lockfile lock failed, for the loops that take one
 * (src/core/jobs/controller-locks.ts, src/core/files/write-at-exit.ts). Two processes that both
 * find the same lock stale both remove it and make it again: the second may remove the lock the
 * first has just made, whose take then fails with ENOENT although its folder is there. That lock
 * is free and is taken again at once, but only a few times: a lock that vanishes under every
 * take (another process taking it over and over, or removing what this one makes) is given up,
 * rather than taken again for ever (docs/decisions.md, "Commissioning engine: jobs and locks").
 */
import { statSync } from 'node:fs';

/** How many takes of one lock may see it vanish; the last of them gives the lock up. */
export const VANISHED_TAKES = 5;

/**
 * `again`: the lock vanished under the take, take it again at once. `vanished`: it did so too
 * often. `held`: another process holds it. `failed`: anything else (its folder gone, no right to
 * write there), which taking again would not change.
 */
export type AfterTake = 'again' | 'vanished' | 'held' | 'failed';

/** The judge of the failed takes of one lock in `folder`, counting its vanished takes. */
export function lockTakes(folder: string): (error: unknown) => AfterTake {
  let vanished = 0;
  return (error) => {
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    if (code === 'ELOCKED') return 'held';
    if (code !== 'ENOENT' || !isFolder(folder)) return 'failed';
    vanished += 1;
    return vanished < VANISHED_TAKES ? 'again' : 'vanished';
  };
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
