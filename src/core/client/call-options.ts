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
