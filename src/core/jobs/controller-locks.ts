/**
 * One job per controller at a time, across processes (the app and the CLI): a lock per
 * controller under `<app data>/locks/`, taken with proper-lockfile (stale after a few seconds
 * without a refresh, so a killed process does not hold it for ever), with a note beside it of
 * which job holds it, so a refused job names the one in its way (docs/decisions.md,
 * "Commissioning engine: jobs and locks").
 */
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { appFailureData } from '../../shared/errors/app-failures';
import { AppFailure } from '../../shared/errors/error-data';
import { type LocalizedText } from '../../shared/words/localized-text';
import { STALE_MS } from '../files/file-lock';
import { JOBS_WORDS } from './jobs.words';

export interface LockHolder {
  jobId: string;
  title: LocalizedText;
  /** What the refused job calls the controller (its serial or address). */
  label: string;
}

export class ControllerLocks {
  constructor(readonly dir: string) {}

  /**
   * Takes the controller's lock for a job. `wait: false` refuses at once with `controller_busy`
   * naming the holder; `wait: true` waits until it is free or the signal aborts.
   */
  async acquire(
    controllerId: string,
    holder: LockHolder,
    options: { wait: boolean; signal?: AbortSignal },
  ): Promise<() => Promise<void>> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const path = this.#path(controllerId);
    for (;;) {
      try {
        const release = await lockfile.lock(path, {
          realpath: false,
          stale: STALE_MS,
          update: STALE_MS / 4,
          retries: 0,
          onCompromised: () => undefined,
        });
        await writeFile(`${path}.holder.json`, JSON.stringify({ ...holder, pid: process.pid }));
        return async () => {
          await rm(`${path}.holder.json`, { force: true });
          await release().catch(() => undefined);
        };
      } catch (error) {
        // The lock vanished under the take (another taker of the same stale lock removed it
        // after it was made): it is free, and taken again at once while its folder is there.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' && (await exists(this.dir))) {
          continue;
        }
        if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
        if (!options.wait || options.signal?.aborted) {
          const held = await this.holder(controllerId);
          throw new AppFailure(
            appFailureData('controller_busy', {
              controller: holder.label,
              job: held?.title ?? JOBS_WORDS.anotherJob,
            }),
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  /** Which job holds the controller now, if any says so. */
  async holder(controllerId: string): Promise<LockHolder | undefined> {
    try {
      return JSON.parse(
        await readFile(`${this.#path(controllerId)}.holder.json`, 'utf8'),
      ) as LockHolder;
    } catch {
      return undefined;
    }
  }

  #path(controllerId: string): string {
    return join(this.dir, controllerId.replace(/[^0-9A-Za-z]/g, ''));
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
