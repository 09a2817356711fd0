/**
 * The hand-written uuid check (uuid-text.ts) stands in for spec 2's pattern (`UUID_PATTERN`,
 * src/shared/api/formats.ts) in the answer check that builds nothing, so it must say yes exactly
 * where the pattern matches: on uuids, and on every near miss (a digit off the hex range in
 * either case, the variant digit, a hyphen moved, a character more or less, a line break at the
 * end, a character beyond ASCII whose low bits read as a digit).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UUID_PATTERN } from '../../../src/shared/api';
import { handWrittenFor, isUuidText } from '../../../src/core/client/uuid-text';

const matches = (text: string): boolean => UUID_PATTERN.test(text);

/** Characters near the edges of what a uuid may hold, ASCII and beyond. */
const NEAR = [
  ...'0123456789abcdefABCDEF',
  ...'gGzZ/:@`[{-_ .\n\r\t\0',
  'а', // Cyrillic a
  '０', // full-width 0
  '٠', // Arabic-Indic 0
  '\u00e1', // 0xe1: 0x61 ("a") with the high bit set
  '\u0130', // 0x130: 0x30 ("0") in the low byte
  '\u0161', // 0x161: 0x61 in the low byte
  '\uD83D',
  '😀',
];
const hexDigit = fc.constantFrom(...'0123456789abcdefABCDEF');
const hexRun = (length: number) =>
  fc.array(hexDigit, { minLength: length, maxLength: length }).map((d) => d.join(''));
const variant = fc.constantFrom(...'0123456789abcdefABCDEF');
/** A uuid shape with any hex variant digit: the pattern takes only some of them. */
const uuidShaped = fc
  .tuple(hexRun(8), hexRun(4), hexRun(4), variant, hexRun(3), hexRun(12))
  .map(([a, b, c, v, d, e]) => `${a}-${b}-${c}-${v}${d}-${e}`);

/** A uuid shape with one edit: a character changed, put in, taken out, or one added at an end. */
const nearMiss = fc
  .tuple(uuidShaped, fc.nat(37), fc.constantFrom(...NEAR), fc.constantFrom('set', 'insert', 'drop'))
  .map(([text, at, char, edit]) => {
    const i = Math.min(at, text.length);
    if (edit === 'set') return text.slice(0, i) + char + text.slice(i + 1);
    if (edit === 'insert') return text.slice(0, i) + char + text.slice(i);
    return text.slice(0, i) + text.slice(i + 1);
  });

describe('the hand-written uuid check', () => {
  it('stands in for the contract uuid pattern, and for no other', () => {
    expect(handWrittenFor(UUID_PATTERN)?.check).toBe(isUuidText);
    expect(handWrittenFor(new RegExp(UUID_PATTERN.source, 'i'))).toBeUndefined();
    expect(handWrittenFor(/^[0-9a-f]{8}$/)).toBeUndefined();
  });

  it.each([
    ['6f1c2a4e-8b1d-4c3e-9a2f-000000000001', true],
    ['6F1C2A4E-8B1D-4C3E-BA2F-ABCDEF000001', true],
    ['6f1c2a4e-8b1d-4c3e-0a2f-000000000001', true],
    ['6f1c2a4e-8b1d-4c3e-ca2f-000000000001', false],
    ['6f1c2a4e-8b1d-4c3e-Ca2f-000000000001', false],
    ['6f1c2a4e-8b1d-4c3e-1a2f-000000000001', false],
    ['6f1c2a4e-8b1d-4c3e-9a2f-000000000001\n', false],
    ['6f1c2a4e8b1d-4c3e-9a2f-0000000000001', false],
    ['6f1c2a4e-8b1d-4c3e-9a2f-00000000000g', false],
    ['', false],
  ])('says of %j what the pattern says (%s)', (text, expected) => {
    expect(matches(text)).toBe(expected);
    expect(isUuidText(text)).toBe(expected);
  });

  it('agrees with the pattern on uuid shapes, whatever the variant digit', () => {
    fc.assert(
      fc.property(uuidShaped, (text) => isUuidText(text) === matches(text)),
      { numRuns: 2000 },
    );
  });

  it('agrees with the pattern on near misses', () => {
    fc.assert(
      fc.property(nearMiss, (text) => isUuidText(text) === matches(text)),
      { numRuns: 5000 },
    );
  });

  it('agrees with the pattern on any text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 40 }),
        (text) => isUuidText(text) === matches(text),
      ),
      { numRuns: 2000 },
    );
  });
});
