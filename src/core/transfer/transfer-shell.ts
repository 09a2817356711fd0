/**
 * The transfer flows as a shell wires them (docs/decisions.md, "Firmware-era transfer"): the
 * snapshot of a source controller is a backup into the site folder (backup/backup-run.ts), the
 * backups offered as sources are the site's, the accounts' passwords go to the shell's vault.
 */
import type { Engine } from '../engine/engine';
import type { FlowDefinition } from '../flows/flow-definition';
import type { CredentialVault } from '../vault/credential-vault';
import { backUp, backupSource } from './backup/backup-run';
import { freeBackupPath, listSiteBackups } from './backup/site-backups';
import { transferFlowDeps, type TransferShell } from './transfer-flow-deps';
import { transferFlow, transferResumeFlow } from './transfer.flow';
import { TRANSFER_WORDS } from './transfer.words';

export function transferShell(vault: () => Promise<CredentialVault>): TransferShell {
  return {
    vault,
    async siteBackups(siteDir) {
      const backups = await listSiteBackups({ dir: siteDir });
      return backups
        .filter((b) => b.manifest)
        .map((b) => {
          const source = b.manifest!.source;
          const name = source.label ?? source.serial ?? b.name;
          const when = b.manifest!.createdAt.slice(0, 16).replace('T', ' ');
          return {
            file: b.file,
            label: TRANSFER_WORDS.backupUtcRecords(name, when, b.records ?? 0),
          };
        });
    },
    async snapshot(siteDir, controller, signal) {
      const client = await controller.connection.ready(signal);
      const source = await backupSource(
        client,
        controller.stored,
        controller.label,
        controller.stored.address,
      );
      const file = await freeBackupPath({ dir: siteDir }, controller.label);
      await backUp(client, { file, source, ...(signal ? { signal } : {}) });
      return file;
    },
  };
}

export function transferFlows(engine: Engine, shell: TransferShell): FlowDefinition[] {
  const deps = transferFlowDeps(engine, shell);
  return [transferFlow(deps), transferResumeFlow(deps)];
}
