/**
 * A table as CSV (RFC 4180: fields with commas, quotes or line breaks quoted, quotes doubled),
 * with a byte-order mark so spreadsheet programs read Cyrillic right, and its download.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const field = (value: string) =>
    /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  return `\uFEFF${[header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

export function downloadCsv(name: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
