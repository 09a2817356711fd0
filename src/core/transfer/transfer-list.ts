/**
 * `transfer:list` (transfer.schema.ts): the open site's transfers read from its folder, each
 * with its last report, so a page reload or another tab sees every transfer, finished or not.
 * A transfer whose job's process is gone shows the state it was last saved in; the screen offers
 * to resume any that did not succeed.
 */
import { join } from 'node:path';
import type { TransferEntry } from '../../shared/ipc/transfer.schema';
import type { Engine } from '../engine/engine';
import { TransferStore, TRANSFERS_FOLDER } from './transfer-store';

export async function siteTransfers(engine: Engine): Promise<TransferEntry[]> {
  const site = await engine.site();
  if (!site) return [];
  const store = new TransferStore(join(site.dir, TRANSFERS_FOLDER));
  const entries: TransferEntry[] = [];
  for (const t of await store.list()) {
    const report = await store.report(t.id);
    entries.push({
      id: t.id,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
      source: { kind: t.source.kind, label: t.source.label },
      target: t.target,
      onConflict: t.onConflict,
      state: t.state,
      ...(t.jobId ? { jobId: t.jobId } : {}),
      ...(report ? { report } : {}),
    });
  }
  return entries;
}
