/**
 * A text in every language of the app. Core says things in both languages at once, so the
 * renderer can show either (and switch) without asking again; the CLI prints the English and its
 * `--json` output carries both.
 */
import { z } from 'zod';

/** The languages of the app (the renderer's vue-i18n has the same two). */
export const LOCALES = ['en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];

export const localizedText = z.strictObject({ en: z.string(), ru: z.string() });
export type LocalizedText = z.infer<typeof localizedText>;
