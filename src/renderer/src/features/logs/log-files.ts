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
