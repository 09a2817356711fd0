/**
 * Whether the pinned certificate answers at an address, by a TLS handshake with nothing sent
 * (D14; trust/certificate-probe.ts): once, now (`checkIdentityAt`: a connection says what the
 * controller is before it asks for a password), or again and again until it does
 * (`awaitCertificateAt`: a controller coming back at a new address after the network wizard).
 */
import { ClientError } from '../client/client-error';
import { formatAddress, type ControllerAddress } from '../client/controller-address';
import { probeCertificate } from '../trust/certificate-probe';
import type { ConnectionEvent } from './connection-options';
import { abortablePause } from '../abortable-pause';

/**
 * Resolves when the certificate at `address` is the pinned one, else `tls_pin_mismatch` with
 * both fingerprints; unreachable as the probe says. `observe` is told what was seen.
 */
export async function checkIdentityAt(
  address: ControllerAddress,
  fingerprint256: string,
  observe: ((event: ConnectionEvent) => void) | undefined,
  signal?: AbortSignal,
): Promise<void> {
  let actual: string;
  try {
    ({ fingerprint256: actual } = await probeCertificate(address, {
      timeoutMs: 3000,
      ...(signal ? { signal } : {}),
    }));
  } catch (error) {
    if (ClientError.is(error, 'unreachable') || ClientError.is(error, 'timeout')) {
      observe?.({ kind: 'unreachable', address });
    }
    throw error;
  }
  const matched = actual === fingerprint256;
  observe?.({ kind: 'handshake', address, actual, matched });
  if (!matched) {
    throw new ClientError('tls_pin_mismatch', {
      address: formatAddress(address),
      expected: fingerprint256,
      actual,
    });
  }
}

export interface AwaitReachableOptions {
  signal?: AbortSignal;
  /** Gives up after this long (default 30 s). */
  timeoutMs?: number;
  /** Between attempts (default 250 ms). */
  intervalMs?: number;
  /** Told about each attempt's failure, for the job's step text. */
  onAttempt?: (error: unknown) => void;
}

/**
 * Waits until the certificate `fingerprint256` answers at `address`, then resolves. Anything else
 * answering there (another controller, a changed certificate) does not count. Rejects with
 * `timeout` after the time limit, `cancelled` when the signal aborts.
 */
export async function awaitCertificateAt(
  address: ControllerAddress,
  fingerprint256: string,
  options: AwaitReachableOptions = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const intervalMs = options.intervalMs ?? 250;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (options.signal?.aborted) throw new ClientError('cancelled', {});
    const left = deadline - Date.now();
    if (left <= 0) {
      throw new ClientError('timeout', { address: formatAddress(address), timeoutMs });
    }
    try {
      const seen = await probeCertificate(address, {
        timeoutMs: Math.min(2000, left),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      if (seen.fingerprint256 === fingerprint256) return;
      options.onAttempt?.(
        new ClientError('tls_pin_mismatch', {
          address: formatAddress(address),
          expected: fingerprint256,
          actual: seen.fingerprint256,
        }),
      );
    } catch (error) {
      if (ClientError.is(error, 'cancelled')) throw error;
      options.onAttempt?.(error);
    }
    await abortablePause(Math.min(intervalMs, Math.max(0, deadline - Date.now())), options.signal);
  }
}
