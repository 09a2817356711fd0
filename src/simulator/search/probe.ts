/**
 * Is there a controller at host:port, and which one (spec 4.12 controller search)? Without
 * credentials, a controller answers every endpoint with 401 E (D1), except that a path from a
 * section newer than its firmware is 404 E (D11). So the probe asks, newest section first, for one
 * plain read of each description version: the first 401 E gives the firmware; a 404 E asks the
 * next older one; anything else (HTML, another status, a TLS or connection failure) is not a
 * controller. The serial and model come from the certificate subject, the identity a controller
 * shows before any login (D14): `serialNumber` is the serial, the common name is
 * "<model> <serial>".
 */
import type { PeerCertificate } from 'node:tls';
import { API_VERSIONS, ENDPOINTS, type ApiVersion } from '../../shared/api';
import type { FoundControllerRecord } from '../records/collections';
import { isErrorBody, peerRequest } from './peer-request';

/** A GET without path parameters from each description version, newest first (spec 9). */
export function eraProbePaths(): Array<{ version: ApiVersion; path: string }> {
  return [...API_VERSIONS].reverse().flatMap((version) => {
    const endpoint = ENDPOINTS.find(
      (e) => e.method === 'GET' && e.auth && e.since === version && !e.path.includes('{'),
    );
    return endpoint ? [{ version, path: endpoint.path }] : [];
  });
}

/** Serial and model as the certificate subject names them. */
export function identityOf(certificate: PeerCertificate): { serial: string; model: string } {
  const subject = certificate.subject as Partial<Record<string, string | string[]>>;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const commonName = first(subject.CN) ?? '';
  const serial = first(subject.serialNumber) ?? commonName.split(' ').pop() ?? '';
  const model =
    serial && commonName.endsWith(` ${serial}`)
      ? commonName.slice(0, -serial.length - 1)
      : commonName || (first(subject.O) ?? '');
  return { serial, model };
}

export interface ProbeOptions {
  /** Time limit of each request. */
  timeoutMs: number;
  signal?: AbortSignal;
}

/** The controller at host:port, or undefined when there is none (or it is not one). */
export async function probeController(
  host: string,
  port: number,
  options: ProbeOptions,
): Promise<FoundControllerRecord | undefined> {
  for (const { version, path } of eraProbePaths()) {
    let answer;
    try {
      answer = await peerRequest({ host, port, method: 'GET', path, ...options });
    } catch {
      return undefined;
    }
    if (!isErrorBody(answer.body)) return undefined;
    if (answer.status === 404) continue;
    if (answer.status !== 401 || !answer.certificate?.fingerprint256) return undefined;
    const { serial, model } = identityOf(answer.certificate);
    if (!serial) return undefined;
    return {
      serial,
      address: host,
      port,
      model,
      firmware: version,
      fingerprint: answer.certificate.fingerprint256,
    };
  }
  return undefined;
}
