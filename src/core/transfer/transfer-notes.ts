/**
 * The words a transfer's report gives a part it does not carry whole (docs/decisions.md,
 * "Firmware-era transfer: dry run"): a section the source or the target's era lacks (D11),
 * authentication users skipped for want of a password (spec 4.1: none is ever read), and notes
 * about what was carried with a caveat.
 */
import { compareVersions, type ApiVersion } from '../../shared/api';
import type { LocalizedText } from '../../shared/words/localized-text';
import type { TransferPart } from '../../shared/ipc/transfer.schema';
import type { ControllerPart } from './controller-reading';
import type { MappingContext } from './record-mapping';
import type { WritablePart } from './transfer-parts';
import { TRANSFER_WORDS } from './transfer.words';

const ERA: Record<ApiVersion, string> = { '1.5.0': '1.5', '1.6.0': '1.6', '1.7.0': '1.7' };

/** Why the part is not written at all, or undefined when it is. */
export function skipReason(
  writable: WritablePart,
  sourceMissing: ReadonlySet<ControllerPart>,
  targetVersion: ApiVersion,
  mapping: Pick<MappingContext, 'authPassword'>,
): LocalizedText | undefined {
  if (sourceMissing.has(writable.part)) {
    return TRANSFER_WORDS.notSourceFirmwareHas;
  }
  if (compareVersions(writable.since, targetVersion) > 0) {
    const era = ERA[targetVersion];
    return TRANSFER_WORDS.notCarriedTargetsFirmware(era, ERA[writable.since]);
  }
  if (writable.part === 'auth_users' && mapping.authPassword === undefined) {
    return TRANSFER_WORDS.skippedChosenControllerNever;
  }
  return undefined;
}

/** Notes on a part that was carried. */
export function partNotes(
  writable: WritablePart,
  outcome: TransferPart,
  context: MappingContext,
  login: string | undefined,
): LocalizedText[] {
  const notes: LocalizedText[] = [];
  if (writable.part === 'auth_users' && login && outcome.kept > 0) {
    notes.push(TRANSFER_WORDS.accountTransferLoggedLeft(login));
  }
  if (writable.part === 'biometry_providers' && outcome.source > 0) {
    notes.push(TRANSFER_WORDS.providerSecretSourceDid);
  }
  if (
    (writable.part === 'access_points' || writable.part === 'automations') &&
    outcome.source > 0 &&
    !context.targetControllerUuid
  ) {
    notes.push(TRANSFER_WORDS.targetHadNoAccess);
  }
  return notes;
}
