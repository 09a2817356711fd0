/**
 * A feature's message catalogue: every text the feature says, keyed by what it says, in both
 * languages at once (see localized-text.ts). An entry is a text, or a function of typed values
 * that returns one; `defineWords` returns the catalogue unchanged, only checking its shape, so
 * catalogues stay plain objects with no i18n runtime in core.
 */
import type { LocalizedText } from './localized-text';

/** A fixed text, or a text made from values (counts, labels, addresses). */
export type WordEntry = LocalizedText | ((...values: never[]) => LocalizedText);

export type Words = Readonly<Record<string, WordEntry>>;

export const defineWords = <T extends Words>(words: T): Readonly<T> => words;
