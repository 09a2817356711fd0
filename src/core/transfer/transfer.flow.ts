/**
 * The transfer wizard (docs/decisions.md, "Firmware-era transfer"): the form picks the source (a
 * site controller, backed up first into the site folder, or a kept backup) and the target; the
 * plan is the dry run of that one snapshot, part by part; confirming starts one job on the
 * target that writes, checkpoints and verifies (transfer-run.ts). `transfer-resume` continues a
 * transfer that did not finish, from its own snapshot and checkpoint.
 */
import { toIpcError } from '../../shared/ipc/ipc-error';
import { AppFailure } from '../../shared/errors/error-data';
import { type LocalizedText } from '../../shared/words/localized-text';
import type { FlowDefinition, FlowResult } from '../flows/flow-definition';
import type { TransferFlowDeps } from './transfer-flow-deps';
import {
  ARCHIVE_SOURCE,
  CONTROLLER_SOURCE,
  transferForm,
  type TransferFormValues,
} from './transfer-form';
import { transferPlanNotes, transferPlanRows } from './transfer-plan-rows';
import { preparedTransfer, startTransferJob, type PreparedTransfer } from './transfer-start';
import { transferError } from './transfer-errors';
import type { StoredTransfer } from './transfer-store';
import { TRANSFER_WORDS } from './transfer.words';
import { flowOfSteps, formStep, type StepFunction } from '../flows/step-table';

export const TRANSFER_TITLE: LocalizedText = TRANSFER_WORDS.transferDataBetweenControllers;

function sumOf(prepared: PreparedTransfer, pick: 'different' | 'create' | 'invalid'): number {
  return prepared.plan.parts.reduce((n, p) => n + (p.notCarried ? 0 : p[pick]), 0);
}

/** One run: the controller started on, what the form was given, the dry run prepared. */
interface TransferRun {
  deps: TransferFlowDeps;
  preselected: string | undefined;
  values: Partial<TransferFormValues>;
  prepared?: PreparedTransfer;
}

/** The site's controllers and kept backups as sources, with what was typed (no secret). */
async function showTransferForm(
  run: TransferRun,
  errors?: Record<string, LocalizedText>,
): Promise<FlowResult> {
  const { deps, preselected } = run;
  const controllers = await deps.siteControllers();
  const sources: Record<string, LocalizedText> = {};
  const targets: Record<string, LocalizedText> = {};
  for (const c of controllers) {
    sources[`${CONTROLLER_SOURCE}${c.id}`] = { en: c.label, ru: c.label };
    targets[c.id] = { en: c.label, ru: c.label };
  }
  for (const backup of await deps.siteBackups())
    sources[`${ARCHIVE_SOURCE}${backup.file}`] = backup.label;
  return {
    kind: 'form',
    stepId: 'choose',
    title: TRANSFER_TITLE,
    schema: transferForm(sources, targets),
    values: {
      ...(preselected ? { source: `${CONTROLLER_SOURCE}${preselected}` } : {}),
      ...Object.fromEntries(
        Object.entries(run.values).filter(
          ([k, v]) => v !== undefined && k !== 'auth_password' && k !== 'passphrase',
        ),
      ),
    },
    ...(errors ? { errors } : {}),
  };
}

/** The source and target checked before anything is read: a problem is the form's. */
function sourceAndTarget(
  given: TransferFormValues,
): { input: TransferFormValues & { source: string } } | { errors: Record<string, LocalizedText> } {
  const file = given.file?.trim();
  if (!file && !given.source) {
    return {
      errors: {
        source: TRANSFER_WORDS.chooseSourceGiveBackup,
      },
    };
  }
  const input = { ...given, source: file ? `${ARCHIVE_SOURCE}${file}` : given.source! };
  const sourceId = input.source.startsWith(CONTROLLER_SOURCE)
    ? input.source.slice(CONTROLLER_SOURCE.length)
    : undefined;
  if (sourceId === input.target) {
    return {
      errors: {
        target: TRANSFER_WORDS.sourceTargetSameController,
      },
    };
  }
  return { input };
}

/** The dry run of the one snapshot, part by part; a refusal is named at its field. */
async function planTransfer(run: TransferRun, given: TransferFormValues): Promise<FlowResult> {
  run.values = given;
  const checked = sourceAndTarget(given);
  if ('errors' in checked) return showTransferForm(run, checked.errors);
  const { input } = checked;
  let prepared: PreparedTransfer;
  try {
    prepared = await preparedTransfer(run.deps, input);
    run.prepared = prepared;
  } catch (error) {
    const { data } = toIpcError(error, 'transfer');
    const field = data.code.startsWith('archive_passphrase')
      ? 'passphrase'
      : given.file?.trim()
        ? 'file'
        : 'source';
    return showTransferForm(run, { [field]: data.message });
  }
  const different = sumOf(prepared, 'different');
  if (input.on_conflict === 'stop' && different > 0) {
    return showTransferForm(run, {
      on_conflict: TRANSFER_WORDS.targetHoldsRecordOtherwise(different),
    });
  }
  return {
    kind: 'plan',
    stepId: 'plan',
    title: TRANSFER_WORDS.dryRun(prepared.stored.source.label, prepared.stored.target.label),
    rows: transferPlanRows(prepared.plan, prepared.stored.target),
    notes: transferPlanNotes(prepared.plan),
    confirmLabel: TRANSFER_WORDS.transferRecords(
      sumOf(prepared, 'create') + (input.on_conflict === 'overwrite' ? different : 0),
    ),
  };
}

/** The job on the target that writes, checkpoints and verifies (transfer-run.ts). */
async function startJob(deps: TransferFlowDeps, prepared: PreparedTransfer): Promise<FlowResult> {
  const job = await startTransferJob(deps, prepared);
  return { kind: 'job', stepId: 'job', title: TRANSFER_TITLE, jobId: job.id };
}

/** The plan confirmed starts the job; with nothing prepared, the form is shown again. */
const transferPlanStep: StepFunction<TransferRun> = (run) =>
  run.prepared ? startJob(run.deps, run.prepared) : showTransferForm(run);

export function transferFlow(deps: TransferFlowDeps): FlowDefinition {
  return flowOfSteps({
    type: 'transfer',
    title: TRANSFER_TITLE,
    start: ({ controllerIds }: { controllerIds: string[] }): TransferRun => ({
      deps,
      preselected: controllerIds[0],
      values: {},
    }),
    first: 'choose',
    steps: {
      choose: formStep((run: TransferRun) => showTransferForm(run), planTransfer),
      plan: transferPlanStep,
    },
  });
}

/** One run of a resume: the transfer that did not finish and its dry run from its checkpoint. */
interface ResumeRun {
  deps: TransferFlowDeps;
  stored: StoredTransfer;
  prepared?: PreparedTransfer;
}

/** The transfer named (the subject), else the target's newest unfinished one; none: refused. */
async function startResume(
  deps: TransferFlowDeps,
  { controllerIds, subject }: { controllerIds: string[]; subject?: string },
): Promise<ResumeRun> {
  const store = await deps.store();
  const [targetId] = controllerIds;
  const stored: StoredTransfer | undefined = subject
    ? await store.get(subject)
    : targetId
      ? await store.unfinished(targetId)
      : undefined;
  if (!stored) {
    const target = targetId ? (await deps.controller(targetId)).label : 'this site';
    throw new AppFailure(transferError('transfer_no_resume', { target }));
  }
  return { deps, stored };
}

async function showResumePlan(run: ResumeRun): Promise<FlowResult> {
  const { stored } = run;
  const prepared = await preparedTransfer(run.deps, undefined, stored);
  run.prepared = prepared;
  return {
    kind: 'plan',
    stepId: 'plan',
    title: TRANSFER_WORDS.resumeTitle(stored.source.label, stored.target.label),
    rows: transferPlanRows(prepared.plan, stored.target),
    notes: transferPlanNotes(prepared.plan),
    confirmLabel: TRANSFER_WORDS.resumeTheTransfer,
  };
}

/** Shown, the plan from the checkpoint; confirmed (once prepared), the job. */
const resumePlanStep: StepFunction<ResumeRun> = (run) =>
  run.prepared ? startJob(run.deps, run.prepared) : showResumePlan(run);

/** Continues a transfer that did not finish (its id is the flow's subject, else the newest). */
export function transferResumeFlow(deps: TransferFlowDeps): FlowDefinition {
  return flowOfSteps({
    type: 'transfer-resume',
    title: TRANSFER_WORDS.resumeTransfer,
    start: (input: { controllerIds: string[]; subject?: string }) => startResume(deps, input),
    first: 'plan',
    steps: { plan: resumePlanStep },
  });
}
