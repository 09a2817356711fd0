/**
 * Payloads of the controller itself (spec 2.2, 4.11, 4.12): time-tracking configs, date and time,
 * network, controller search and VPN.
 */
import { z } from 'zod';
import { anyDate, cidr, ipv4, parseDateParts, timeZoneName } from '../formats';
import { limitedText } from '../text-limit-schemas';

/** spec 2.2 time-tracking export config / report config: a named period of days. */
export const ttConfig = z.strictObject({
  name: limitedText('name').min(1),
  period: z
    .strictObject({ from: anyDate, to: anyDate })
    .refine((p) => dayNumber(p.from) <= dayNumber(p.to), {
      error: 'period `from` must not be after `to`',
      path: ['to'],
    }),
});

function dayNumber(value: string): number {
  const d = parseDateParts(value);
  return d ? d.year * 10000 + d.month * 100 + d.day : Number.NaN;
}

/** GET /date_time (spec 4.12): NTP, server, Unix seconds and an IANA zone name. */
export const dateTimeRead = z.looseObject({
  ntp: z.boolean(),
  ntp_server: z.string(),
  timestamp: z.number().int(),
  timezone: z.string(),
});

/** POST /date_time (spec 4.12 "ntp, timestamp, timezone"); ntp_server may be set alongside. */
export const dateTimeWrite = z.strictObject({
  ntp: z.boolean(),
  ntp_server: limitedText('ntp_server').min(1).optional(),
  timestamp: z.number().int().min(0),
  timezone: timeZoneName,
});

/** POST /date_time answer (spec 4.12): object {status}. */
export const dateTimeWriteResult = z.looseObject({ status: z.string() });

function ipToNumber(ip: string): number {
  return ip.split('.').reduce((acc, octet) => acc * 256 + Number(octet), 0);
}

/** A netmask is contiguous when its ones all come first (255.255.254.0 yes, 255.0.255.0 no). */
export function isContiguousMask(mask: string): boolean {
  if (!ipv4.safeParse(mask).success) return false;
  const n = ipToNumber(mask);
  const inverted = ~n >>> 0;
  return n !== 0 && (inverted & (inverted + 1)) === 0;
}

/** True when `a` and `b` are in the same subnet under `mask`. */
export function sameSubnet(a: string, b: string, mask: string): boolean {
  const m = ipToNumber(mask);
  return (ipToNumber(a) & m) >>> 0 === (ipToNumber(b) & m) >>> 0;
}

/**
 * spec 2.2 network settings. With DHCP the address fields may be left out; with a static address
 * the mask must be contiguous and the gateway inside the subnet (the controller would be cut off
 * otherwise).
 */
export const networkSettings = z
  .strictObject({
    dhcp: z.boolean(),
    ip: ipv4.optional(),
    mask: ipv4.optional(),
    gateway: ipv4.optional(),
  })
  .superRefine((s, ctx) => {
    if (s.dhcp) return;
    for (const field of ['ip', 'mask', 'gateway'] as const) {
      if (s[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: 'is required without DHCP' });
    }
    if (s.mask !== undefined && !isContiguousMask(s.mask)) {
      ctx.addIssue({ code: 'custom', path: ['mask'], message: 'must be a contiguous netmask' });
    } else if (s.ip && s.mask && s.gateway && !sameSubnet(s.ip, s.gateway, s.mask)) {
      ctx.addIssue({
        code: 'custom',
        path: ['gateway'],
        message: 'must be inside the subnet of ip/mask',
      });
    }
  });

/** spec 2.2 share VPN settings. */
export const shareVpnSettings = z.strictObject({
  enabled: z.boolean(),
  comment: limitedText('comment'),
});

/** spec 2.2 controller search request: the network to probe. */
export const controllerSearchRequest = z.strictObject({ network: cidr });

/** Actions of VPN sync (decision D9). */
export const VPN_SYNC_ACTIONS = ['start', 'stop'] as const;
export const vpnSyncAction = z.enum(VPN_SYNC_ACTIONS);

/** spec 2.2 VPN sync command; the body may be empty when the path names the action. */
export const vpnSyncCommand = z.strictObject({ action: vpnSyncAction });
