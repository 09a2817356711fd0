/**
 * The references the code makes to documents of the repository, found in a file's text:
 * device decisions (`D12`, "decision D7"), sections of the controller's API description
 * (`spec 4.12`, "spec 2.1, 8"), decision citations (`docs/decisions.md, "Section title"`) and paths
 * of documents (`docs/site-plans.md`). Comments wrap, so a citation may run over several comment
 * lines: the text is read with its line breaks and comment markers joined into single spaces.
 */

export type ReferenceKind = 'decision' | 'spec' | 'citation' | 'path';

export interface Reference {
  readonly kind: ReferenceKind;
  /** `12` for D12, `4.12` for spec 4.12, the cited title, or the document's path. */
  readonly target: string;
  /** The document a citation names (`docs/decisions.md`). */
  readonly document?: string;
  readonly line: number;
}

interface Joined {
  readonly text: string;
  /** Offset in `text` where each original line begins. */
  readonly starts: readonly number[];
}

/** The text with each line's indentation and leading comment marker (`*`, `//`) turned into one space. */
export function joinLines(source: string): Joined {
  const starts: number[] = [];
  let text = '';
  for (const line of source.split('\n')) {
    starts.push(text.length);
    text += line.replace(/^\s*(?:\/\/+|\*(?!\/))?\s*/, '').trimEnd() + ' ';
  }
  return { text, starts };
}

function lineAt(joined: Joined, offset: number): number {
  let line = 0;
  while (line + 1 < joined.starts.length && (joined.starts[line + 1] ?? 0) <= offset) line++;
  return line + 1;
}

/** `D` and 1 to 3 digits, standing alone: not inside an identifier, a hex number or a colour. */
const DECISION = /(?<![\p{L}\p{N}_$#.-])D(\d{1,3})(?![\p{L}\p{N}_])/gu;

/**
 * "spec", optionally "section(s)", then a section number and any more joined by ", ", " and " or
 * " / ". A further number counts only in the shape of a section (one digit, optionally ".n"), so
 * "spec 4.3, 150 per page" is section 4.3 alone.
 */
const SPEC =
  /(?<![\p{L}\p{N}_-])spec(?:,? sections?)? (\d+(?:\.\d+)?)((?:(?:,? and |, | ?\/ ?)[1-9](?:\.\d{1,2})?(?![\d]|\.\d))*)/giu;
const SPEC_NUMBER = /\d+(?:\.\d+)?/g;

/** A document path, then optionally a comma or colon and "heading"/"section", then a quoted title. */
const CITATION = /(docs\/[\w./-]*\w\.md)[,:]?\s*(?:(?:heading|section)\s+)?"([^"]+)"/g;

/** A path of the docs folder; a trailing dot ends a sentence, not a name. */
const PATH = /(?<![\w./-])(docs\/[\w./-]*\w)/g;

/** Every reference in one file's text, with the line where it starts. */
export function referencesIn(source: string): Reference[] {
  const joined = joinLines(source);
  const found: Reference[] = [];
  const add = (kind: ReferenceKind, target: string, offset: number, document?: string): void => {
    found.push({ kind, target, line: lineAt(joined, offset), ...(document ? { document } : {}) });
  };
  for (const m of joined.text.matchAll(DECISION)) add('decision', m[1] ?? '', m.index);
  for (const m of joined.text.matchAll(SPEC)) {
    const numbers = `${m[1] ?? ''}${m[2] ?? ''}`.match(SPEC_NUMBER) ?? [];
    for (const n of numbers) add('spec', n, m.index);
  }
  for (const m of joined.text.matchAll(CITATION)) {
    add('citation', (m[2] ?? '').replace(/\s+/g, ' ').trim(), m.index, m[1]);
  }
  for (const m of joined.text.matchAll(PATH)) add('path', m[1] ?? '', m.index);
  return found;
}
