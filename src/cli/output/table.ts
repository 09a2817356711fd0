/**
 * Plain aligned text tables for terminal output (no colours, so output pipes cleanly). A table
 * fits the terminal's width: the widest column's cells wrap onto continuation lines, word by
 * word, a word broken only when it is longer than its column; `--wide` prints every cell whole
 * (docs/decisions.md, "CLI tables fit the terminal").
 */
import { cellLength, padCell, wrapCell } from './wrap';

/** How wide a table may be, and whether it may be wider (`--wide`). */
export interface TableLayout {
  width: number;
  wide: boolean;
}

export interface TableOptions extends Partial<TableLayout> {
  /** Columns never wrapped, such as fingerprints, which are copied whole. */
  whole?: readonly number[];
}

/** The width when neither the terminal nor COLUMNS says one: a pipe, a log, a CI job. */
export const DEFAULT_WIDTH = 100;

/** Columns between two cells. */
const GAP = 2;
/** A column wraps no narrower than this (or its widest cell, when that is narrower). */
const MIN_COLUMN = 6;

/** Set once per run from the global `--wide` option (main.ts). */
let wideAsked = false;

export function setWideTables(wide: boolean): void {
  wideAsked = wide;
}

/**
 * The width of standard output: the terminal's own when it is one, else COLUMNS (as a shell
 * exports it, or a script sets it), else DEFAULT_WIDTH.
 */
export function terminalWidth(
  stdout: { isTTY?: boolean; columns?: number } = process.stdout,
  env: NodeJS.ProcessEnv = process.env,
): number {
  if (stdout.isTTY && stdout.columns && stdout.columns > 0) return stdout.columns;
  const columns = Number(env['COLUMNS']);
  if (Number.isInteger(columns) && columns > 0) return columns;
  return DEFAULT_WIDTH;
}

export function currentLayout(): TableLayout {
  return { width: terminalWidth(), wide: wideAsked };
}

/** Help text of every command that prints a table. */
export const WIDE_HELP =
  "Tables fit the terminal's width (COLUMNS, else 100 columns when piped): long cells wrap\n" +
  'onto continuation lines; --wide prints every cell on one line.\n';

/**
 * Each column's width once the table fits `width`: the widest column gives up a column at a
 * time (ties: all the widest together) until the lines fit. A table that cannot fit even with
 * every column at its narrowest (a fingerprint is never wrapped) is printed whole: squeezing
 * the other columns would only scatter their words over many lines that still overflow.
 */
export function columnWidths(
  natural: readonly number[],
  width: number,
  whole: readonly number[] = [],
): number[] {
  const widths = [...natural];
  const floor = natural.map((w, i) => (whole.includes(i) ? w : Math.min(w, MIN_COLUMN)));
  const gaps = GAP * Math.max(0, widths.length - 1);
  if (floor.reduce((a, b) => a + b, 0) + gaps > width) return widths;
  const total = () => widths.reduce((a, b) => a + b, 0) + gaps;
  while (total() > width) {
    const widest = Math.max(...widths.map((w, i) => (w > floor[i]! ? w : 0)));
    if (widest === 0) break;
    const i = widths.findIndex((w, j) => w === widest && w > floor[j]!);
    widths[i] = widest - 1;
  }
  return widths;
}

/** Renders rows under a header, each column padded to its width, wrapped to fit the layout. */
export function renderTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  options: TableOptions = {},
): string {
  const layout = { ...currentLayout(), ...options };
  const all = [header, ...rows];
  const natural = header.map((_, i) => Math.max(...all.map((r) => cellLength(r[i] ?? ''))));
  const widths = layout.wide ? natural : columnWidths(natural, layout.width, options.whole);
  const lines = (cells: readonly string[]): string[] => {
    const wrapped = widths.map((w, i) => wrapCell(cells[i] ?? '', w));
    const height = Math.max(...wrapped.map((c) => c.length));
    return Array.from({ length: height }, (_, k) =>
      wrapped
        .map((c, i) => (i === widths.length - 1 ? (c[k] ?? '') : padCell(c[k] ?? '', widths[i]!)))
        .join(' '.repeat(GAP))
        .trimEnd(),
    );
  };
  const rule = widths.map((w) => '-'.repeat(w)).join(' '.repeat(GAP));
  return [...lines(header), rule, ...rows.flatMap(lines)].join('\n') + '\n';
}
