/**
 * mDNS browse for D15's service: `_https._tcp` adverts with TXT `api=/api/v1`,
 * `serial`, `model`, `fw`. One responder socket per interface, so a laptop with several network
 * cards asks on each of them (a single socket sends its query on the default interface only).
 * bonjour-service gives no `addresses` for a service on loopback, and a responder may list every
 * address of its host; the source of the answer (`referer.address`) is probed first. Adverts for something else than the
 * controller API are counted, not probed. Confirming by probe is the caller's job.
 */
import { Bonjour, type Browser, type Service } from 'bonjour-service';
import { EventEmitter } from 'node:events';
import { isIPv4 } from 'node:net';
import { API_BASE_PATH } from '../client/controller-address';

export interface MdnsAdvert {
  /** The instance name, e.g. "Turnkey controller SN123". */
  name: string;
  port: number;
  /**
   * Where to probe: the address the answer came from first (a responder may write A records for
   * every interface of its host, loopback services none at all), then the A records.
   */
  hosts: string[];
  serial?: string;
  model?: string;
  /** TXT `fw`: the description version (D15). */
  fw?: string;
  /** Since the browse began. */
  atMs: number;
}

export interface MdnsBrowseOptions {
  /** Local IPv4 addresses to ask on; empty: the OS's default interface. */
  interfaces: readonly string[];
  /** How long to listen for answers. */
  windowMs: number;
  signal?: AbortSignal;
  /** Each controller advert, as it arrives. */
  onAdvert: (advert: MdnsAdvert) => void;
}

export interface MdnsBrowseResult {
  /** Controller adverts (TXT api=/api/v1), one per instance name. */
  adverts: MdnsAdvert[];
  /** `_https._tcp` adverts of other services. */
  ignored: number;
  /** Why no socket could be opened, when none could. */
  error?: string;
}

/** A question asked once more part-way, for an answer lost the first time (RFC 6762 5.2). */
const REQUERY_FRACTION = 1 / 3;

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.length > 0) return value;
  if (Buffer.isBuffer(value) && value.length > 0) return value.toString('utf8');
  return undefined;
}

function advertOf(service: Service, atMs: number): MdnsAdvert | undefined {
  const txt = (service.txt ?? {}) as Record<string, unknown>;
  if (text(txt.api) !== API_BASE_PATH) return undefined;
  const referer = service.referer?.address;
  const hosts = [
    ...new Set([
      ...(referer && isIPv4(referer) ? [referer] : []),
      ...(service.addresses ?? []).filter((a) => isIPv4(a)),
    ]),
  ];
  const serial = text(txt.serial);
  const model = text(txt.model);
  const fw = text(txt.fw);
  return {
    name: service.name,
    port: service.port,
    hosts,
    ...(serial ? { serial } : {}),
    ...(model ? { model } : {}),
    ...(fw ? { fw } : {}),
    atMs,
  };
}

/** bonjour-service keeps its socket private; its errors must still be heard. */
function socketOf(bonjour: Bonjour): EventEmitter | undefined {
  const server = (bonjour as unknown as { server?: { mdns?: unknown } }).server;
  return server?.mdns instanceof EventEmitter ? server.mdns : undefined;
}

/** Browses for the window (or until aborted) and answers what was seen. */
export async function browseMdns(options: MdnsBrowseOptions): Promise<MdnsBrowseResult> {
  const started = performance.now();
  const adverts = new Map<string, MdnsAdvert>();
  const ignoredNames = new Set<string>();
  const errors: string[] = [];
  const sources = options.interfaces.length > 0 ? [...options.interfaces] : [undefined];
  const open: Array<{ bonjour: Bonjour; browser: Browser }> = [];

  for (const source of sources) {
    try {
      const bonjour = new Bonjour(
        (source ? { interface: source, bind: '0.0.0.0' } : {}) as object,
        (error: unknown) => errors.push(`${source ?? 'default'}: ${String(error)}`),
      );
      socketOf(bonjour)?.on('error', (error: unknown) =>
        errors.push(`${source ?? 'default'}: ${String(error)}`),
      );
      const browser = bonjour.find({ type: 'https' });
      browser.on('up', (service: Service) => {
        const advert = advertOf(service, Math.round(performance.now() - started));
        if (!advert) {
          ignoredNames.add(service.fqdn);
          return;
        }
        const known = adverts.get(advert.name);
        const hosts = [...new Set([...(known?.hosts ?? []), ...advert.hosts])];
        adverts.set(advert.name, { ...(known ?? advert), hosts });
        if (!known || hosts.length > known.hosts.length) options.onAdvert({ ...advert, hosts });
      });
      open.push({ bonjour, browser });
    } catch (error) {
      errors.push(
        `${source ?? 'default'}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  await new Promise<void>((resolve) => {
    const finish = () => {
      clearTimeout(requery);
      clearTimeout(end);
      options.signal?.removeEventListener('abort', finish);
      resolve();
    };
    const requery = setTimeout(
      () => open.forEach(({ browser }) => browser.update()),
      options.windowMs * REQUERY_FRACTION,
    );
    const end = setTimeout(finish, options.windowMs);
    if (options.signal?.aborted) finish();
    else options.signal?.addEventListener('abort', finish, { once: true });
  });

  await Promise.all(
    open.map(
      ({ bonjour, browser }) =>
        new Promise<void>((resolve) => {
          browser.stop();
          bonjour.destroy(() => resolve());
        }),
    ),
  );
  const failedAll = open.length === 0 || (errors.length >= sources.length && adverts.size === 0);
  return {
    adverts: [...adverts.values()],
    ignored: ignoredNames.size,
    ...(failedAll && errors.length > 0 ? { error: errors.join('; ') } : {}),
  };
}
