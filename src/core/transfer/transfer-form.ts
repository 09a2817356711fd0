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
import { TRANSFER_WORDS } from './transfer.words';

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
  keep: TRANSFER_WORDS.keepTargetsRecord,
  overwrite: TRANSFER_WORDS.overwriteSources,
  stop: TRANSFER_WORDS.stopChangeNothing,
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
    source: choice(sources).optional().meta({
      label: TRANSFER_WORDS.takeRecords,
      hint: TRANSFER_WORDS.controllerSiteBackupTaken,
      options: sources,
    }),
    file: z.string().trim().max(4096).optional().meta({
      label: TRANSFER_WORDS.backupFile,
      hint: TRANSFER_WORDS.fullPathTkbackupFile,
      placeholder: '/media/usb/plant4-gate.tkbackup',
    }),
    target: choice(targets).meta({
      label: TRANSFER_WORDS.writeThem,
      options: targets,
    }),
    on_conflict: z.enum(TRANSFER_CONFLICT_CHOICES).default('keep').meta({
      label: TRANSFER_WORDS.recordTargetHoldsOtherwise,
      options: CONFLICT_WORDS,
    }),
    dolzhnost: z.string().trim().max(120).optional().meta({
      label: TRANSFER_WORDS.positionPeopleWithoutOne,
      hint: TRANSFER_WORDS.modernStaffSetRequires,
      placeholder: TRANSFER_WORDS.positionExample.ru,
    }),
    auth_users: z
      .enum(['skip', 'create'])
      .default('skip')
      .meta({
        label: TRANSFER_WORDS.authenticationUsers,
        options: {
          skip: TRANSFER_WORDS.skipThem,
          create: TRANSFER_WORDS.createThemNewPassword,
        },
      }),
    auth_password: z
      .string()
      .min(8)
      .max(128)
      .optional()
      .meta({
        label: TRANSFER_WORDS.theirNewPassword,
        hint: TRANSFER_WORDS.keptComputersKeychainOnly,
        widget: 'password',
        showWhen: { auth_users: ['create'] },
      }),
    passphrase: z.string().max(256).optional().meta({
      label: TRANSFER_WORDS.backupPassphrase,
      hint: TRANSFER_WORDS.onlyBackupMadeSecrets,
      widget: 'password',
    }),
  });
}
