/**
 * Which job of this shell follows each controller's migration (docs/decisions.md, "Migration
 * job"): a run is followed by one job only, whether it was started here or found going on, so
 * opening the controller view twice, or asking to watch again, never starts a second watcher.
 */
export class MigrationWatchers {
  readonly #byController = new Map<string, string>();

  /** The job following this controller's run now, if any. */
  jobOf(controllerId: string): string | undefined {
    return this.#byController.get(controllerId);
  }

  /** Notes that `jobId` follows these controllers until `done` settles. */
  follow(controllerIds: readonly string[], jobId: string, done: Promise<unknown>): void {
    for (const id of controllerIds) this.#byController.set(id, jobId);
    void done
      .catch(() => undefined)
      .then(() => {
        for (const id of controllerIds) {
          if (this.#byController.get(id) === jobId) this.#byController.delete(id);
        }
      });
  }

  /** Forgets one controller (its part of the job ended). */
  release(controllerId: string, jobId: string): void {
    if (this.#byController.get(controllerId) === jobId) this.#byController.delete(controllerId);
  }
}
