/** What the trust feature says, in both languages (see src/shared/words/define-words.ts). */
import { defineWords } from '../../shared/words/define-words';
import type { LocalizedText } from '../../shared/words/localized-text';

/** How an engineer takes the SHA-256 fingerprint of a certificate file. */
const TAKE_SHA256 = 'openssl x509 -noout -fingerprint -sha256';

export const TRUST_WORDS = defineWords({
  notAFingerprint: (text: string): LocalizedText => ({
    en: `"${text}" is not a SHA-256 fingerprint (64 hex digits)`,
    ru: `«${text}» — не отпечаток SHA-256 (64 шестнадцатеричные цифры)`,
  }),
  wrongHash: (text: string, hash: string): LocalizedText => ({
    en: `"${text}" is a ${hash} fingerprint, not SHA-256: give the SHA-256 one (${TAKE_SHA256})`,
    ru: `«${text}» — отпечаток ${hash}, а не SHA-256: укажите отпечаток SHA-256 (${TAKE_SHA256})`,
  }),
});
