/** Names of the files the log screens save: what, which controller, when ("… TKDEMO01 2026-05-01 1304"). */
import { useSiteStore } from '../../stores/site.store';

export function useFileStem(controllerId: string): () => string {
  const site = useSiteStore();
  return () => {
    const serial = site.byId(controllerId)?.summary.serial ?? 'controller';
    const now = new Date();
    const pad = (v: number) => String(v).padStart(2, '0');
    const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}${pad(now.getMinutes())}`;
    return `${serial} ${date}`;
  };
}

/** Saves text as a file through a Blob link (the browser host and Electron alike). */
export function downloadText(name: string, text: string, type = 'text/plain;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
