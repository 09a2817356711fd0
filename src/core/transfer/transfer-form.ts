/**
 * The transfer wizard's form (docs/decisions.md, "Firmware-era transfer"): where the records come
 * from (a site controller, or a backup kept in the site folder), where they go, what to do with a
 * record the target holds otherwise, the value for a required field the source lacks
 * (`dolzhnost`, D12), and whether authentication users are created (with a password typed here,
 * kept in the keychain only: spec 4.1 never gives one out) or skipped.
 */
import { z } from 'zod';
import type { LocalizedText } from '../../shared/words/localized-text';
import { TRANSFER_CONFLICT_CHOICES } from '../../shared/ipc/transfer.schema';

export const CONTROLLER_SOURCE = 'controller:';
export const ARCHIVE_SOURCE = 'archive:';

export interface TransferFormValues {
  source?: string | undefined;
  /** A backup file anywhere on this computer, instead of a source offered. */
  file?: string | undefined;
  target: string;
  on_conflict: (typeof TRANSFER_CONFLICT_CHOICES)[number];
  dolzhnost?: string | undefined;
  auth_users: 'skip' | 'create';
  auth_password?: string | undefined;
  passphrase?: string | undefined;
}

const CONFLICT_WORDS: Record<(typeof TRANSFER_CONFLICT_CHOICES)[number], LocalizedText> = {
  keep: { en: "Keep the target's record", ru: 'Оставить запись целевого контроллера' },
  overwrite: { en: "Overwrite with the source's", ru: 'Перезаписать записью источника' },
  stop: { en: 'Stop: change nothing', ru: 'Остановиться: ничего не менять' },
};

function choice(options: Record<string, LocalizedText>) {
  const keys = Object.keys(options);
  return keys.length > 0 ? z.enum(keys as [string, ...string[]]) : z.string().min(1);
}

export function transferForm(
  sources: Record<string, LocalizedText>,
  targets: Record<string, LocalizedText>,
) {
  return z.object({
    source: choice(sources)
      .optional()
      .meta({
        label: { en: 'Take the records from', ru: 'Откуда взять данные' },
        hint: {
          en: 'A controller of this site (a backup of it is taken first and kept in the site folder), or a backup kept there.',
          ru: 'Контроллер этого объекта (сначала с него снимается резервная копия в папку объекта) или хранящаяся там копия.',
        },
        options: sources,
      }),
    file: z
      .string()
      .trim()
      .max(4096)
      .optional()
      .meta({
        label: { en: 'Or a backup file', ru: 'Или файл резервной копии' },
        hint: {
          en: 'The full path of a .tkbackup file on this computer (from a USB stick, another laptop).',
          ru: 'Полный путь к файлу .tkbackup на этом компьютере (с флешки, с другого ноутбука).',
        },
        placeholder: '/media/usb/plant4-gate.tkbackup',
      }),
    target: choice(targets).meta({
      label: { en: 'Write them to', ru: 'Куда записать' },
      options: targets,
    }),
    on_conflict: z
      .enum(TRANSFER_CONFLICT_CHOICES)
      .default('keep')
      .meta({
        label: {
          en: 'A record the target holds otherwise',
          ru: 'Запись, которая на целевом контроллере другая',
        },
        options: CONFLICT_WORDS,
      }),
    dolzhnost: z
      .string()
      .trim()
      .max(120)
      .optional()
      .meta({
        label: { en: 'Position for people without one', ru: 'Должность для сотрудников без неё' },
        hint: {
          en: 'The modern staff set requires dolzhnost; the legacy set has none. Left empty, it is written empty.',
          ru: 'Современный набор полей требует должность, в устаревшем её нет. Если оставить пустой, запишется пустая.',
        },
        placeholder: 'Сотрудник',
      }),
    auth_users: z
      .enum(['skip', 'create'])
      .default('skip')
      .meta({
        label: { en: 'Authentication users', ru: 'Учётные записи' },
        options: {
          skip: { en: 'Skip them', ru: 'Пропустить' },
          create: {
            en: 'Create them with a new password',
            ru: 'Создать с новым паролем',
          },
        },
      }),
    auth_password: z
      .string()
      .min(8)
      .max(128)
      .optional()
      .meta({
        label: { en: 'Their new password', ru: 'Их новый пароль' },
        hint: {
          en: "Kept in this computer's keychain only, under each account of the target.",
          ru: 'Хранится только в связке ключей этого компьютера, для каждой учётной записи целевого контроллера.',
        },
        widget: 'password',
        showWhen: { auth_users: ['create'] },
      }),
    passphrase: z
      .string()
      .max(256)
      .optional()
      .meta({
        label: { en: 'Backup passphrase', ru: 'Пароль резервной копии' },
        hint: {
          en: 'Only for a backup made with its secrets included.',
          ru: 'Только для копии, сделанной вместе с секретами.',
        },
        widget: 'password',
      }),
  });
}
