/**
 * Checks of core's message catalogues (src/core/<feature>/<feature>.words.ts, built with
 * src/shared/words/define-words.ts): every entry says something in both languages, and a text made
 * from values shows, in Russian, every value and number its English shows.
 */
import type { LocalizedText } from '../../../src/shared/words/localized-text';

/** Letters of the Russian alphabet: core keeps them only in its catalogues. */
export const CYRILLIC = /[а-яё]/i;

/**
 * A stand-in for any parameter: it prints as a number of its own (9001, 9002, ...), counts as that
 * number, and answers every property, call and iteration with itself, so entries taking labels,
 * counts, lists or texts can all be called with it.
 */
export function probe(index: number): unknown {
  const value = 9001 + index;
  const self: unknown = new Proxy(function stand() {}, {
    get(_target, key) {
      if (key === Symbol.toPrimitive) {
        return (hint: string) => (hint === 'number' ? value : String(value));
      }
      if (key === Symbol.iterator)
        return function* one() {
          yield self;
        };
      if (key === 'length') return 1;
      return self;
    },
    apply: () => self,
  });
  return self;
}

/** Plain values every entry is also tried with (counts for plural forms, a switch off). */
const PLAIN_VALUES: readonly unknown[] = [0, 1, 2, 5, 11, 21, false];

const numbers = (text: string): string[] => text.match(/\d+/g) ?? [];

function textProblems(key: string, text: unknown, args: string): string[] {
  if (typeof text !== 'object' || text === null) return [`${key}${args}: not a text`];
  const { en, ru } = text as Partial<LocalizedText>;
  if (typeof en !== 'string' || en.trim() === '') return [`${key}${args}: no English`];
  if (typeof ru !== 'string' || ru.trim() === '') return [`${key}${args}: no Russian`];
  const missing = numbers(en).filter((n) => !numbers(ru).includes(n));
  return missing.length > 0 ? [`${key}${args}: Russian lacks ${missing.join(', ')} (${ru})`] : [];
}

/** What is wrong with one catalogue's entries; empty when nothing is. */
export function catalogueProblems(
  name: string,
  words: Readonly<Record<string, unknown>>,
): string[] {
  const problems: string[] = [];
  for (const [key, entry] of Object.entries(words)) {
    const at = `${name}.${key}`;
    if (typeof entry !== 'function') {
      problems.push(...textProblems(at, entry, ''));
      continue;
    }
    const call = entry as (...values: unknown[]) => unknown;
    const arity = Math.max(call.length, 1);
    try {
      const probes = Array.from({ length: arity }, (_, i) => probe(i));
      problems.push(...textProblems(at, call(...probes), '(probes)'));
    } catch (error) {
      problems.push(`${at}(probes): throws ${String(error)}`);
    }
    for (const plain of PLAIN_VALUES) {
      let text: unknown;
      try {
        text = call(...Array.from({ length: arity }, () => plain));
      } catch {
        continue; // a parameter that is no number or switch: the probes above cover it
      }
      problems.push(...textProblems(at, text, `(${String(plain)})`));
    }
  }
  return problems;
}
