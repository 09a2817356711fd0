/**
 * From the wizard's answers (or a stored transfer being resumed) to a dry run and a job
 * (docs/decisions.md, "Firmware-era transfer"): the source's snapshot opened (taken first when
 * the source is a controller), the target's era and staff set read, the plan walked; confirmed,
 * the transfer is saved in the site folder, the new accounts' password put in the keychain (and
 * nowhere else), and one job started on the target under its lock.
 */
import { randomUUID } from 'node:crypto';
import type { Job } from '../../shared/ipc/job.schema';
import type { TransferReport } from '../../shared/ipc/transfer.schema';
import { archiveSource } from './archive-source';
import { openArchive, type OpenedArchive } from './archive/archive-reader';
import type { TransferFlowDeps } from './transfer-flow-deps';
import { ARCHIVE_SOURCE, CONTROLLER_SOURCE, type TransferFormValues } from './transfer-form';
import { runTransfer, type TransferRunInput } from './transfer-run';
import type { StoredTransfer, TransferStore } from './transfer-store';
import { walkTransfer } from './transfer-walk';
import { TRANSFER_WORDS } from './transfer.words';

export interface PreparedTransfer {
  stored: StoredTransfer;
  store: TransferStore;
  plan: TransferReport;
  walk: TransferRunInput['walk'];
  report: TransferRunInput['report'];
  /** Accounts to be created, whose password goes to the keychain. */
  logins: string[];
  authPassword?: string;
  targetFingerprint: string;
  resumed: boolean;
}

async function loginsIn(archive: OpenedArchive, own: string | undefined): Promise<string[]> {
  const logins: string[] = [];
  for await (const page of archive.pages({ parts: ['auth_users'] })) {
    if (!('records' in page)) break;
    for (const r of page.records)
      if (typeof r['login'] === 'string' && r['login'] !== own) logins.push(r['login']);
  }
  return logins;
}

function sourceOf(
  values: TransferFormValues & { source: string },
  archive: OpenedArchive,
  label: string | undefined,
): StoredTransfer['source'] {
  const id = values.source.startsWith(CONTROLLER_SOURCE)
    ? values.source.slice(CONTROLLER_SOURCE.length)
    : undefined;
  const named = archive.manifest.source.label ?? archive.manifest.source.serial ?? archive.file;
  return id
    ? { kind: 'controller', controllerId: id, label: label ?? named }
    : { kind: 'archive', label: named };
}

/** Opens the snapshot and walks the dry run; `stored` resumes a transfer instead. */
export async function preparedTransfer(
  deps: TransferFlowDeps,
  values: (TransferFormValues & { source: string }) | undefined,
  resumed?: StoredTransfer,
): Promise<PreparedTransfer> {
  const store = await deps.store();
  const targetId = resumed?.target.controllerId ?? values?.target ?? '';
  const target = await deps.controller(targetId);
  const client = await target.connection.ready();
  const capabilities = await client.capabilities();
  const own = target.connection.user?.login;

  let file: string;
  let sourceLabel: string | undefined;
  if (resumed) file = resumed.archive;
  else if (values!.source.startsWith(ARCHIVE_SOURCE))
    file = values!.source.slice(ARCHIVE_SOURCE.length);
  else {
    const sourceId = values!.source.slice(CONTROLLER_SOURCE.length);
    sourceLabel = (await deps.controller(sourceId)).label;
    file = await deps.snapshot(sourceId);
  }
  const archive = await openArchive(
    file,
    values?.passphrase ? { passphrase: values.passphrase } : {},
  );
  const now = new Date().toISOString();
  const stored: StoredTransfer = resumed ?? {
    id: randomUUID(),
    createdAt: now,
    updatedAt: now,
    source: sourceOf(values!, archive, sourceLabel),
    archive: file,
    target: { controllerId: targetId, label: target.label },
    onConflict: values!.on_conflict,
    defaults: values!.dolzhnost ? { dolzhnost: values!.dolzhnost } : {},
    authUsers: values!.auth_users === 'create' && values!.auth_password ? 'create' : 'skip',
    state: 'planned',
  };
  const logins = stored.authUsers === 'create' ? await loginsIn(archive, own) : [];
  let authPassword = values?.auth_password;
  if (resumed && stored.authUsers === 'create') {
    const vault = await deps.vault();
    for (const login of logins) {
      authPassword ??= await vault.read(target.connection.fingerprint256, login);
    }
  }
  const walk: TransferRunInput['walk'] = {
    source: archiveSource(archive),
    target: {
      client,
      version: capabilities.apiVersion,
      fieldSet: capabilities.staffFieldSet,
      ...(own ? { login: own } : {}),
    },
    mapping: {
      defaults: stored.defaults,
      ...(stored.authUsers === 'create' && authPassword ? { authPassword } : {}),
    },
    onConflict: stored.onConflict,
  };
  const manifest = archive.manifest.source;
  const report: TransferRunInput['report'] = {
    source: {
      label: stored.source.label,
      firmware: manifest.firmware,
      fieldSet: manifest.fieldSet,
      archive: file,
    },
    target: {
      label: target.label,
      firmware: capabilities.apiVersion,
      fieldSet: capabilities.staffFieldSet,
    },
    onConflict: stored.onConflict,
  };
  const parts = await walkTransfer({ ...walk, mode: 'plan', signal: new AbortController().signal });
  return {
    stored,
    store,
    plan: { ...report, mode: 'plan', parts },
    walk,
    report,
    logins,
    ...(authPassword ? { authPassword } : {}),
    targetFingerprint: target.connection.fingerprint256,
    resumed: resumed !== undefined,
  };
}

/** Saves the transfer, keeps the accounts' password in the keychain, starts the job. */
export async function startTransferJob(
  deps: TransferFlowDeps,
  prepared: PreparedTransfer,
): Promise<Job> {
  const { stored, store } = prepared;
  await store.save(stored);
  await store.saveReport(stored.id, prepared.plan);
  if (prepared.authPassword) {
    const vault = await deps.vault();
    for (const login of prepared.logins)
      await vault.save(prepared.targetFingerprint, login, prepared.authPassword);
  }
  const runner = await deps.jobs();
  return runner.start({
    kind: 'transfer',
    title: TRANSFER_WORDS.transferTitle(stored.source.label, stored.target.label),
    unit: 'records',
    // A resumed transfer may follow a process that was killed holding the target's lock: it
    // waits the few seconds until that lock is stale rather than fail.
    lock: prepared.resumed ? 'wait' : 'refuse',
    controllers: [stored.target],
    // Writes are never cut midway (record-writer.ts): a stop lands between two records.
    stopNow: TRANSFER_WORDS.stopNowEndsAfter,
    run: (ctx) =>
      runTransfer(ctx, { transfer: stored, store, walk: prepared.walk, report: prepared.report }),
  });
}
