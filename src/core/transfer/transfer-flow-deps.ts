/**
 * What the transfer flows need from a shell's engine: the site's controllers and their
 * connections, the backups kept in the site folder, the site's transfers, a snapshot of a source
 * controller, the jobs and the keychain.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { Engine } from '../engine/engine';
import {
  controllerLabel,
  openSiteController,
  type SiteController,
} from '../engine/site-controller';
import type { JobRunner } from '../jobs/job-runner';
import type { CredentialVault } from '../vault/credential-vault';
import { TransferStore, TRANSFERS_FOLDER } from './transfer-store';
import { join } from 'node:path';

export interface TransferFlowDeps {
  controller(controllerId: string): Promise<SiteController>;
  siteControllers(): Promise<Array<{ id: string; label: string }>>;
  /** Backups kept in the site folder, newest first, each with what a person reads. */
  siteBackups(): Promise<Array<{ file: string; label: LocalizedText }>>;
  store(): Promise<TransferStore>;
  /** Backs the controller up into the site folder; answers the file. */
  snapshot(controllerId: string, signal?: AbortSignal): Promise<string>;
  jobs(): Promise<Pick<JobRunner, 'start' | 'waitFor'>>;
  vault(): Promise<CredentialVault>;
}

export interface TransferShell {
  vault(): Promise<CredentialVault>;
  siteBackups(siteDir: string): Promise<Array<{ file: string; label: LocalizedText }>>;
  snapshot(siteDir: string, controller: SiteController, signal?: AbortSignal): Promise<string>;
}

export function transferFlowDeps(engine: Engine, shell: TransferShell): TransferFlowDeps {
  const siteDir = async () => (await engine.requireSite()).dir;
  return {
    controller: (id) => openSiteController(engine, id),
    async siteControllers() {
      const site = await engine.requireSite();
      // Names only: no connection is opened for a controller the form merely lists.
      return (await site.controllers()).map((c) => ({ id: c.id, label: controllerLabel(c) }));
    },
    siteBackups: async () => shell.siteBackups(await siteDir()),
    store: async () => new TransferStore(join(await siteDir(), TRANSFERS_FOLDER)),
    snapshot: async (id, signal) =>
      shell.snapshot(await siteDir(), await openSiteController(engine, id), signal),
    jobs: () => engine.jobs(),
    vault: () => shell.vault(),
  };
}
