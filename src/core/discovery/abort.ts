/**
 * One inner signal per discovery run that follows the caller's: every socket in flight listens
 * to it (hundreds at once), so it is exempt from Node's listener-leak warning, and the caller's
 * own signal gets a single listener.
 */
import { setMaxListeners } from 'node:events';

export interface LinkedSignal {
  signal: AbortSignal;
  /** Stops the run from inside (its trust store could not be read). */
  abort(): void;
  /** Stops following the caller's signal (call when the run ends). */
  dispose(): void;
}

export function linkedSignal(outer?: AbortSignal): LinkedSignal {
  const inner = new AbortController();
  setMaxListeners(0, inner.signal);
  const onAbort = () => inner.abort();
  if (outer?.aborted) inner.abort();
  else outer?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: inner.signal,
    abort: () => inner.abort(),
    dispose: () => outer?.removeEventListener('abort', onAbort),
  };
}
