/**
 * One job per controller at a time, across processes (the app and the CLI): a lock per
 * controller under `<app data>/locks/`, taken with proper-lockfile (stale after a few seconds
 * without a refresh, so a killed process does not hold it for ever), with a note beside it of
 * which job holds it, so a refused job names the one in its way (docs/decisions.md,
 * "Commissioning engine: jobs and locks").
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { appFailureData } from '../../shared/errors/app-failures';
import { AppFailure } from '../../shared/errors/error-data';
import { type LocalizedText } from '../../shared/words/localized-text';
import { STALE_MS } from '../files/file-lock';
import { LOCK_FS } from '../files/lock-fs';
import { lockTakes } from '../files/lock-takes';
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
   * naming the holder; `wait: true` waits until it is free or the signal aborts. A lock that
   * vanishes under every take (another process taking it over and over) is refused either way,
   * after a few takes.
   */
  async acquire(
    controllerId: string,
    holder: LockHolder,
    options: { wait: boolean; signal?: AbortSignal },
  ): Promise<() => Promise<void>> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const path = this.#path(controllerId);
    const after = lockTakes(this.dir);
    for (;;) {
      try {
        const release = await lockfile.lock(path, {
          realpath: false,
          stale: STALE_MS,
          update: STALE_MS / 4,
          retries: 0,
          onCompromised: () => undefined,
          fs: LOCK_FS,
        });
        await writeFile(`${path}.holder.json`, JSON.stringify({ ...holder, pid: process.pid }));
        return async () => {
          await rm(`${path}.holder.json`, { force: true });
          await release().catch(() => undefined);
        };
      } catch (error) {
        // A lock that vanished under the take is free and taken again at once; one that vanishes
        // under every take is being taken by another process, so it is refused as held
        // (files/lock-takes.ts).
        const next = after(error);
        if (next === 'again') continue;
        if (next === 'failed') throw error;
        if (next === 'vanished' || !options.wait || options.signal?.aborted) {
          throw await this.#busy(controllerId, holder);
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

  /** The refusal of `holder`'s job, naming the job that holds the controller now. */
  async #busy(controllerId: string, holder: LockHolder): Promise<AppFailure> {
    const held = await this.holder(controllerId);
    return new AppFailure(
      appFailureData('controller_busy', {
        controller: holder.label,
        job: held?.title ?? JOBS_WORDS.anotherJob,
      }),
    );
  }

  #path(controllerId: string): string {
    return join(this.dir, controllerId.replace(/[^0-9A-Za-z]/g, ''));
  }
}
