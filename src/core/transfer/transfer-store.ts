/**
 * A site's transfers on disk (docs/decisions.md, "Firmware-era transfer: resuming"): one folder
 * per transfer under the site's `transfers/`, holding what was asked (source, target, choices),
 * the archive it reads, its checkpoint and its last report. A transfer that did not finish is
 * found here and resumed from its own archive, whatever became of the source controller.
 * Passwords are never here: new accounts' passwords go to the keychain only.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import {
  TRANSFER_CONFLICT_CHOICES,
  transferReport,
  type TransferReport,
} from '../../shared/ipc/transfer.schema';
import { writeFileAtomic } from '../files/atomic-file';
import { folderEntries } from '../files/folder-entries';

export const TRANSFERS_FOLDER = 'transfers';

export const TRANSFER_STATES = ['planned', 'running', 'succeeded', 'failed', 'cancelled'] as const;

export const storedTransfer = z.strictObject({
  id: z.string().regex(/^[0-9a-f-]{8,64}$/),
  createdAt: z.string(),
  updatedAt: z.string(),
  source: z.strictObject({
    kind: z.enum(['controller', 'archive']),
    label: z.string(),
    controllerId: z.string().optional(),
  }),
  /** The archive every walk reads: the backup taken of the source, or the file given. */
  archive: z.string(),
  target: z.strictObject({ controllerId: z.string(), label: z.string() }),
  onConflict: z.enum(TRANSFER_CONFLICT_CHOICES),
  defaults: z.record(z.string(), z.string()),
  /** Authentication users: created with a password kept in the keychain, or skipped. */
  authUsers: z.enum(['skip', 'create']),
  state: z.enum(TRANSFER_STATES),
  jobId: z.string().optional(),
});
export type StoredTransfer = z.infer<typeof storedTransfer>;

export class TransferStore {
  constructor(readonly dir: string) {}

  folder(id: string): string {
    return join(this.dir, id);
  }

  checkpointFile(id: string): string {
    return join(this.folder(id), 'checkpoint.jsonl');
  }

  async save(transfer: StoredTransfer): Promise<void> {
    // This user's alone, as every folder of a site (docs/decisions.md, "Hard edges of files").
    await mkdir(this.folder(transfer.id), { recursive: true, mode: 0o700 });
    await writeFileAtomic(
      join(this.folder(transfer.id), 'transfer.json'),
      `${JSON.stringify(transfer, null, 2)}\n`,
    );
  }

  async get(id: string): Promise<StoredTransfer | undefined> {
    try {
      const text = await readFile(join(this.folder(id), 'transfer.json'), 'utf8');
      return storedTransfer.parse(JSON.parse(text));
    } catch {
      return undefined;
    }
  }

  async saveReport(id: string, report: TransferReport): Promise<void> {
    await writeFileAtomic(join(this.folder(id), 'report.json'), `${JSON.stringify(report)}\n`);
  }

  async report(id: string): Promise<TransferReport | undefined> {
    try {
      const text = await readFile(join(this.folder(id), 'report.json'), 'utf8');
      return transferReport.parse(JSON.parse(text));
    } catch {
      return undefined;
    }
  }

  /** Every transfer of the site, newest first. */
  async list(): Promise<StoredTransfer[]> {
    const names = await folderEntries(this.dir);
    const found = await Promise.all(names.map((name) => this.get(name)));
    return found
      .filter((t): t is StoredTransfer => t !== undefined)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** The newest transfer to this target that did not finish (the one `--resume` continues). */
  async unfinished(targetId: string): Promise<StoredTransfer | undefined> {
    return (await this.list()).find(
      (t) => t.target.controllerId === targetId && t.state !== 'succeeded',
    );
  }
}
