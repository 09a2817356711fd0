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

export const TRANSFER_TITLE: LocalizedText = TRANSFER_WORDS.transferDataBetweenControllers;

function sumOf(prepared: PreparedTransfer, pick: 'different' | 'create' | 'invalid'): number {
  return prepared.plan.parts.reduce((n, p) => n + (p.notCarried ? 0 : p[pick]), 0);
}

export function transferFlow(deps: TransferFlowDeps): FlowDefinition {
  return {
    type: 'transfer',
    title: TRANSFER_TITLE,
    create: ({ controllerIds }) => {
      let values: Partial<TransferFormValues> = {};
      let prepared: PreparedTransfer | undefined;
      const preselected = controllerIds[0];

      async function form(errors?: Record<string, LocalizedText>): Promise<FlowResult> {
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
              Object.entries(values).filter(
                ([k, v]) => v !== undefined && k !== 'auth_password' && k !== 'passphrase',
              ),
            ),
          },
          ...(errors ? { errors } : {}),
        };
      }

      async function plan(given: TransferFormValues): Promise<FlowResult> {
        values = given;
        const file = given.file?.trim();
        if (!file && !given.source) {
          return form({
            source: TRANSFER_WORDS.chooseSourceGiveBackup,
          });
        }
        const input = { ...given, source: file ? `${ARCHIVE_SOURCE}${file}` : given.source! };
        const sourceId = input.source.startsWith(CONTROLLER_SOURCE)
          ? input.source.slice(CONTROLLER_SOURCE.length)
          : undefined;
        if (sourceId === input.target) {
          return form({
            target: TRANSFER_WORDS.sourceTargetSameController,
          });
        }
        try {
          prepared = await preparedTransfer(deps, input);
        } catch (error) {
          const { data } = toIpcError(error, 'transfer');
          const field = data.code.startsWith('archive_passphrase')
            ? 'passphrase'
            : file
              ? 'file'
              : 'source';
          return form({ [field]: data.message });
        }
        const different = sumOf(prepared, 'different');
        if (input.on_conflict === 'stop' && different > 0) {
          return form({
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

      return {
        firstStep: 'choose',
        async step(stepId, input) {
          if (stepId === 'choose') {
            if (!input) return form();
            return plan(input as unknown as TransferFormValues);
          }
          if (stepId === 'plan' && prepared) {
            const job = await startTransferJob(deps, prepared);
            return { kind: 'job', stepId: 'job', title: TRANSFER_TITLE, jobId: job.id };
          }
          return form();
        },
      };
    },
  };
}

/** Continues a transfer that did not finish (its id is the flow's subject, else the newest). */
export function transferResumeFlow(deps: TransferFlowDeps): FlowDefinition {
  return {
    type: 'transfer-resume',
    title: TRANSFER_WORDS.resumeTransfer,
    create: async ({ controllerIds, subject }) => {
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
      let prepared: PreparedTransfer | undefined;
      return {
        firstStep: 'plan',
        async step(stepId) {
          if (stepId === 'plan' && prepared) {
            const job = await startTransferJob(deps, prepared);
            return { kind: 'job', stepId: 'job', title: TRANSFER_TITLE, jobId: job.id };
          }
          prepared = await preparedTransfer(deps, undefined, stored);
          return {
            kind: 'plan',
            stepId: 'plan',
            title: TRANSFER_WORDS.resumeTitle(stored.source.label, stored.target.label),
            rows: transferPlanRows(prepared.plan, stored.target),
            notes: transferPlanNotes(prepared.plan),
            confirmLabel: TRANSFER_WORDS.resumeTransfer2,
          };
        },
      };
    },
  };
}
