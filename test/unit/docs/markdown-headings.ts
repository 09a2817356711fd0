/**
 * The headings of a markdown file and their anchors as GitHub makes them, so a test can tell
 * whether a citation or a link of the repository lands on a heading (docs/decisions.md, the index).
 */
import { readFileSync } from 'node:fs';

export interface Heading {
  readonly level: number;
  readonly title: string;
  readonly anchor: string;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces made hyphens. */
export function anchorOf(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replaceAll(' ', '-');
}

/** The ATX headings of a markdown text, outside fenced code, with anchors made unique as GitHub does. */
export function headingsOf(text: string): Heading[] {
  const seen = new Map<string, number>();
  const headings: Heading[] = [];
  let fenced = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const m = fenced ? null : /^(#{1,6}) (.+?)\s*#*$/.exec(line);
    if (!m?.[1] || !m[2]) continue;
    const base = anchorOf(m[2]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    headings.push({ level: m[1].length, title: m[2], anchor: n === 0 ? base : `${base}-${n}` });
  }
  return headings;
}

export function headingsOfFile(path: string): Heading[] {
  return headingsOf(readFileSync(path, 'utf8'));
}
