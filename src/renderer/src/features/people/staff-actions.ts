/**
 * What the staff editor changes, each asked first through record-write (now -> after, the button
 * that says what happens, written under the lock, read back, journalled): the person in the set
 * the controller speaks, then the identifiers of the cards added (firmware 1.6+, card-identifiers.ts),
 * and the ban and its lifting (spec 4.3 `PUT /staff/ban|unban/{uuid}`).
 */
import { ref, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import { useSiteStore } from '../../stores/site.store';
import type { RecordWrite } from '../resources/record-write';
import type { WriteAnswer } from '../resources/resource-calls';
import { cardsWithoutIdentifier, servesIdentifiers } from './card-identifiers';
import { cardIdentifier } from './identifier-form';
import { useBothLanguages, type Notice } from './people-words';
import { addedCards, personName, textOf } from './staff-form';
import { shownStaff, withIdentifiersRow } from './staff-plan';
import type { StaffEditorState } from './use-staff-editor';

export interface StaffActions {
  notice: Ref<Notice | undefined>;
  save(): Promise<void>;
  setBanned(banned: boolean): Promise<void>;
}

/** The write's answer, undefined when cancelled or refused (the dialog shows the refusal). */
async function asked(promise: Promise<WriteAnswer | undefined>): Promise<WriteAnswer | undefined> {
  try {
    return await promise;
  } catch {
    return undefined;
  }
}

export function useStaffActions(
  controllerId: () => string,
  state: StaffEditorState,
  write: RecordWrite,
  saved: (answer: WriteAnswer) => void,
): StaffActions {
  const { t, locale } = useI18n();
  const both = useBothLanguages();
  const site = useSiteStore();
  const notice = ref<Notice>();

  function after(answer: WriteAnswer): void {
    const read = answer.after;
    if (read && typeof read === 'object' && !Array.isArray(read)) state.show(read);
    notice.value = answer.verified
      ? { type: 'success', text: t('people.editor.saved') }
      : { type: 'warning', text: t('people.editor.notVerified') };
  }

  async function save(): Promise<void> {
    state.tried.value = true;
    notice.value = undefined;
    if (Object.keys(state.problems.value).length > 0) {
      notice.value = { type: 'error', text: t('people.editor.fixFirst') };
      return;
    }
    const id = controllerId();
    const body = state.body.value;
    const before = state.current.value;
    const capabilities = site.byId(id)?.session?.capabilities;
    const codes = servesIdentifiers(capabilities)
      ? await cardsWithoutIdentifier(id, addedCards(before, body))
      : [];
    const shown = (record: typeof body) =>
      shownStaff(record, (uuid) => state.profileName(uuid), state.zone.value, locale.value);
    const name = personName(body);
    const creating = before === undefined;
    const answer = await asked(
      write.ask({
        controllerId: id,
        endpointId: creating ? 'staff.create' : 'staff.update',
        ...(creating ? {} : { params: { uuid: textOf(before.uuid) } }),
        body,
        ...(before ? { before: shown(before) } : {}),
        after: withIdentifiersRow(shown(body), codes, t('people.staff.identifierNext')),
        title: both(creating ? 'people.staff.createTitle' : 'people.staff.saveTitle', { name }),
        confirmLabel: both(creating ? 'people.staff.createLabel' : 'people.staff.saveLabel', {
          name,
        }),
      }),
    );
    if (!answer) return;
    after(answer);
    for (const code of codes) {
      await asked(
        write.ask({
          controllerId: id,
          endpointId: 'identifiers.create',
          body: cardIdentifier(code),
          title: both('people.staff.identifierTitle', { code }),
          confirmLabel: both('people.staff.identifierLabel', { code }),
        }),
      );
    }
    saved(answer);
  }

  async function setBanned(banned: boolean): Promise<void> {
    const person = state.current.value;
    if (!person || typeof person.uuid !== 'string') return;
    notice.value = undefined;
    const name = personName(person);
    const answer = await asked(
      write.ask({
        controllerId: controllerId(),
        endpointId: banned ? 'staff.ban' : 'staff.unban',
        params: { uuid: person.uuid },
        body: {},
        before: { banned: person.banned === true },
        after: { banned },
        title: both(banned ? 'people.staff.banTitle' : 'people.staff.unbanTitle', { name }),
        confirmLabel: both(banned ? 'people.staff.banLabel' : 'people.staff.unbanLabel', { name }),
        danger: true,
      }),
    );
    if (!answer) return;
    after(answer);
    saved(answer);
  }

  return { notice, save, setBanned };
}
