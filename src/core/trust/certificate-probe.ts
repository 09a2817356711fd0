/**
 * Trust on first use, step one (D14): connect to an unknown controller, read its certificate and
 * hang up without sending a single byte of HTTP, so the user can compare the fingerprint with the
 * one on the device. Discovery reuses it to confirm candidates' identities.
 */
import { isIP } from 'node:net';
import type { SecureContext, TLSSocket } from 'node:tls';
import { ClientError } from '../client/client-error';
import { formatAddress, type ControllerAddress } from '../client/controller-address';
import { networkError } from '../client/network-errors';
import { peerCertificateInfo, type CertificateInfo } from './certificate-info';

export interface ProbeResult extends CertificateInfo {
  address: ControllerAddress;
}

export interface ProbeOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

export const DEFAULT_PROBE_TIMEOUT_MS = 5000;

let sharedContext: SecureContext | undefined;

/**
 * Node's TLS module, loaded when the first connection is made rather than when this module is:
 * a command that connects to nothing (`turnkey site show` of a site without controllers) does
 * without it, a few ms of its start (docs/benchmarks.md, "CLI start-up").
 */
const tls = () => process.getBuiltinModule('node:tls');

/**
 * One TLS context for every connection that checks the certificate itself: without one, Node
 * builds a context per connection, and the site watch and a sweep make thousands
 * (docs/benchmarks.md, "Scale: a site of 1,000 controllers"). It holds no trust: nothing is verified
 * against it, and a session to resume is handed to each connection by its caller. So it lists no
 * certificate authority either (each controller is pinned, D14): without a list, Node loads its
 * own store of them into the context, about 26 ms of every process that connects.
 */
export function uncheckedTlsContext(): SecureContext {
  sharedContext ??= tls().createSecureContext({ ca: [] });
  return sharedContext;
}

/** Options for a TLS connection that accepts any certificate: the caller checks it itself. */
export function uncheckedTlsOptions(address: ControllerAddress) {
  return {
    host: address.host,
    port: address.port,
    // SNI must not be an IP address (RFC 6066); controllers are mostly reached by IP.
    ...(isIP(address.host) === 0 ? { servername: address.host } : {}),
    rejectUnauthorized: false,
    ALPNProtocols: ['http/1.1'],
    secureContext: uncheckedTlsContext(),
  };
}

/** Reads the certificate of the controller at `address`; rejects with unreachable or timeout. */
export function probeCertificate(
  address: ControllerAddress,
  options: ProbeOptions = {},
): Promise<ProbeResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS;
  const where = formatAddress(address);
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new ClientError('cancelled', {}));
      return;
    }
    const socket: TLSSocket = tls().connect(uncheckedTlsOptions(address));
    const finish = (outcome: () => void): void => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      socket.destroy();
      outcome();
    };
    const onAbort = (): void => finish(() => reject(new ClientError('cancelled', {})));
    const timer = setTimeout(
      () => finish(() => reject(new ClientError('timeout', { address: where, timeoutMs }))),
      timeoutMs,
    );
    options.signal?.addEventListener('abort', onAbort, { once: true });
    socket.once('secureConnect', () => {
      const info = peerCertificateInfo(socket);
      finish(() =>
        info
          ? resolve({ ...info, address })
          : reject(new ClientError('unreachable', { address: where, cause: 'no certificate' })),
      );
    });
    socket.once('error', (error) =>
      finish(() => reject(networkError(error, where, undefined, timeoutMs))),
    );
  });
}
