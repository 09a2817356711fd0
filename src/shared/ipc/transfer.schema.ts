/**
 * What a firmware-era transfer says about itself (docs/decisions.md, "Firmware-era transfer"):
 * per part of the controller, how many source records the target will get (create), already has
 * (identical), has otherwise (different, with the fields), cannot take (invalid, with the rule)
 * and which parts or fields are not carried and why. The dry run, the job's result and the
 * verification are all this one shape, so the screen and `turnkey transfer --json` show them
 * alike.
 */
import { z } from 'zod';
import { defineChannel, noInput } from './channel';
import { localizedText } from '../words/localized-text';

const count = z.int().min(0);

export const TRANSFER_CONFLICT_CHOICES = ['keep', 'overwrite', 'stop'] as const;
export type TransferConflictChoice = (typeof TRANSFER_CONFLICT_CHOICES)[number];

export const TRANSFER_MODES = ['plan', 'apply', 'verify'] as const;

/** One record worth showing: a difference, a refusal or a record missing after the transfer. */
export const transferSample = z.strictObject({
  kind: z.enum(['different', 'invalid', 'refused', 'missing']),
  key: z.string(),
  /** What a person calls it (a name, a code). */
  label: z.string(),
  fields: z
    .array(
      z.strictObject({
        field: z.string(),
        source: z.string().optional(),
        target: z.string().optional(),
      }),
    )
    .optional(),
  /** The rule broken (`car_number: must be 3 to 9 characters...`). */
  rule: z.string().optional(),
});
export type TransferSample = z.infer<typeof transferSample>;

export const transferPart = z.strictObject({
  part: z.string(),
  /** Records of this part in the source. */
  source: count,
  create: count,
  identical: count,
  different: count,
  invalid: count,
  /** What a run did: written new, changed, different ones left as the target had them, refused. */
  created: count,
  updated: count,
  kept: count,
  refused: count,
  /** The whole part stays behind, and why (the target's era has no such section, history...). */
  notCarried: localizedText.optional(),
  /** Field -> how many records lose it on the target (the legacy set has no `dolzhnost`...). */
  dropped: z.record(z.string(), count),
  /** Field -> how many records got the engineer's default. */
  defaulted: z.record(z.string(), count),
  /** Notes about the part (secrets not in the source, an account left as it is). */
  notes: z.array(localizedText),
  samples: z.array(transferSample),
});
export type TransferPart = z.infer<typeof transferPart>;

export const transferSide = z.strictObject({
  label: z.string(),
  firmware: z.string(),
  fieldSet: z.enum(['modern', 'legacy']),
  /** The archive the records were read from (a backup the transfer took first, or a file). */
  archive: z.string().optional(),
});

export const transferReport = z.strictObject({
  mode: z.enum(TRANSFER_MODES),
  source: transferSide,
  target: transferSide,
  onConflict: z.enum(TRANSFER_CONFLICT_CHOICES),
  parts: z.array(transferPart),
  /** Verification only: true when the target holds every carried record as the source had it. */
  equal: z.boolean().optional(),
});
export type TransferReport = z.infer<typeof transferReport>;

/** One transfer of the site as the screen lists it: what was asked, how it stands, its report. */
export const transferEntry = z.strictObject({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  source: z.strictObject({ kind: z.enum(['controller', 'archive']), label: z.string() }),
  target: z.strictObject({ controllerId: z.string(), label: z.string() }),
  onConflict: z.enum(TRANSFER_CONFLICT_CHOICES),
  state: z.enum(['planned', 'running', 'succeeded', 'failed', 'cancelled']),
  jobId: z.string().optional(),
  /** The last report: the dry run until the job verified, then the verification. */
  report: transferReport.optional(),
});
export type TransferEntry = z.infer<typeof transferEntry>;

/** `transfer:list`: the open site's transfers, newest first (none without a site). */
export const transferList = defineChannel('transfer:list', () => ({
  input: noInput,
  output: z.array(transferEntry),
}));

export const TRANSFER_CHANNELS = [transferList] as const;

/**
 * Differences left after a run: different records not kept on purpose (a choice of the engineer,
 * or the account the transfer uses), and records missing. The engine decides "equal" by it and
 * the screen shows it, so both count alike.
 */
export function transferLeftOver(parts: readonly TransferPart[]): {
  differences: number;
  missing: number;
} {
  let differences = 0;
  let missing = 0;
  for (const p of parts) {
    if (p.notCarried) continue;
    differences += Math.max(0, p.different - p.kept);
    missing += p.create;
  }
  return { differences, missing };
}
