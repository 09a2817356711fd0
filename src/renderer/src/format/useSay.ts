/**
 * The value words of format/value-words.ts bound to the language the user chose, following a
 * switch: what components call to show a value (docs/decisions.md, "Words, not values").
 */
import { storeToRefs } from 'pinia';
import { useI18n } from 'vue-i18n';
import type { LocalizedText } from '../../../shared/words/localized-text';
import type { JsonValue } from '../../../shared/ipc/journal.schema';
import { isKnownField } from '../../../shared/report/field-words';
import { usePreferencesStore } from '../stores/preferences.store';
import { valueDiff, type ValueDiff } from './value-diff';
import {
  fieldTitle,
  flagWords,
  instantWords,
  localizedWords,
  parsedText,
  textWords,
  valueWords,
  type SayContext,
} from './value-words';

export function useSay() {
  const { locale } = storeToRefs(usePreferencesStore());
  const i18n = useI18n();
  const known = (key: string) => (i18n.te(key) ? i18n.t(key) : undefined);
  /** An access point's kind and mode in the screens' words (i18n/access-points.*). */
  const codes: SayContext['codes'] = {
    pointKind: (code) => known(`accessPoints.kinds.${code}`),
    state: (code) => known(`accessPoints.states.${code}`),
  };
  const ctx = (): SayContext => ({ lang: locale.value, codes });
  return {
    /** The language and the screens' words, for the pure functions of format/. */
    context: ctx,
    /** A value, said as its field (`key`) says it. */
    value: (value: JsonValue | undefined, key?: string): string => valueWords(value, ctx(), key),
    /** Words in both languages, in the one chosen, cleaned of codes and raw values. */
    words: (text: LocalizedText): string => localizedWords(text, ctx()),
    text: (text: string): string => textWords(text, ctx()),
    instant: (iso: string): string => instantWords(iso, ctx()),
    flag: (value: boolean, style: 'onOff' | 'yesNo' = 'yesNo'): string =>
      flagWords(value, locale.value, style),
    title: (key: string): string => fieldTitle(key, locale.value),
    /**
     * A plan row's field by its title: the catalogue's words where the row's label is only the
     * field's API name or the controller's own (English) title of an extra parameter.
     */
    field: (field: string, label: LocalizedText): string => {
      const key = fieldKey(field, label);
      return key ? fieldTitle(key, locale.value) : localizedWords(label, ctx());
    },
    /** A plan row's value: a parameter's written as its field says it (`8 s`, `on`). */
    fieldValue: (field: string, label: LocalizedText, value: JsonValue): string | undefined => {
      const key = fieldKey(field, label);
      if (!key || value === null || !isWords(value) || value.en !== value.ru) return undefined;
      return valueWords(parsedText(value.en), ctx(), key);
    },
    diff: (now: JsonValue, after: JsonValue): ValueDiff | undefined =>
      valueDiff(
        now !== null && isWords(now) ? now[locale.value] : now,
        after !== null && isWords(after) ? after[locale.value] : after,
        ctx(),
      ),
  };
}

function isWords(value: JsonValue): value is LocalizedText & { [k: string]: JsonValue } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return typeof value['en'] === 'string' && typeof value['ru'] === 'string';
}

/** Access point extra parameters are planned as `param_<name>` (core ext-parameter-form.ts). */
const PARAM_PREFIX = 'param_';

/** The catalogue's key of a plan row's field, when its words are better than the row's label. */
function fieldKey(field: string, label: LocalizedText): string | undefined {
  const key = field.startsWith(PARAM_PREFIX) ? field.slice(PARAM_PREFIX.length) : field;
  const raw = field.startsWith(PARAM_PREFIX) || (label.en === field && label.ru === field);
  return raw && isKnownField(key) ? key : undefined;
}
