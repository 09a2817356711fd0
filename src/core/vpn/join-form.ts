/**
 * The form of the cluster wizard: which controllers become members of the master (the site's
 * others, and what the master's own controller search found: a network this computer may not
 * reach, spec 4.12), the comment the master's VPN sharing carries, and a network to search
 * through the master for more.
 */
import { z } from 'zod';
import type { LocalizedText } from '../../shared/words/localized-text';

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
      label: { en: 'Members', ru: 'Участники' },
      hint: {
        en: 'Controllers of this site, and those the master found with its own search.',
        ru: 'Контроллеры этого объекта и найденные поиском самого мастера.',
      },
      options,
    });
  return z.object({
    members,
    comment: z
      .string()
      .trim()
      .max(120)
      .default(comment)
      .meta({
        label: { en: 'VPN sharing comment', ru: 'Комментарий общего доступа к VPN' },
        hint: {
          en: "Stored on the master with its VPN sharing; the site's name tells the next engineer whose it is.",
          ru: 'Хранится на мастере вместе с общим доступом к VPN; имя объекта подскажет следующему инженеру, чей он.',
        },
      }),
    search: z
      .string()
      .trim()
      .regex(CIDR, { error: 'a.b.c.d/n, from /22 to /32' })
      .optional()
      .meta({
        label: {
          en: 'Also search this network through the master',
          ru: 'Также искать в этой сети через мастер',
        },
        hint: {
          en: 'The master probes it on its own port and the form offers what it finds (at most a /22).',
          ru: 'Мастер опрашивает её на своём порту, и форма предложит найденное (не шире /22).',
        },
        placeholder: '10.0.5.0/24',
      }),
  });
}
