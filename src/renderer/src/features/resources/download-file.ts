/**
 * Saves text as a file through a Blob link: the same in the Electron window and in a browser
 * (the browser host), with no file dialog of main's (docs/decisions.md, "Data screens: browser
 * and console"). A byte order mark comes first so spreadsheet programs read Cyrillic names as
 * UTF-8.
 */
export function downloadText(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const blob = new Blob(['\uFEFF', text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by now; the URL is let go on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
