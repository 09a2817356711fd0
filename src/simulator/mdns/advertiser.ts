/**
 * The mDNS advert of a controller (D15): `_https._tcp` with TXT `api`,
 * `serial`, `model` and `fw` (description version), published when the simulator listens,
 * withdrawn (goodbye packets) when it stops, and re-published after a move.
 *
 * One responder (a bonjour-service instance, one UDP socket on 5353) per source address, shared
 * by every simulator of the advertiser on that address. A responder bound to a simulator's
 * IPv4 address joins the group on that address's interface and sends from that address, so a
 * browser also sees the controller's own address as the packet's source (`referer.address`). A
 * fleet passes one advertiser to all its simulators; a lone simulator makes its own.
 *
 * Each controller names a host of its own, `<serial>.local`, the SRV target, with exactly the
 * address it listens on (docs/decisions.md, "Simulator part 2", mDNS): bonjour-service would name
 * the machine and list every address of every non-loopback interface, so on loopback a resolver
 * found no address and on a machine with several it found the other controllers'.
 */
import { EventEmitter } from 'node:events';
import { isIPv4 } from 'node:net';
import { Bonjour, type Service, type ServiceConfig } from 'bonjour-service';
import { addressRecords, controllerHostName } from './host-records';

/** What a controller announces (D15). */
export interface AdvertInfo {
  serial: string;
  model: string;
  /** Description version of the firmware, e.g. 1.7.0. */
  fw: string;
  /** The address it listens on, the one its host name resolves to. */
  host: string;
  port: number;
}

export const SERVICE_TYPE = 'https';
export const API_PATH = '/api/v1';

/** The instance name a controller announces itself under. */
export function advertName(serial: string): string {
  return `Turnkey controller ${serial}`;
}

/** A published advert; withdraw it once. */
export interface Advert {
  withdraw(): Promise<void>;
}

/** bonjour-service hands its options to multicast-dns, which takes these two as well. */
type ResponderOptions = Partial<ServiceConfig> & { interface?: string; bind?: string };

interface Responder {
  bonjour: Bonjour;
  users: number;
}

/** bonjour-service keeps its multicast socket private; its errors must still be heard. */
function socketEvents(bonjour: Bonjour): EventEmitter | undefined {
  const server = (bonjour as unknown as { server?: { mdns?: unknown } }).server;
  return server?.mdns instanceof EventEmitter ? server.mdns : undefined;
}

export class MdnsAdvertiser {
  private readonly responders = new Map<string, Responder>();

  constructor(private readonly warn: (message: string) => void = () => undefined) {}

  /** The responder key: a specific IPv4 address, or '' for the default interfaces. */
  private static sourceOf(host: string): string {
    return isIPv4(host) && host !== '0.0.0.0' ? host : '';
  }

  private acquire(source: string): Responder {
    let responder = this.responders.get(source);
    if (!responder) {
      const options: ResponderOptions = source ? { interface: source, bind: '0.0.0.0' } : {};
      const bonjour = new Bonjour(options, (error: unknown) =>
        this.warn(`mDNS (${source || 'default'}): ${String(error)}`),
      );
      socketEvents(bonjour)?.on('error', (error: unknown) =>
        this.warn(`mDNS socket (${source || 'default'}): ${String(error)}`),
      );
      responder = { bonjour, users: 0 };
      this.responders.set(source, responder);
    }
    responder.users++;
    return responder;
  }

  private async releaseResponder(source: string): Promise<void> {
    const responder = this.responders.get(source);
    if (!responder || --responder.users > 0) return;
    this.responders.delete(source);
    await new Promise<void>((resolve) => responder.bonjour.destroy(() => resolve()));
  }

  /** Announces `info`; the advert stays until withdrawn. */
  publish(info: AdvertInfo): Advert {
    const source = MdnsAdvertiser.sourceOf(info.host);
    const responder = this.acquire(source);
    const host = controllerHostName(info.serial);
    const service: Service = responder.bonjour.publish({
      name: advertName(info.serial),
      type: SERVICE_TYPE,
      host,
      port: info.port,
      txt: { api: API_PATH, serial: info.serial, model: info.model, fw: info.fw },
    });
    // The service's own address records are the machine's; the registry asks `records()` when it
    // announces (after probing the name, so after this line) and again for the goodbye.
    const serviceRecords = service.records.bind(service);
    service.records = () => [
      ...serviceRecords().filter((r) => r.type !== 'A' && r.type !== 'AAAA'),
      ...addressRecords(host, info.host),
    ];
    let withdrawn: Promise<void> | undefined;
    return {
      withdraw: () =>
        (withdrawn ??= new Promise<void>((resolve) => {
          (service.stop as (callback: () => void) => void)(() => resolve());
        }).then(() => this.releaseResponder(source))),
    };
  }

  /** Stops every responder (adverts not withdrawn vanish without goodbye packets). */
  async destroy(): Promise<void> {
    const all = [...this.responders.values()];
    this.responders.clear();
    await Promise.all(
      all.map((r) => new Promise<void>((resolve) => r.bonjour.destroy(() => resolve()))),
    );
  }
}
