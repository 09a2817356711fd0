/** Per-call options of the controller client: time limit, cancellation and retries. */
import type { RetryPolicy } from './retry';

export interface CallOptions {
  /** Cancels the call, its retries and any login it waits for. */
  signal?: AbortSignal;
  /** Time limit of each attempt, in ms (default: the client's, 10 s). */
  timeoutMs?: number;
  /** Change the retry policy of this call, or `false` for a single attempt. */
  retry?: Partial<RetryPolicy> | false;
  /**
   * Told once when the answer is in, before it is read against the contract; the reading then
   * waits for the ticks in which Node writes a request made from here (on a kept-alive socket),
   * so that request leaves first (the paging helper, paging.ts, keeps its pages in flight this
   * way while a page is checked).
   */
  onAnswer?: () => void;
}

/** The retry policy of one call: the client's, changed as the call's `retry` says. */
export function callPolicy(client: RetryPolicy, retry: CallOptions['retry']): RetryPolicy {
  if (retry === undefined) return client;
  if (retry === false) return { ...client, maxAttempts: 1 };
  return { ...client, ...retry };
}

/**
 * After the ticks in which Node writes a request just made (the paging helper's next page, sent
 * from `onAnswer`): that request's promise chain runs as microtasks up to the agent, which hands
 * it its kept-alive socket in a tick (`process.nextTick`), queued after the first of these two;
 * the second comes after that write. A turn of the event loop (`setImmediate`) would wait for the
 * same write but costs each page a pass through the loop's poll, about 1.5 ms of CPU over a read
 * of 10,000 staff on loopback (docs/benchmarks.md, "Client").
 */
export const afterWrites = (): Promise<void> =>
  new Promise((resolve) => process.nextTick(() => process.nextTick(resolve)));
