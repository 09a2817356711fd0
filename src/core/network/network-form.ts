/**
 * The network wizard's form: one static address for one controller, a range's first address
 * for several, with the mask and gateway they share (spec 2.2 network settings), a table of
 * addresses by serial (docs/decisions.md, "Network wizard: addresses by serial"), or DHCP for
 * any number; and how many controllers move at once. The schema
 * checks only shapes; what would cut a controller off is said by the pure checks
 * (docs/decisions.md, "Network wizard: the checks before anything is sent") through
 * `settingsForTargets`.
 */
import { z } from 'zod';
import { NETWORK_WORDS } from './network.words';

const address = z.string().trim().max(15);

export const NETWORK_MODES = ['static', 'range', 'table', 'dhcp'] as const;

/** A table of a few hundred rows fits well within this. */
export const MAX_TABLE_LENGTH = 100_000;

/** At most this many controllers move at once (each is followed to its new address). */
export const MAX_PARALLEL_MOVES = 8;

export const networkForm = z.object({
  mode: z.enum(NETWORK_MODES).meta({
    label: NETWORK_WORDS.addressing,
    options: {
      static: NETWORK_WORDS.oneStaticAddress,
      range: NETWORK_WORDS.consecutiveAddressesFirstOne,
      table: NETWORK_WORDS.tableAddressEachSerial,
      dhcp: NETWORK_WORDS.dhcpSiteNetworkGives,
    },
  }),
  ip: address.optional().meta({
    label: NETWORK_WORDS.addressLabel,
    placeholder: '10.0.0.50',
    showWhen: { mode: ['static'] },
  }),
  range_start: address.optional().meta({
    label: NETWORK_WORDS.firstAddress,
    hint: NETWORK_WORDS.controllersTakeFreeAddresses,
    placeholder: '10.0.0.50',
    showWhen: { mode: ['range'] },
  }),
  mask: address.optional().meta({
    label: NETWORK_WORDS.maskLabel,
    placeholder: '255.255.255.0',
    showWhen: { mode: ['static', 'range'] },
  }),
  gateway: address.optional().meta({
    label: NETWORK_WORDS.gatewayLabel,
    placeholder: '10.0.0.1',
    showWhen: { mode: ['static', 'range'] },
  }),
  table: z
    .string()
    .max(MAX_TABLE_LENGTH)
    .optional()
    .meta({
      label: NETWORK_WORDS.addressesBySerial,
      hint: NETWORK_WORDS.oneLinePerController,
      placeholder: 'DEMO-01, 10.0.0.50, 255.255.255.0, 10.0.0.1',
      widget: 'textarea',
      showWhen: { mode: ['table'] },
    }),
  parallel: z
    .int()
    .min(1)
    .max(MAX_PARALLEL_MOVES)
    .default(1)
    .meta({
      label: NETWORK_WORDS.controllersMovedOnce,
      hint: NETWORK_WORDS.oneTimeFindsController,
      showWhen: { mode: ['range', 'table', 'dhcp'] },
    }),
});
export type NetworkFormValues = z.infer<typeof networkForm>;
