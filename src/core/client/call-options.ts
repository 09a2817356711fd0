/** Per-call options of the controller client: time limit, cancellation and retries. */
import type { RetryPolicy } from './retry';

export interface CallOptions {
  /** Cancels the call, its retries and any login it waits for. */
  signal?: AbortSignal;
  /** Time limit of each attempt, in ms (default: the client's, 10 s). */
  timeoutMs?: number;
  /** Change the retry policy of this call, or `false` for a single attempt. */
  retry?: Partial<RetryPolicy> | false;
}
