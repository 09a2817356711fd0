/**
 * Waits `ms`, or less when the signal aborts: it resolves either way, and the caller decides what
 * an abort means (a job stopped, a watch given up). The client's `sleep` (client/retry.ts) rejects
 * with `cancelled` instead, for a call that must not go on.
 */
export function abortablePause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}
