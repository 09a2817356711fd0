/**
 * The discovery probe of one host and port (D15): TCP connect, TLS handshake that
 * accepts any certificate (its fingerprint is read, D14, nothing is trusted), then unauthenticated
 * reads under `/api/v1` judged by controller-answer.ts. No credential is ever sent. The outcome
 * says what answered, or how it did not: refused, unreachable, silent (nothing within the connect
 * time limit), or a local failure.
 *
 * Two time limits: a short one for the TCP connect, which every absent host costs in full, and a
 * longer one for TLS and HTTP once something accepted the connection (an embedded controller may
 * take a while to sign a handshake). An absence watch (neighbour-watch.ts) may end the wait for
 * the connect early when the host never answered ARP.
 */
import { request } from 'node:https';
import { connect as tcpConnect, isIP } from 'node:net';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';
import type { ApiVersion } from '../../shared/api/areas';
import { ClientError } from '../client/client-error';
import { API_BASE_PATH, type ControllerAddress } from '../client/controller-address';
import { errorCodeOf } from '../client/network-errors';
import { x509CertificateInfo, type CertificateInfo } from '../trust/certificate-info';
import { uncheckedTlsContext } from '../trust/certificate-probe';
import { identityOfSubject } from './certificate-identity';
import { ERA_PROBES, judgeAnswer, type HttpAnswer } from './controller-answer';
import type { AbsenceWatch } from './neighbour-watch';

export interface HttpsProbeOptions {
  /** Time limit of the TCP connect: what a silent host costs. */
  connectTimeoutMs: number;
  /** Time limit of TLS and HTTP once the connection is up. */
  answerTimeoutMs: number;
  signal?: AbortSignal;
  /** Says early that the host is not there (the first connection only). */
  absence?: AbsenceWatch;
}

export type ProbeOutcome =
  | {
      kind: 'controller';
      address: ControllerAddress;
      certificate: CertificateInfo;
      serial?: string;
      model?: string;
      firmware: ApiVersion;
    }
  | {
      kind: 'other_https';
      address: ControllerAddress;
      reason: string;
      certificate?: CertificateInfo;
    }
  | { kind: 'not_https'; address: ControllerAddress; reason: string }
  | { kind: 'refused'; address: ControllerAddress }
  | { kind: 'unreachable'; address: ControllerAddress; reason: string }
  /** `absent`: the neighbour table says no device holds the address (its ARP went unanswered). */
  | { kind: 'silent'; address: ControllerAddress; absent?: true }
  | { kind: 'failed'; address: ControllerAddress; reason: string };

export type ProbeKind = ProbeOutcome['kind'];

const NO_ARP = 'no answer to ARP';

/** Answers longer than this are cut off: only the start of an error body matters. */
const MAX_ANSWER_BYTES = 64 * 1024;

const UNREACHABLE_CODES = new Set(['EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENETDOWN']);

type Identity = { serial?: string; model?: string };

/** What one connection got to. */
type Exchange =
  | { stage: 'tcp'; kind: 'refused' | 'unreachable' | 'silent' | 'failed'; reason: string }
  | { stage: 'tls'; reason: string }
  | { stage: 'http'; certificate?: CertificateInfo; reason: string }
  | { stage: 'answered'; certificate: CertificateInfo; identity: Identity; answer: HttpAnswer };

/** A short reason: the error code, or the first line of the message. */
function describe(error: unknown): string {
  const code = errorCodeOf(error);
  if (code) return code;
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n')[0] ?? '').slice(0, 160);
}

function tcpFailure(error: unknown): Exchange {
  const code = errorCodeOf(error) ?? '';
  const reason = describe(error);
  if (code === 'ECONNREFUSED') return { stage: 'tcp', kind: 'refused', reason };
  if (code === 'ETIMEDOUT') return { stage: 'tcp', kind: 'silent', reason };
  if (UNREACHABLE_CODES.has(code)) return { stage: 'tcp', kind: 'unreachable', reason };
  return { stage: 'tcp', kind: 'failed', reason };
}

function parseBody(buffer: Buffer): unknown {
  try {
    return JSON.parse(buffer.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** One connection: TCP, TLS, `GET /api/v1{path}` without credentials. */
function exchange(
  address: ControllerAddress,
  path: string,
  options: HttpsProbeOptions,
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const { signal } = options;
    if (signal?.aborted) {
      reject(new ClientError('cancelled', {}));
      return;
    }
    let tls: TLSSocket | undefined;
    let certificate: CertificateInfo | undefined;
    let settled = false;
    let connected = false;
    const tcp = tcpConnect({ host: address.host, port: address.port });
    const finish = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      unwatch?.();
      signal?.removeEventListener('abort', onAbort);
      tls?.destroy();
      tcp.destroy();
      outcome();
    };
    const done = (result: Exchange) => finish(() => resolve(result));
    const onAbort = () => finish(() => reject(new ClientError('cancelled', {})));
    signal?.addEventListener('abort', onAbort, { once: true });
    let timer = setTimeout(
      () => done({ stage: 'tcp', kind: 'silent', reason: 'no answer to the connection' }),
      options.connectTimeoutMs,
    );
    let unwatch = options.absence?.watch(address.host, () =>
      done({ stage: 'tcp', kind: 'silent', reason: NO_ARP }),
    );
    const afterConnect = (error: unknown): Exchange =>
      certificate
        ? { stage: 'http', certificate, reason: describe(error) }
        : { stage: 'tls', reason: describe(error) };
    tcp.on('error', (error) => done(connected ? afterConnect(error) : tcpFailure(error)));
    tcp.once('connect', () => {
      connected = true;
      clearTimeout(timer);
      unwatch?.();
      unwatch = undefined;
      timer = setTimeout(
        () =>
          done(
            certificate
              ? {
                  stage: 'http',
                  certificate,
                  reason: `no HTTP answer in ${options.answerTimeoutMs} ms`,
                }
              : { stage: 'tls', reason: `no TLS handshake in ${options.answerTimeoutMs} ms` },
          ),
        options.answerTimeoutMs,
      );
      const socket = tlsConnect({
        socket: tcp,
        // SNI must not be an IP address (RFC 6066).
        ...(isIP(address.host) === 0 ? { servername: address.host } : {}),
        rejectUnauthorized: false,
        ALPNProtocols: ['http/1.1'],
        secureContext: uncheckedTlsContext(),
      });
      tls = socket;
      socket.on('error', (error) => done(afterConnect(error)));
      socket.once('secureConnect', () => {
        // Node gives the peer certificate object once per socket (certificate-info.ts).
        const x509 = socket.getPeerX509Certificate();
        if (!x509) {
          done({ stage: 'tls', reason: 'no certificate presented' });
          return;
        }
        const seen = x509CertificateInfo(x509);
        certificate = seen;
        const identity = identityOfSubject(x509.subject);
        const outgoing = request(
          {
            host: address.host,
            port: address.port,
            method: 'GET',
            path: `${API_BASE_PATH}${path}`,
            headers: { accept: 'application/json', connection: 'close' },
            createConnection: () => socket,
          },
          (response) => {
            const chunks: Buffer[] = [];
            let size = 0;
            const complete = () => {
              const contentType = response.headers['content-type'];
              done({
                stage: 'answered',
                certificate: seen,
                identity,
                answer: {
                  status: response.statusCode ?? 0,
                  ...(contentType ? { contentType } : {}),
                  body: parseBody(Buffer.concat(chunks)),
                },
              });
            };
            response.on('data', (chunk: Buffer) => {
              size += chunk.length;
              if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
              else complete();
            });
            response.once('end', complete);
            response.once('error', (error) =>
              done({ stage: 'http', certificate: seen, reason: describe(error) }),
            );
          },
        );
        outgoing.once('error', (error) =>
          done({ stage: 'http', certificate: seen, reason: describe(error) }),
        );
        outgoing.end();
      });
    });
  });
}

/** Probes one host and port; rejects only with `cancelled`. */
export async function probeHttps(
  address: ControllerAddress,
  options: HttpsProbeOptions,
): Promise<ProbeOutcome> {
  let seen: CertificateInfo | undefined;
  const { absence: _firstOnly, ...later } = options;
  for (const [index, era] of ERA_PROBES.entries()) {
    // After the first answer the host is known to be there: the longer limit applies.
    const limits = index === 0 ? options : { ...later, connectTimeoutMs: options.answerTimeoutMs };
    const result = await exchange(address, era.path, limits);
    if (result.stage === 'tcp') {
      if (index === 0 || result.kind === 'failed') {
        if (result.kind === 'silent') {
          return { kind: 'silent', address, ...(result.reason === NO_ARP ? { absent: true } : {}) };
        }
        return result.kind === 'refused'
          ? { kind: result.kind, address }
          : { kind: result.kind, address, reason: result.reason };
      }
      return { kind: 'other_https', address, reason: `stopped answering: ${result.reason}` };
    }
    if (result.stage === 'tls') return { kind: 'not_https', address, reason: result.reason };
    if (result.stage === 'http') {
      return {
        kind: 'other_https',
        address,
        reason: result.reason,
        ...(result.certificate ? { certificate: result.certificate } : {}),
      };
    }
    const { certificate, identity, answer } = result;
    if (seen && seen.fingerprint256 !== certificate.fingerprint256) {
      return {
        kind: 'other_https',
        address,
        certificate,
        reason: 'two certificates answered one after the other (two devices at one address?)',
      };
    }
    seen = certificate;
    const verdict = judgeAnswer(answer);
    if (verdict.kind === 'controller') {
      return { kind: 'controller', address, certificate, ...identity, firmware: era.version };
    }
    if (verdict.kind === 'other')
      return { kind: 'other_https', address, certificate, reason: verdict.reason };
  }
  return {
    kind: 'other_https',
    address,
    reason: 'no section of the controller API answered (404 E)',
    ...(seen ? { certificate: seen } : {}),
  };
}
