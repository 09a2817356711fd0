/**
 * A table of the handover report's PDF (docs/decisions.md, "Handover report"): each row is
 * measured before it is drawn, so a row never splits across pages; a new page repeats the
 * header row. Rows alternate a light band to be followed across a wide page.
 */
import { COLOURS, type PdfWriter } from './pdf-writer';

export interface PdfColumn {
  header: string;
  /** Share of the table's width. */
  share: number;
  align?: 'left' | 'right';
}

export interface PdfCell {
  text: string;
  colour?: string;
  bold?: boolean;
}

const PAD = 3;
const SIZE = 8;

export function drawTable(
  w: PdfWriter,
  columns: readonly PdfColumn[],
  rows: readonly (readonly (string | PdfCell)[])[],
): void {
  const total = columns.reduce((sum, c) => sum + c.share, 0);
  const widths = columns.map((c) => (c.share / total) * w.width);
  const xs = widths.map((_, i) => w.left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const cells = (row: readonly (string | PdfCell)[]): PdfCell[] =>
    row.map((c) => (typeof c === 'string' ? { text: c } : c));
  const heightOf = (row: PdfCell[], bold = false) =>
    Math.max(
      ...row.map((c, i) =>
        w.measure(c.text || ' ', (widths[i] ?? 0) - 2 * PAD, SIZE, bold || c.bold),
      ),
    ) +
    2 * PAD;

  const header = columns.map((c) => ({ text: c.header, bold: true }));
  // A key-value block has no header row: its columns have no names.
  const headed = columns.some((c) => c.header !== '');
  const drawHeader = () => {
    if (!headed) return;
    const h = heightOf(header, true);
    w.doc.rect(w.left, w.y, w.width, h).fill(COLOURS.band);
    header.forEach((c, i) =>
      w.put(c.text, (xs[i] ?? 0) + PAD, w.y + PAD, (widths[i] ?? 0) - 2 * PAD, {
        size: SIZE,
        bold: true,
        colour: COLOURS.muted,
        align: columns[i]?.align ?? 'left',
      }),
    );
    w.y += h;
  };

  w.ensure((headed ? heightOf(header, true) : 0) + heightOf(cells(rows[0] ?? [])));
  drawHeader();
  rows.forEach((raw, index) => {
    const row = cells(raw);
    const h = heightOf(row);
    if (w.y + h > w.bottom) {
      w.newPage();
      drawHeader();
    }
    if (index % 2 === 1) w.doc.rect(w.left, w.y, w.width, h).fill('#fafbfc');
    row.forEach((c, i) =>
      w.put(c.text, (xs[i] ?? 0) + PAD, w.y + PAD, (widths[i] ?? 0) - 2 * PAD, {
        size: SIZE,
        ...(c.bold ? { bold: true } : {}),
        colour: c.colour ?? COLOURS.text,
        align: columns[i]?.align ?? 'left',
      }),
    );
    w.y += h;
    w.doc
      .moveTo(w.left, w.y)
      .lineTo(w.left + w.width, w.y)
      .lineWidth(0.3)
      .strokeColor(COLOURS.rule)
      .stroke();
  });
  w.y += 8;
}
