/**
 * Every load of the app's own code (a screen, a dialog, an editor, the app itself) goes through
 * `loadCode`, which tries again when a load fails. Served by the browser host, the page's code
 * comes over loopback, and Chromium aborts every load in flight when this computer's networks
 * change (ERR_NETWORK_CHANGED): plugging the laptop into a site's network, or straight into a
 * controller, is exactly that. Such a failure passes: the same import asked again is fetched
 * again (a failed module is not kept as failed), so a screen opened at that moment opens a
 * moment later, with nothing the user had done lost. A test in test/unit/renderer holds every
 * dynamic import of the renderer to this.
 *
 * A load that fails every time is marked (`isCodeLoadFailure`): where the user asked for it, the
 * page then loads again once (code-reload.ts).
 */

/** How many times a load is tried, and how long to wait before each next try. */
export const CODE_LOAD_WAITS_MS = [200, 600] as const;

const failures = new WeakSet<object>();

/** Whether this error is a load of the app's code that failed at every try. */
export function isCodeLoadFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && failures.has(error);
}

/**
 * Runs `load` (an `import()` of the app's own code), again after each wait while it fails.
 * `wait` is the page's timer (tests pass their own).
 */
export async function loadCode<T>(
  load: () => Promise<T>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (const pause of [...CODE_LOAD_WAITS_MS, undefined]) {
    try {
      return await load();
    } catch (error) {
      if (pause === undefined) {
        if (typeof error === 'object' && error !== null) failures.add(error);
        throw error;
      }
      await wait(pause);
    }
  }
  throw new Error('unreachable: the last try answers or throws');
}
