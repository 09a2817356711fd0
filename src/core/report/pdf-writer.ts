/**
 * The handover report's page frame over pdfkit (docs/decisions.md, "Handover report"): A4, the
 * bundled DejaVu Sans so Cyrillic prints, a cursor that starts a new page before a block that
 * would not fit, and on every page the site's name, the time it was made and "Page N of M",
 * drawn once every page exists (pdfkit's buffered pages). Every text passes through the font's
 * own glyph coverage first (pdf-glyphs.ts), so nothing prints as an empty box.
 */
import PDFDocument from 'pdfkit';
import { currentFace, GlyphFilter } from './pdf-glyphs';
import type { ReportFonts } from './report-fonts';

export const A4 = { width: 595.28, height: 841.89 };
const MARGIN = { top: 62, bottom: 58, left: 48, right: 48 };

export const COLOURS = {
  text: '#1f2328',
  muted: '#59636e',
  rule: '#d0d7de',
  band: '#f3f5f7',
  green: '#1a7f37',
  amber: '#9a6700',
  red: '#cf222e',
};

/**
 * The most of one text the report prints, then "…": a value a controller holds may run to
 * 10,000 characters (docs/decisions.md, "Text limits"), and one record must not add pages.
 */
export const TEXT_MAX = 500;

/** `text` cut at TEXT_MAX characters with an ellipsis. */
export function capped(text: string): string {
  return text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX - 1)}…` : text;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  colour?: string;
  align?: 'left' | 'right';
  oneLine?: boolean;
}

export interface PageFrame {
  title: string;
  siteName: string;
  generated: string;
  /** "Page {n} of {m}" in the report's language. */
  pageWords: string;
}

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly left = MARGIN.left;
  readonly width = A4.width - MARGIN.left - MARGIN.right;
  readonly bottom = A4.height - MARGIN.bottom;
  readonly glyphs: GlyphFilter;
  y = MARGIN.top;

  constructor(fonts: ReportFonts, info: { title: string; subject: string }) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: MARGIN,
      bufferPages: true,
      info: { Title: info.title, Subject: info.subject, Creator: 'Turnkey' },
    });
    this.doc.registerFont('body', fonts.regular);
    this.doc.registerFont('bold', fonts.bold);
    const bold = currentFace(this.doc.font('bold'));
    this.glyphs = new GlyphFilter([currentFace(this.doc.font('body')), bold]);
    this.doc.fillColor(COLOURS.text);
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): void {
    if (this.y + height > this.bottom) this.newPage();
  }

  newPage(): void {
    this.doc.addPage();
    this.y = MARGIN.top;
  }

  /** The height of text set in a box of this width. */
  measure(text: string, width: number, size: number, bold = false): number {
    this.doc.font(bold ? 'bold' : 'body').fontSize(size);
    return this.doc.heightOfString(this.glyphs.printable(capped(text)), { width, lineGap: 1 });
  }

  /** Text at (x, y) in a box of this width, not moving the cursor. */
  put(text: string, x: number, y: number, width: number, style: TextStyle = {}): void {
    this.doc
      .font(style.bold ? 'bold' : 'body')
      .fontSize(style.size ?? 9)
      .fillColor(style.colour ?? COLOURS.text)
      .text(this.glyphs.printable(capped(text)), x, y, {
        width,
        lineGap: 1,
        align: style.align ?? 'left',
        // One line cut with an ellipsis: a long site name must not run into the page's rule.
        ...(style.oneLine ? { height: (style.size ?? 9) * 1.2, ellipsis: true } : {}),
      });
  }

  /** A paragraph at the cursor, the cursor moved past it. */
  paragraph(text: string, style: { size?: number; bold?: boolean; colour?: string } = {}): void {
    const size = style.size ?? 9;
    const height = this.measure(text, this.width, size, style.bold);
    this.ensure(height);
    this.put(text, this.left, this.y, this.width, style);
    this.y += height + 4;
  }

  /** A section heading, kept with at least `keep` points of what follows it. */
  heading(text: string, keep = 60): void {
    this.ensure(24 + keep);
    this.y += 6;
    this.put(text, this.left, this.y, this.width, { size: 13, bold: true });
    this.y += 18;
    this.rule();
  }

  subheading(text: string, keep = 40): void {
    this.ensure(18 + keep);
    this.y += 4;
    this.put(text, this.left, this.y, this.width, { size: 10.5, bold: true });
    this.y += 15;
  }

  rule(colour = COLOURS.rule): void {
    this.doc
      .moveTo(this.left, this.y)
      .lineTo(this.left + this.width, this.y)
      .lineWidth(0.6)
      .strokeColor(colour)
      .stroke();
    this.y += 6;
  }

  /** Header and footer on every page, then the file's bytes. */
  finish(frame: PageFrame): Promise<Buffer> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i);
      this.#frame(frame, i - start + 1, count);
    }
    this.doc.end();
    return ended;
  }

  #frame(frame: PageFrame, n: number, m: number): void {
    const page = this.doc.page;
    // Text below the bottom margin would make pdfkit start a page: the frame lifts it.
    const margins = { ...page.margins };
    page.margins = { ...margins, top: 0, bottom: 0 };
    const half = this.width / 2;
    this.put(frame.siteName, this.left, 30, half + 60, { size: 8.5, bold: true, oneLine: true });
    this.put(frame.title, this.left + half, 30, half, {
      size: 8.5,
      colour: COLOURS.muted,
      align: 'right',
      oneLine: true,
    });
    this.doc
      .moveTo(this.left, 44)
      .lineTo(this.left + this.width, 44)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
    const footY = A4.height - 38;
    this.put(`${frame.siteName} · ${frame.generated}`, this.left, footY, half + 60, {
      size: 8,
      colour: COLOURS.muted,
      oneLine: true,
    });
    const pageText = frame.pageWords.replace('{n}', String(n)).replace('{m}', String(m));
    this.put(pageText, this.left + half, footY, half, {
      size: 8,
      colour: COLOURS.muted,
      align: 'right',
    });
    page.margins = margins;
  }
}
