/**
 * The words for access point kinds (spec 4.2) and states (D8) in both languages, with what each
 * state does, for forms, plans and confirmations.
 */
import type { AccessPointKind } from '../../shared/api';
import type { LocalizedText } from '../../shared/words/localized-text';
import type { AccessPointState } from './access-point-reading';
import { ACCESS_POINTS_WORDS } from './access-points.words';

export const KIND_WORDS: Record<AccessPointKind, LocalizedText> = {
  barrier: ACCESS_POINTS_WORDS.barrier,
  double: ACCESS_POINTS_WORDS.doubleDoor,
  mantrap: ACCESS_POINTS_WORDS.mantrap,
  single: ACCESS_POINTS_WORDS.singleDoor,
  turnstile: ACCESS_POINTS_WORDS.turnstile,
  turnstile_with_card_box: ACCESS_POINTS_WORDS.turnstileCardBox,
};

export const STATE_WORDS: Record<AccessPointState, LocalizedText> = {
  normal: ACCESS_POINTS_WORDS.normal,
  open: ACCESS_POINTS_WORDS.open,
  closed: ACCESS_POINTS_WORDS.closed,
  emergency: ACCESS_POINTS_WORDS.emergency,
};

/** What each state does (D8), said in the confirmation. */
export const STATE_EFFECTS: Record<AccessPointState, LocalizedText> = {
  normal: ACCESS_POINTS_WORDS.normalEffect,
  open: ACCESS_POINTS_WORDS.openEffect,
  closed: ACCESS_POINTS_WORDS.closedEffect,
  emergency: ACCESS_POINTS_WORDS.emergencyEffect,
};

/** Open and emergency let anyone through: their confirmation is a dangerous one. */
export const UNSAFE_STATES: readonly AccessPointState[] = ['open', 'emergency'];
