/**
 * The backup wizard's one form (docs/decisions.md, "Backup"): whether the biometry provider's
 * secrets go into the file, and if so the passphrase that seals them, typed twice. The
 * passphrase is kept nowhere (not in the job, the journal or the file): without it the secrets
 * of that backup cannot be read back, which the hint says before it is typed.
 */
import { z } from 'zod';
import { localizedRule } from '../../flows/form-errors';
import { TRANSFER_WORDS } from '../transfer.words';

/** Shortest passphrase accepted: scrypt slows guessing, it does not make a short one safe. */
export const MIN_PASSPHRASE = 8;

const onlyWithSecrets = { includeSecrets: [true] };

export const backupForm = z
  .object({
    includeSecrets: z.boolean().default(false).meta({
      label: TRANSFER_WORDS.includeSecrets,
      hint: TRANSFER_WORDS.biometryProviderClientSecret,
    }),
    passphrase: z
      .string()
      .max(256)
      .optional()
      .meta({
        label: TRANSFER_WORDS.passphrase,
        hint: TRANSFER_WORDS.leastCharactersNotKept(MIN_PASSPHRASE),
        widget: 'password',
        showWhen: onlyWithSecrets,
      }),
    repeat: z.string().max(256).optional().meta({
      label: TRANSFER_WORDS.passphraseAgain,
      widget: 'password',
      showWhen: onlyWithSecrets,
    }),
  })
  .refine(
    (form) => !form.includeSecrets || (form.passphrase ?? '').length >= MIN_PASSPHRASE,
    localizedRule(TRANSFER_WORDS.passphraseLeastCharactersNeeded(MIN_PASSPHRASE), ['passphrase']),
  )
  .refine(
    (form) => !form.includeSecrets || form.passphrase === form.repeat,
    localizedRule(TRANSFER_WORDS.twoPassphrasesDiffer, ['repeat']),
  );

export type BackupFormValues = z.infer<typeof backupForm>;
