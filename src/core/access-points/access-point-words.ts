/**
 * The words for access point kinds (spec 4.2) and states (D8) in both languages, with what each
 * state does, for forms, plans and confirmations.
 */
import type { AccessPointKind } from '../../shared/api';
import type { LocalizedText } from '../../shared/words/localized-text';
import type { AccessPointState } from './access-point-reading';

export const KIND_WORDS: Record<AccessPointKind, LocalizedText> = {
  barrier: { en: 'Barrier', ru: 'Шлагбаум' },
  double: { en: 'Double door', ru: 'Двойная дверь' },
  mantrap: { en: 'Mantrap', ru: 'Шлюз' },
  single: { en: 'Single door', ru: 'Одна дверь' },
  turnstile: { en: 'Turnstile', ru: 'Турникет' },
  turnstile_with_card_box: { en: 'Turnstile with card box', ru: 'Турникет с картоприёмником' },
};

export const STATE_WORDS: Record<AccessPointState, LocalizedText> = {
  normal: { en: 'Normal', ru: 'Обычный' },
  open: { en: 'Open', ru: 'Открыт' },
  closed: { en: 'Closed', ru: 'Закрыт' },
  emergency: { en: 'Emergency', ru: 'Аварийный' },
};

/** What each state does (D8), said in the confirmation. */
export const STATE_EFFECTS: Record<AccessPointState, LocalizedText> = {
  normal: {
    en: 'Controlled passage: only people the controller grants pass.',
    ru: 'Контролируемый проход: проходят только те, кому контроллер разрешит.',
  },
  open: {
    en: 'Free passage: anyone passes without an identifier, until it is set back to normal.',
    ru: 'Свободный проход: проходит любой без идентификатора, пока точку не вернут в обычный режим.',
  },
  closed: {
    en: 'Passage blocked: nobody passes, not even with a valid identifier.',
    ru: 'Проход закрыт: не пройдёт никто, даже с действующим идентификатором.',
  },
  emergency: {
    en: 'Unlocked for evacuation: everything opens and stays open, alarms aside.',
    ru: 'Разблокировано для эвакуации: всё открывается и остаётся открытым.',
  },
};

/** Open and emergency let anyone through: their confirmation is a dangerous one. */
export const UNSAFE_STATES: readonly AccessPointState[] = ['open', 'emergency'];
