/**
 * The form of the cluster wizard: which controllers become members of the master (the site's
 * others, and what the master's own controller search found: a network this computer may not
 * reach, spec 4.12), the comment the master's VPN sharing carries, and a network to search
 * through the master for more.
 */
import { z } from 'zod';
import type { LocalizedText } from '../../shared/words/localized-text';
import { VPN_WORDS } from './vpn.words';

const CIDR = /^(\d{1,3}\.){3}\d{1,3}\/(2[2-9]|3[0-2])$/;

export interface JoinFormValues {
  members: string[];
  comment: string;
  search?: string;
}

export function joinForm(
  options: Record<string, LocalizedText>,
  chosen: readonly string[],
  comment: string,
) {
  const keys = Object.keys(options);
  const members = (
    keys.length > 0 ? z.array(z.enum(keys as [string, ...string[]])) : z.array(z.string()).max(0)
  )
    .default([...chosen])
    .meta({
      label: VPN_WORDS.members,
      hint: VPN_WORDS.controllersSiteThoseMaster,
      options,
    });
  return z.object({
    members,
    comment: z.string().trim().max(120).default(comment).meta({
      label: VPN_WORDS.vpnSharingComment,
      hint: VPN_WORDS.storedOnMasterVpn,
    }),
    search: z.string().trim().regex(CIDR, { error: 'a.b.c.d/n, from /22 to /32' }).optional().meta({
      label: VPN_WORDS.alsoSearchNetworkThrough,
      hint: VPN_WORDS.masterProbesOnOwn,
      placeholder: '10.0.5.0/24',
    }),
  });
}
