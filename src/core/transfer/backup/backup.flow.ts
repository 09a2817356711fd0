/**
 * The backup wizard (docs/decisions.md, "Backup"): every part of each controller read into one
 * archive file on the site (docs/backup-format.md). The form asks whether secrets go in (and
 * their passphrase); the plan shows per controller what will be read (records per part, the
 * parts its firmware lacks) and where the file goes; the job, counted in records, reads each
 * controller under its lock (refusing one another job is changing), checks the file by reading it
 * back and journals `backup.written` with the file, its counts and SHA-256 (never a secret).
 * Nothing on the controller changes.
 */
import type { LocalizedText } from '../../../shared/words/localized-text';
import { toIpcError } from '../../../shared/ipc/ipc-error';
import type { PlanRow } from '../../../shared/ipc/flow.schema';
import type { Job } from '../../../shared/ipc/job.schema';
import type { JsonValue } from '../../../shared/ipc/journal.schema';
import type { SiteController } from '../../engine/site-controller';
import type { FlowDefinition, FlowResult } from '../../flows/flow-definition';
import type { JobRunner } from '../../jobs/job-runner';
import type { SubJobContext } from '../../jobs/job-spec';
import { CONTROLLER_PARTS } from '../controller-reading';
import { countParts, totalOf } from './backup-counts';
import { backupForm, type BackupFormValues } from './backup-form';
import { backUp, backupSource, type BackupResult } from './backup-run';
import { PART_WORDS, partsText, recordsText } from './part-words';
import { freeBackupPath } from './site-backups';
import { TRANSFER_WORDS } from '../transfer.words';
import { flowOfSteps, formStep, planStep } from '../../flows/step-table';

export interface BackupFlowDeps {
  controller(controllerId: string): Promise<SiteController>;
  jobs: () => Promise<Pick<JobRunner, 'start'>>;
  /** The open site (its folder holds `backups/`). */
  site: () => Promise<{ dir: string }>;
  /** A file a shell chose for the controller (the CLI's `--out`), else the site's folder. */
  destination?: (controllerId: string) => string | undefined;
  /** The Turnkey version, written into the manifest where known. */
  app?: string;
}

export const BACKUP_TITLE: LocalizedText = TRANSFER_WORDS.backUp;

interface Target {
  controllerId: string;
  label: string;
  file: string;
}

function planRows(
  target: Target,
  counts: Awaited<ReturnType<typeof countParts>>,
  secrets: boolean,
) {
  const base = { controllerId: target.controllerId, controllerLabel: target.label };
  const rows: PlanRow[] = [
    {
      ...base,
      field: 'file',
      fieldLabel: TRANSFER_WORDS.file,
      now: null,
      after: target.file,
    },
  ];
  for (const { part } of CONTROLLER_PARTS) {
    const count = counts.counts[part];
    if (!count) continue;
    rows.push({
      ...base,
      field: part,
      fieldLabel: PART_WORDS[part],
      now: recordsText(count),
      after: TRANSFER_WORDS.inTheFile,
    });
  }
  if ((counts.counts.biometry_providers ?? 0) > 0) {
    rows.push({
      ...base,
      field: 'secrets',
      fieldLabel: TRANSFER_WORDS.biometryProviderSecrets,
      now: null,
      after: secrets ? TRANSFER_WORDS.encryptedPassphrase : TRANSFER_WORDS.leftOut,
      ...(secrets
        ? {}
        : {
            warning: TRANSFER_WORDS.afterRestoreProviderClient,
          }),
    });
  }
  const notes: LocalizedText[] = [];
  const total = recordsText(totalOf(counts.counts));
  notes.push(TRANSFER_WORDS.toRead(target.label, total));
  if (counts.missing.length > 0) {
    const parts = partsText(counts.missing);
    notes.push(TRANSFER_WORDS.firmwareHasNoBackup(target.label, parts));
  }
  return { rows, notes };
}

/** What the journal and the job keep of a backup: counts and checksums, never a secret. */
function recorded(result: BackupResult): Record<string, JsonValue> {
  const counts: Record<string, JsonValue> = {};
  for (const entry of result.manifest.parts) if (!entry.missing) counts[entry.part] = entry.count;
  return {
    file: result.file,
    records: result.manifest.parts.reduce((sum, p) => sum + p.count, 0),
    counts,
    missing: result.manifest.parts.filter((p) => p.missing).map((p) => p.part),
    sha256: result.sha256,
    bytes: result.bytes,
    secrets: result.manifest.secrets.included ? 'encrypted' : 'left out',
  };
}

async function runOne(
  deps: BackupFlowDeps,
  ctx: SubJobContext,
  target: Target,
  passphrase: string | undefined,
): Promise<{ result: Record<string, JsonValue> }> {
  try {
    const { connection, stored, label } = await deps.controller(ctx.controllerId);
    const client = await connection.ready(ctx.signal);
    const result = await backUp(client, {
      file: target.file,
      source: await backupSource(client, stored, label, connection.address),
      ...(passphrase ? { passphrase } : {}),
      ...(deps.app ? { app: deps.app } : {}),
      signal: ctx.signal,
      progress: (done, total) => ctx.progress(done, total),
      step: (text) => ctx.step(text),
    });
    const after = recorded(result);
    const records = recordsText(after['records'] as number);
    await ctx.journal({
      action: 'backup.written',
      outcome: 'succeeded',
      after,
      summary: TRANSFER_WORDS.backedUpTo(records, target.file),
    });
    return { result: after };
  } catch (error) {
    const { data } = toIpcError(error, 'job:backup');
    if (data.code !== 'cancelled') {
      await ctx.journal({
        action: 'backup.failed',
        outcome: 'failed',
        after: { file: target.file },
        summary: data.message,
        error: data,
      });
    }
    throw error;
  }
}

/** The job's closing words: controllers backed up and records written. */
export function backupSummary(job: Job): LocalizedText {
  const records = recordsText(job.progress.done);
  const done = job.controllers.filter((c) => c.state === 'succeeded').length;
  if (job.state === 'succeeded') {
    return done === 1
      ? TRANSFER_WORDS.backedUpRecords(records)
      : TRANSFER_WORDS.backedUpControllers(done, records);
  }
  if (job.state === 'cancelled') {
    return TRANSFER_WORDS.cancelledNoFileLeft;
  }
  const failed = job.controllers.find((c) => c.error)?.error?.message;
  return failed ?? TRANSFER_WORDS.backupFailed;
}

/** One run: its controllers, what the secrets form chose, the file planned per controller. */
interface BackupRun {
  deps: BackupFlowDeps;
  controllerIds: string[];
  chosen?: BackupFormValues;
  targets: Target[];
}

function showSecretsForm(): Promise<FlowResult> {
  return Promise.resolve({
    kind: 'form',
    stepId: 'secrets',
    title: BACKUP_TITLE,
    schema: backupForm,
  });
}

function chooseSecrets(run: BackupRun, values: BackupFormValues): Promise<FlowResult> {
  run.chosen = values;
  return planBackup(run);
}

/** Per controller, what will be read and the free file it goes to in the site's folder. */
async function planBackup(run: BackupRun): Promise<FlowResult> {
  const { deps } = run;
  const rows: PlanRow[] = [];
  const notes: LocalizedText[] = [];
  const site = await deps.site();
  const now = new Date();
  run.targets = [];
  for (const controllerId of run.controllerIds) {
    const { connection, stored, label } = await deps.controller(controllerId);
    const client = await connection.ready();
    const counts = await countParts(client);
    const file =
      deps.destination?.(controllerId) ?? (await freeBackupPath(site, stored.serial ?? label, now));
    const target = { controllerId, label, file };
    run.targets.push(target);
    const planned = planRows(target, counts, run.chosen?.includeSecrets === true);
    rows.push(...planned.rows);
    notes.push(...planned.notes);
  }
  const count = run.targets.length;
  return {
    kind: 'plan',
    stepId: 'plan',
    title: BACKUP_TITLE,
    rows,
    notes,
    confirmLabel: count === 1 ? TRANSFER_WORDS.backUpOne : TRANSFER_WORDS.backUpControllers(count),
  };
}

/** One job counted in records: each controller read under its lock into its file. */
async function applyBackup({ deps, chosen, targets }: BackupRun): Promise<FlowResult> {
  const passphrase = chosen?.includeSecrets ? chosen.passphrase : undefined;
  const planned = [...targets];
  const job = (await deps.jobs()).start({
    kind: 'backup',
    title: BACKUP_TITLE,
    unit: 'records',
    lock: 'refuse',
    controllers: planned.map(({ controllerId, label }) => ({ controllerId, label })),
    run: (ctx) =>
      runOne(
        deps,
        ctx,
        planned.find((t) => t.controllerId === ctx.controllerId)!,
        passphrase,
      ),
    summarize: backupSummary,
  });
  return { kind: 'job', stepId: 'apply', title: BACKUP_TITLE, jobId: job.id };
}

export function backupFlow(deps: BackupFlowDeps): FlowDefinition {
  return flowOfSteps({
    type: 'backup',
    title: BACKUP_TITLE,
    start: ({ controllerIds }): BackupRun => {
      if (controllerIds.length === 0) throw new Error('the backup flow needs a controller');
      return { deps, controllerIds, targets: [] };
    },
    first: 'secrets',
    steps: {
      secrets: formStep(showSecretsForm, chooseSecrets),
      plan: planStep(applyBackup),
    },
  });
}
