/**
 * The backup wizard's one form (docs/decisions.md, "Backup"): whether the biometry provider's
 * secrets go into the file, and if so the passphrase that seals them, typed twice. The
 * passphrase is kept nowhere (not in the job, the journal or the file): without it the secrets
 * of that backup cannot be read back, which the hint says before it is typed.
 */
import { z } from 'zod';
import { localizedRule } from '../../flows/form-errors';

/** Shortest passphrase accepted: scrypt slows guessing, it does not make a short one safe. */
export const MIN_PASSPHRASE = 8;

const onlyWithSecrets = { includeSecrets: [true] };

export const backupForm = z
  .object({
    includeSecrets: z
      .boolean()
      .default(false)
      .meta({
        label: { en: 'Include secrets', ru: 'Сохранить секреты' },
        hint: {
          en: 'The biometry provider’s client secret and password, encrypted with a passphrase. Without them the backup holds everything else, and they are typed again after a restore.',
          ru: 'Секрет клиента и пароль биометрического провайдера, зашифрованные парольной фразой. Без них в копии есть всё остальное, а их вводят заново после восстановления.',
        },
      }),
    passphrase: z
      .string()
      .max(256)
      .optional()
      .meta({
        label: { en: 'Passphrase', ru: 'Парольная фраза' },
        hint: {
          en: `At least ${MIN_PASSPHRASE} characters. It is not kept anywhere: without it the secrets of this backup cannot be read.`,
          ru: `Не короче ${MIN_PASSPHRASE} символов. Она нигде не хранится: без неё секреты этой копии не прочитать.`,
        },
        widget: 'password',
        showWhen: onlyWithSecrets,
      }),
    repeat: z
      .string()
      .max(256)
      .optional()
      .meta({
        label: { en: 'Passphrase again', ru: 'Парольная фраза ещё раз' },
        widget: 'password',
        showWhen: onlyWithSecrets,
      }),
  })
  .refine(
    (form) => !form.includeSecrets || (form.passphrase ?? '').length >= MIN_PASSPHRASE,
    localizedRule(
      {
        en: `A passphrase of at least ${MIN_PASSPHRASE} characters is needed to include secrets.`,
        ru: `Чтобы сохранить секреты, нужна парольная фраза не короче ${MIN_PASSPHRASE} символов.`,
      },
      ['passphrase'],
    ),
  )
  .refine(
    (form) => !form.includeSecrets || form.passphrase === form.repeat,
    localizedRule({ en: 'The two passphrases differ.', ru: 'Парольные фразы не совпадают.' }, [
      'repeat',
    ]),
  );

export type BackupFormValues = z.infer<typeof backupForm>;
