/**
 * mDNS browse for D15's service: `_https._tcp` adverts with TXT `api=/api/v1`,
 * `serial`, `model`, `fw`. One responder socket per interface, so a laptop with several network
 * cards asks on each of them (a single socket sends its query on the default interface only).
 * bonjour-service sends the questions; the answers are read packet by packet (mdns-answer.ts), so
 * a second responder naming the same instance at other addresses is seen too. Where to probe:
 * the answer's source address first, then the A records of its SRV target. Adverts for something
 * else than the controller API are counted, not probed. Confirming by probe is the caller's job.
 */
import { Bonjour, type Browser } from 'bonjour-service';
import { EventEmitter } from 'node:events';
import { API_BASE_PATH } from '../client/controller-address';
import { claimsOf, type MdnsClaim, type MdnsPacket } from './mdns-answer';

export interface MdnsAdvert {
  /** The instance name, e.g. "Turnkey controller SN123". */
  name: string;
  port: number;
  /**
   * Where to probe: the address the answer came from first, then the A records of the SRV target
   * (every answer naming this instance with this serial adds its own).
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
  /** Controller adverts (TXT api=/api/v1), one per instance name, TXT serial and port. */
  adverts: MdnsAdvert[];
  /** `_https._tcp` adverts of other services. */
  ignored: number;
  /** Why no socket could be opened, when none could. */
  error?: string;
}

/** A question asked once more part-way, for an answer lost the first time (RFC 6762 5.2). */
const REQUERY_FRACTION = 1 / 3;

function advertOf(claim: MdnsClaim, atMs: number): MdnsAdvert | undefined {
  const { txt } = claim;
  if (txt.api !== API_BASE_PATH) return undefined;
  return {
    name: claim.name,
    port: claim.port,
    hosts: claim.hosts,
    ...(txt.serial ? { serial: txt.serial } : {}),
    ...(txt.model ? { model: txt.model } : {}),
    ...(txt.fw ? { fw: txt.fw } : {}),
    atMs,
  };
}

/** One advert per instance name, serial and port: another serial under one name is another claim. */
function advertKey(advert: MdnsAdvert): string {
  return `${advert.name}\u0000${advert.serial ?? ''}\u0000${advert.port}`;
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
      const socket = socketOf(bonjour);
      socket?.on('error', (error: unknown) =>
        errors.push(`${source ?? 'default'}: ${String(error)}`),
      );
      socket?.on('response', (packet: MdnsPacket, rinfo?: { address?: string }) => {
        for (const claim of claimsOf(packet, rinfo?.address)) {
          const advert = advertOf(claim, Math.round(performance.now() - started));
          if (!advert) {
            ignoredNames.add(claim.name);
            continue;
          }
          const key = advertKey(advert);
          const known = adverts.get(key);
          const hosts = [...new Set([...(known?.hosts ?? []), ...advert.hosts])];
          adverts.set(key, { ...(known ?? advert), hosts });
          if (!known || hosts.length > known.hosts.length) options.onAdvert({ ...advert, hosts });
        }
      });
      // The browser asks the question (again on update); its own reading of answers is unused.
      const browser = bonjour.find({ type: 'https' });
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
