/**
 * The mDNS advert of a controller (D15): `_https._tcp` with TXT `api`,
 * `serial`, `model` and `fw` (description version), published when the simulator listens,
 * withdrawn (goodbye packets) when it stops, and re-published after a move.
 *
 * One responder (a bonjour-service instance, one UDP socket on 5353) per source address, shared
 * by every simulator of the advertiser on that address. A responder bound to a simulator's
 * IPv4 address joins the group on that address's interface and sends from that address, so a
 * browser sees the controller's own address as the packet's source (`referer.address`), which is
 * all there is on loopback: bonjour-service writes no A records for internal interfaces. A fleet
 * passes one advertiser to all its simulators; a lone simulator makes its own.
 */
import { EventEmitter } from 'node:events';
import { isIPv4 } from 'node:net';
import { Bonjour, type Service, type ServiceConfig } from 'bonjour-service';

/** What a controller announces (D15). */
export interface AdvertInfo {
  serial: string;
  model: string;
  /** Description version of the firmware, e.g. 1.7.0. */
  fw: string;
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
    const service: Service = responder.bonjour.publish({
      name: advertName(info.serial),
      type: SERVICE_TYPE,
      port: info.port,
      disableIPv6: true,
      txt: { api: API_PATH, serial: info.serial, model: info.model, fw: info.fw },
    });
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
