/**
 * A cell's text on lines of a column's width (docs/decisions.md, "CLI tables fit the terminal"):
 * word by word, a word longer than the column broken where the column ends. Lengths count
 * characters (code points), so Cyrillic and other one-column letters line up like Latin ones.
 */

export const cellLength = (text: string): number => [...text].length;

export function padCell(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - cellLength(text)));
}

/** A word longer than `width`, in pieces of `width` characters. */
function pieces(word: string, width: number): string[] {
  const chars = [...word];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += width) out.push(chars.slice(i, i + width).join(''));
  return out;
}

/** One line of text (no line breaks in it) wrapped to `width`. */
function wrapLine(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (cellLength(joined) <= width) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    if (cellLength(word) <= width) {
      line = word;
      continue;
    }
    const cut = pieces(word, width);
    lines.push(...cut.slice(0, -1));
    line = cut.at(-1) ?? '';
  }
  lines.push(line);
  return lines;
}

/** The lines of a cell no wider than `width` (at least one line, maybe empty). */
export function wrapCell(text: string, width: number): string[] {
  if (width <= 0) return [text];
  if (cellLength(text) <= width && !text.includes('\n')) return [text];
  return text.split('\n').flatMap((part) => wrapLine(part, width));
}
