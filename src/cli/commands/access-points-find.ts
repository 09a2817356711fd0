/**
 * The access point or automation a command line names, among those a controller holds (read by
 * core/access-points/access-point-reading.ts): by `--uuid`, or by `--name` when no other one on
 * that controller has it. Names are compared as the copy wizard compares them (spaces around and
 * letter case aside). One not there, or a name several share, is a usage error that says what
 * the controller has, so the engineer can give a uuid instead.
 */
import type { AccessPointView } from '../../core/access-points/access-point-reading';
import { AccessPointsUsageError, type Selector } from './access-points-options';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The names a controller holds, for a refusal: the first few, then how many more. */
function heldNames(records: readonly AccessPointView[]): string {
  if (records.length === 0) return '-';
  const shown = records.slice(0, 8).map((r) => `"${r.name}"`);
  const more = records.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

/** The one record `selector` names; `what` words the refusals ("access point", "automation"). */
export function findRecord(
  records: readonly AccessPointView[],
  selector: Selector,
  controller: string,
  what: { en: string; ru: string },
): AccessPointView {
  if (selector.by === 'uuid') {
    const found = records.find((r) => r.uuid === selector.uuid);
    if (found) return found;
    throw new AccessPointsUsageError('not_found', {
      en: `${controller} has no ${what.en} ${selector.uuid}. It has: ${heldNames(records)}.`,
      ru: `На ${controller} нет объекта «${what.ru}» с UUID ${selector.uuid}. Есть: ${heldNames(records)}.`,
    });
  }
  const named = records.filter((r) => sameName(r.name, selector.name));
  if (named.length === 1) return named[0]!;
  if (named.length === 0) {
    throw new AccessPointsUsageError('not_found', {
      en: `${controller} has no ${what.en} named "${selector.name}". It has: ${heldNames(records)}.`,
      ru: `На ${controller} нет объекта «${what.ru}» с названием «${selector.name}». Есть: ${heldNames(records)}.`,
    });
  }
  const uuids = named.map((r) => r.uuid).join(', ');
  throw new AccessPointsUsageError('ambiguous', {
    en: `${named.length} ${what.en}s on ${controller} are named "${selector.name}": give --uuid, one of ${uuids}.`,
    ru: `На ${controller} несколько объектов «${what.ru}» с названием «${selector.name}» (${named.length}): укажите --uuid, один из ${uuids}.`,
  });
}

/** The records of these names, each unique; all that can be chosen when no name is given. */
export function findByNames(
  records: readonly AccessPointView[],
  names: readonly string[],
  controller: string,
  what: { en: string; ru: string },
): AccessPointView[] {
  if (names.length === 0) return [...records];
  const chosen = names.map((name) => findRecord(records, { by: 'name', name }, controller, what));
  return chosen.filter((r, i) => chosen.findIndex((c) => c.uuid === r.uuid) === i);
}
