/**
 * Saves a file the shell made (base64 over the bridge) through a Blob link, as the CSV exports
 * do (features/resources/download-file.ts): the Electron window and a browser both offer it
 * without a file dialog of main's.
 */
export function downloadBytes(name: string, base64: string, type: string): void {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
