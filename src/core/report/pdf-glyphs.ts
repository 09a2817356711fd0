/**
 * What the handover PDF does with a character its font cannot draw (docs/decisions.md,
 * "Handover report: what is true now"): an emoji in an access point's name, a Chinese word in a
 * comment. Left alone it would print as an empty box, or as nothing, while the text a viewer
 * copies still held it; so each such character (a whole grapheme: an emoji with its modifiers
 * and joiners is one) is replaced by a mark the font does draw, and the report says once that it
 * happened. What the font draws is asked of the font itself (fontkit's `hasGlyphForCodePoint`),
 * never a list kept here: DejaVu Sans draws 😀 but not 🚪.
 */

/** The part of a fontkit font this needs (fontkit's README, "font.hasGlyphForCodePoint"). */
export interface GlyphCoverage {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

/** Marks to replace with, the first every font has: U+FFFD, a white square, a question mark. */
const MARKS = ['\uFFFD', '\u25A1', '?'];

/** Invisible code points a font need not have: joiners, variation selectors, a soft hyphen. */
const INVISIBLE: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad],
  [0x200b, 0x200f],
  [0x2060, 0x2064],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xe0100, 0xe01ef],
];

const invisible = (ch: string): boolean => {
  const cp = ch.codePointAt(0) ?? 0;
  return INVISIBLE.some(([from, to]) => cp >= from && cp <= to);
};

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

export class GlyphFilter {
  /** The mark drawn instead of what the font lacks. */
  readonly mark: string;
  /** Whether any text given to `printable` had a character replaced. */
  replaced = false;
  readonly #faces: readonly GlyphCoverage[];
  readonly #known = new Map<number, boolean>();

  constructor(faces: readonly GlyphCoverage[]) {
    this.#faces = faces;
    this.mark = MARKS.find((m) => this.#draws(m.codePointAt(0) ?? 0)) ?? '?';
  }

  #draws(codePoint: number): boolean {
    let found = this.#known.get(codePoint);
    if (found === undefined) {
      // Line breaks are pdfkit's to lay out, never a glyph of the font.
      found =
        codePoint === 0x0a || this.#faces.every((face) => face.hasGlyphForCodePoint(codePoint));
      this.#known.set(codePoint, found);
    }
    return found;
  }

  #drawsAll(text: string): boolean {
    for (const ch of text) if (!this.#draws(ch.codePointAt(0) ?? 0)) return false;
    return true;
  }

  /** The text with each grapheme the font cannot draw replaced by the mark. */
  printable(text: string): string {
    if (this.#drawsAll(text)) return text;
    let out = '';
    for (const { segment } of segmenter.segment(text)) out += this.#grapheme(segment);
    return out;
  }

  #grapheme(segment: string): string {
    if (this.#drawsAll(segment)) return segment;
    if (segment === '\r\n') return '\n';
    if (segment === '\t') return ' ';
    // An invisible mark the font lacks is dropped; the character it modifies may still print.
    const visible = [...segment].filter(
      (ch) => !(invisible(ch) && !this.#draws(ch.codePointAt(0) ?? 0)),
    );
    if (visible.length === 0) return '';
    const kept = visible.join('');
    if (this.#drawsAll(kept)) return kept;
    this.replaced = true;
    return this.mark;
  }
}

/**
 * The fontkit font behind pdfkit's current font. pdfkit 0.20 keeps it as `_font.font` (its
 * EmbeddedFont wraps the fontkit font it opened); a pdfkit without it is refused loudly rather
 * than printing boxes again.
 */
export function currentFace(doc: PDFKit.PDFDocument): GlyphCoverage {
  const face = (doc as unknown as { _font?: { font?: Partial<GlyphCoverage> } })._font?.font;
  if (typeof face?.hasGlyphForCodePoint !== 'function')
    throw new Error("pdfkit's current font does not tell which characters it can draw");
  return face as GlyphCoverage;
}
