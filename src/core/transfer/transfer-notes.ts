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

const ERA: Record<ApiVersion, string> = { '1.5.0': '1.5', '1.6.0': '1.6', '1.7.0': '1.7' };

/** Why the part is not written at all, or undefined when it is. */
export function skipReason(
  writable: WritablePart,
  sourceMissing: ReadonlySet<ControllerPart>,
  targetVersion: ApiVersion,
  mapping: Pick<MappingContext, 'authPassword'>,
): LocalizedText | undefined {
  if (sourceMissing.has(writable.part)) {
    return {
      en: 'Not in the source: its firmware has no such section.',
      ru: 'Нет в источнике: в его прошивке нет такого раздела.',
    };
  }
  if (compareVersions(writable.since, targetVersion) > 0) {
    const era = ERA[targetVersion];
    return {
      en: `Not carried: the target's firmware ${era} has no such section (it came in ${ERA[writable.since]}).`,
      ru: `Не переносится: в прошивке целевого контроллера ${era} нет такого раздела (он появился в ${ERA[writable.since]}).`,
    };
  }
  if (writable.part === 'auth_users' && mapping.authPassword === undefined) {
    return {
      en: 'Skipped as chosen: a controller never gives passwords out, so new accounts need one from you.',
      ru: 'Пропущено по выбору: контроллер не выдаёт пароли, поэтому новым учётным записям нужен пароль от вас.',
    };
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
    notes.push({
      en: `The account "${login}" this transfer is logged in with is left as it is.`,
      ru: `Учётная запись «${login}», под которой выполняется перенос, оставлена как есть.`,
    });
  }
  if (writable.part === 'biometry_providers' && outcome.source > 0) {
    notes.push({
      en: "A provider secret the source did not give out is written empty: type it in the target's biometry settings.",
      ru: 'Секреты провайдера, которые источник не выдал, записываются пустыми: введите их в настройках биометрии целевого контроллера.',
    });
  }
  if (
    (writable.part === 'access_points' || writable.part === 'automations') &&
    outcome.source > 0 &&
    !context.targetControllerUuid
  ) {
    notes.push({
      en: "The target had no access point to take its controller uuid from: the source's is kept.",
      ru: 'У целевого контроллера не было точек доступа, чтобы взять его uuid: сохранён uuid источника.',
    });
  }
  return notes;
}
