/**
 * The text of a PDF page by page, as a reader's viewer extracts it (pdfjs-dist), so a test can
 * check what the handover report prints rather than what it meant to print.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Each page's text, its items joined by spaces and its lines by newlines. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : ' ');
      }
      pages.push(text);
    }
  } finally {
    await doc.destroy();
  }
  return pages;
}
