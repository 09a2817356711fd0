/**
 * The shown rows of a list as CSV (screens guide, "Tables": CSV export), quoted per RFC 4180:
 * fields holding a comma, a double quote, CR or LF are enclosed in double quotes with inner
 * quotes doubled, and records end with CRLF. Pure, so it is tested on its own; the download is
 * download-file.ts.
 */

/** One field as RFC 4180 writes it. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A header line and one line per row, each ended with CRLF (RFC 4180, 2.1 and 2.3). */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
