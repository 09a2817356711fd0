/**
 * One mDNS response read as the claims it makes about D15's service: for every `_https._tcp`
 * instance it names, the port, the TXT and the addresses of the SRV target, and where the packet
 * came from. Read packet by packet rather than through bonjour-service's browser, which keeps
 * the first answer for an instance name and drops a later one that names other addresses: two
 * responders claiming one name is exactly what discovery has to see. Pure.
 */
import { isIPv4 } from 'node:net';

export const SERVICE_DOMAIN = '_https._tcp.local';

/** A resource record as multicast-dns decodes it. */
export interface MdnsRecord {
  name: string;
  type: string;
  ttl?: number;
  data?: unknown;
}

export interface MdnsPacket {
  answers?: readonly MdnsRecord[];
  additionals?: readonly MdnsRecord[];
}

/** What one responder said about one instance. */
export interface MdnsClaim {
  /** The instance name, e.g. "Turnkey controller SN123". */
  name: string;
  port: number;
  /** The SRV target, e.g. "SN123.local". */
  target: string;
  /** The packet's source first, then the target's A records (IPv4 only, as probed). */
  hosts: string[];
  txt: Record<string, string>;
}

/** DNS names compare without case and without the root's trailing dot. */
function sameName(a: string, b: string): boolean {
  return a.replace(/\.$/, '').toLowerCase() === b.replace(/\.$/, '').toLowerCase();
}

/** TXT strings `key=value` (RFC 6763 6.3); a key without `=` is present with no value. */
export function decodeTxt(data: unknown): Record<string, string> {
  const strings = Array.isArray(data) ? data : [data];
  const txt: Record<string, string> = {};
  for (const item of strings) {
    const text = Buffer.isBuffer(item)
      ? item.toString('utf8')
      : typeof item === 'string'
        ? item
        : '';
    if (!text) continue;
    const at = text.indexOf('=');
    const key = (at < 0 ? text : text.slice(0, at)).toLowerCase();
    // The first occurrence of a key wins (RFC 6763 6.4).
    if (key && !(key in txt)) txt[key] = at < 0 ? '' : text.slice(at + 1);
  }
  return txt;
}

function srvData(data: unknown): { port: number; target: string } | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { port, target } = data as { port?: unknown; target?: unknown };
  return typeof port === 'number' && typeof target === 'string' ? { port, target } : undefined;
}

/** The instances a response announces (goodbyes, TTL 0, are no claim). */
export function claimsOf(packet: MdnsPacket, source: string | undefined): MdnsClaim[] {
  const records = [...(packet.answers ?? []), ...(packet.additionals ?? [])].filter(
    (r) => (r.ttl ?? 1) > 0,
  );
  const instances = new Set(
    records
      .filter((r) => r.type === 'PTR' && sameName(r.name, SERVICE_DOMAIN))
      .flatMap((r) => (typeof r.data === 'string' ? [r.data] : [])),
  );
  const claims: MdnsClaim[] = [];
  for (const fqdn of instances) {
    const srv = records.find((r) => r.type === 'SRV' && sameName(r.name, fqdn));
    const target = srvData(srv?.data);
    if (!target) continue;
    const txt = records.find((r) => r.type === 'TXT' && sameName(r.name, fqdn));
    const addresses = records
      .filter((r) => r.type === 'A' && sameName(r.name, target.target))
      .flatMap((r) => (typeof r.data === 'string' && isIPv4(r.data) ? [r.data] : []));
    const suffix = `.${SERVICE_DOMAIN}`;
    const bare = fqdn.replace(/\.$/, '');
    claims.push({
      name: bare.toLowerCase().endsWith(suffix) ? bare.slice(0, -suffix.length) : bare,
      port: target.port,
      target: target.target.replace(/\.$/, ''),
      hosts: [...new Set([...(source && isIPv4(source) ? [source] : []), ...addresses])],
      txt: txt ? decodeTxt(txt.data) : {},
    });
  }
  return claims;
}
