/**
 * controller_search through a controller the user is logged into (spec 4.12):
 * `POST /controller_search` with the network, then the status S until it is no longer active,
 * then the list of what it found. The searching controller reaches subnets the laptop cannot.
 * Records are read loosely: serial, address, model and firmware per the spec, and port and
 * fingerprint where the controller gives them (D14 keys the merge by the fingerprint).
 */
import type { CallOptions } from '../client/call-options';
import { ClientError } from '../client/client-error';
import type { ControllerClient } from '../client/controller-client';
import { sleep } from '../client/retry';
import { normalizeFingerprint, type Fingerprint } from '../trust/fingerprint';

/** One controller as a search reported it. */
export interface ReportedRecord {
  host: string;
  port?: number;
  serial?: string;
  model?: string;
  firmware?: string;
  fingerprint256?: Fingerprint;
}

export interface SearchOptions {
  signal?: AbortSignal;
  /** Time between status reads. */
  pollMs: number;
  /** The longest a search may run before it is given up. */
  timeoutMs: number;
  /** Told about each status read (running, probed so far where the controller says). */
  onStatus?: (active: boolean) => void;
}

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim().length > 0 ? value.trim() : undefined;

/** A search result record as the API gives it (loose), or undefined without an address. */
export function readRecord(item: unknown): ReportedRecord | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const r = item as Record<string, unknown>;
  const raw = str(r.address) ?? str(r.ip);
  if (!raw) return undefined;
  // The address may be written HOST:PORT.
  const hostPort = /^([^:]+):(\d{1,5})$/.exec(raw);
  const host = hostPort?.[1] ?? raw;
  const portValue = typeof r.port === 'number' ? r.port : Number(hostPort?.[2] ?? NaN);
  const port =
    Number.isInteger(portValue) && portValue >= 1 && portValue <= 65535 ? portValue : undefined;
  const fingerprintText = str(r.fingerprint256) ?? str(r.fingerprint);
  const fingerprint256 = fingerprintText ? normalizeFingerprint(fingerprintText) : undefined;
  const serial = str(r.serial);
  const model = str(r.model);
  const firmware = str(r.firmware);
  return {
    host,
    ...(port ? { port } : {}),
    ...(serial ? { serial } : {}),
    ...(model ? { model } : {}),
    ...(firmware ? { firmware } : {}),
    ...(fingerprint256 ? { fingerprint256 } : {}),
  };
}

/** Runs one search of `network` through `client`; rejects with the client's errors. */
export async function searchThrough(
  client: ControllerClient,
  network: string,
  options: SearchOptions,
): Promise<ReportedRecord[]> {
  const call: CallOptions = options.signal ? { signal: options.signal } : {};
  const deadline = performance.now() + options.timeoutMs;
  await client.api.controllerSearch.start({ body: { network } }, call);
  // A search may end before the first status read; one read showing it inactive after an
  // interval is enough, since the start was acknowledged first.
  for (;;) {
    await sleep(options.pollMs, options.signal);
    const status = await client.api.controllerSearch.status(undefined, call);
    options.onStatus?.(status.active);
    if (!status.active) break;
    if (performance.now() > deadline) {
      throw new ClientError('timeout', {
        address: `${client.address.host}:${client.address.port}`,
        timeoutMs: options.timeoutMs,
        endpoint: 'controllerSearch.status',
      });
    }
  }
  const list = await client.api.controllerSearch.results(undefined, call);
  return list.data.flatMap((item) => readRecord(item) ?? []);
}
