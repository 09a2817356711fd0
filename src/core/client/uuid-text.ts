/**
 * spec 2's uuid (`UUID_PATTERN`, src/shared/api/formats.ts) checked by character codes, for the
 * answer check that builds nothing (plain-check.ts). A page of staff holds a uuid per record,
 * and matching the pattern was most of that check's time: reading 36 codes off a table costs
 * about half of the pattern's match (docs/benchmarks.md, "Client"). It says yes exactly where the
 * pattern does; `test/unit/client/uuid-text.test.ts` holds the two to each other, near misses
 * included.
 */
import { UUID_PATTERN } from '../../shared/api';

/** Character codes of the hex digits, both cases: 1 for a digit, 0 for anything else. */
const HEX = new Uint8Array(128);
for (const digit of '0123456789abcdefABCDEF') HEX[digit.charCodeAt(0)] = 1;

const HYPHEN = 45;

/** True when every code of `text` from `from` up to `to` is a hex digit. */
function hexDigits(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at);
    if (code >= 128 || HEX[code] === 0) return false;
  }
  return true;
}

/** The first digit of the fourth group: 0, 8, 9, a, b, A or B (the variant, spec 2). */
function isVariantDigit(code: number): boolean {
  return (
    code === 48 ||
    code === 56 ||
    code === 57 ||
    code === 97 ||
    code === 98 ||
    code === 65 ||
    code === 66
  );
}

/** True exactly when `UUID_PATTERN` matches `text`: 8-4-4-4-12 hex, the variant digit as above. */
export function isUuidText(text: string): boolean {
  return (
    text.length === 36 &&
    text.charCodeAt(8) === HYPHEN &&
    text.charCodeAt(13) === HYPHEN &&
    text.charCodeAt(18) === HYPHEN &&
    text.charCodeAt(23) === HYPHEN &&
    isVariantDigit(text.charCodeAt(19)) &&
    hexDigits(text, 0, 8) &&
    hexDigits(text, 9, 13) &&
    hexDigits(text, 14, 18) &&
    hexDigits(text, 20, 23) &&
    hexDigits(text, 24, 36)
  );
}

/** A pattern with a check of its own that says the same, by the pattern's source and flags. */
export interface HandWrittenPattern {
  pattern: RegExp;
  /** The check's name in generated code. */
  name: string;
  check: (text: string) => boolean;
}

/** The patterns of the contract checked by hand rather than matched (only the uuid, for now). */
export const HAND_WRITTEN_PATTERNS: readonly HandWrittenPattern[] = [
  { pattern: UUID_PATTERN, name: 'uuid', check: isUuidText },
];

/** The hand-written check of `pattern`, when it is one of those patterns exactly. */
export function handWrittenFor(pattern: RegExp): HandWrittenPattern | undefined {
  return HAND_WRITTEN_PATTERNS.find(
    (known) => known.pattern.source === pattern.source && known.pattern.flags === pattern.flags,
  );
}
