/**
 * What each error code carries besides its message: plain JSON values only, so an error can cross
 * IPC, the browser host's WebSocket or a CLI's --json output unchanged.
 */
import type { ErrorCode } from './error-codes';

/** `HOST:PORT` of the controller a call was made to. */
type Address = { address: string };
/** The contract endpoint id (`staff.count`) a call was made to, when there was one. */
type Endpoint = { endpoint?: string };

export interface ErrorDetailsByCode {
  unreachable: Address & Endpoint & { cause?: string };
  timeout: Address & Endpoint & { timeoutMs: number };
  cancelled: Endpoint;
  tls_pin_mismatch: Address & { expected: string; actual: string };
  unknown_certificate: Address & {
    fingerprint256: string;
    subject: string;
    validFrom: string;
    validTo: string;
  };
  unauthorized: Endpoint & { login?: string; reason?: string };
  forbidden: Endpoint & { reason?: string };
  not_found: Endpoint & { path?: string; reason?: string };
  validation: Endpoint & { field?: string; rule?: string; reason?: string };
  rate_limited: Endpoint & { attempts: number };
  server_fault: Endpoint & { status: number; attempts: number; reason?: string };
  not_supported: Endpoint & { since: string; controllerVersion: string };
  unexpected_answer: Endpoint & { field: string; problem: string; status?: number };
  keychain_unavailable: { reason: string };
}

export type ErrorDetails<C extends ErrorCode = ErrorCode> = ErrorDetailsByCode[C];
