/**
 * How a controller client (controller-client.ts) is made: the controller it talks to (its
 * address and pinned certificate, D14), its time limit and retries, and what it tells the one
 * who made it. Types and defaults alone, so a connection's options (core/connection) name them
 * without loading the client.
 */
import type { ControllerAddress } from './controller-address';
import type { PinnedAgent } from './pinned-agent';
import type { RetryPolicy } from './retry';

export interface ControllerClientOptions {
  address: ControllerAddress;
  /** The pinned certificate fingerprint (D14): the client talks to nothing else. */
  fingerprint256: string;
  /** Shared agent (discovery, tests); by default the client makes and owns its own. */
  agent?: PinnedAgent;
  /** Time limit of each attempt (default 10 s). */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Told about things done on the caller's behalf, e.g. staff fields a legacy controller drops. */
  onWarning?: (message: string) => void;
  /** Told the peer's certificate after every TLS handshake of its own agent (the state's source). */
  onHandshake?: (actual: string | undefined, matched: boolean) => void;
  /** Told after a change (any method but GET) the controller accepted, by endpoint id. */
  onWrite?: (endpointId: string) => void;
  now?: () => number;
  random?: () => number;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
