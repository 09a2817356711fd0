/**
 * The master's VPN sharing (spec 4.12 `/share_vpn`, 1.6.0 and later, D11): on or off, with a
 * comment. The plan shows now -> after; the job sets it under the controller's lock, reads it
 * back and writes the journal.
 */
import { z } from 'zod';
import { AppFailure } from '../../shared/errors/error-data';
import { type LocalizedText } from '../../shared/words/localized-text';
import type { FlowDefinition, FlowResult } from '../flows/flow-definition';
import { setSharing } from './vpn-command';
import { readSharing, type ShareSettings } from './vpn-reading';
import type { VpnFlowDeps } from './vpn-flow-deps';
import { VPN_WORDS } from './vpn.words';
import type { ControllerClient } from '../client/controller-client';
import type { SubJobContext } from '../jobs/job-spec';
import { flowOfSteps, formStep, planStep } from '../flows/step-table';
import { FLOWS_WORDS } from '../flows/flows.words';

const TITLE: LocalizedText = VPN_WORDS.vpnSharing;

function shareForm(now: ShareSettings) {
  return z.object({
    enabled: z.boolean().default(now.enabled).meta({ label: VPN_WORDS.shareVpn }),
    comment: z.string().trim().max(120).default(now.comment).meta({ label: VPN_WORDS.comment }),
  });
}

/** One run: the controller, its sharing read when the form was shown, and what is wanted. */
interface ShareRun {
  deps: VpnFlowDeps;
  masterId: string;
  now?: ShareSettings | undefined;
  wanted?: ShareSettings;
}

/** The sharing now as the form's defaults; a controller without `/share_vpn` is done (D11). */
async function showShareForm(run: ShareRun): Promise<FlowResult> {
  const { connection, label } = await run.deps.controller(run.masterId);
  const now = await readSharing(await connection.ready());
  run.now = now;
  if (!now)
    return {
      kind: 'done',
      summary: VPN_WORDS.skippedNoVpnSharing(label),
    };
  return { kind: 'form', stepId: 'share', title: TITLE, schema: shareForm(now) };
}

async function planShare(run: ShareRun, values: ShareSettings): Promise<FlowResult> {
  const { masterId, now } = run;
  const { label } = await run.deps.controller(masterId);
  run.wanted = values;
  const rows = (['enabled', 'comment'] as const)
    .filter((f) => now![f] !== values[f])
    .map((field) => ({
      controllerId: masterId,
      controllerLabel: label,
      field,
      fieldLabel: field === 'enabled' ? VPN_WORDS.vpnSharing : VPN_WORDS.comment,
      now: now![field],
      after: values[field],
    }));
  return {
    kind: 'plan',
    stepId: 'plan',
    title: TITLE,
    rows,
    notes: rows.length === 0 ? [FLOWS_WORDS.nothingToChangeOn(label)] : [],
    confirmLabel: VPN_WORDS.changeVpnSharing,
  };
}

/** Sets the sharing, reads it back and journals before -> after; not kept is a failure. */
async function setAndReadBack(
  client: ControllerClient,
  label: string,
  wanted: ShareSettings,
  ctx: SubJobContext,
) {
  const before = await readSharing(client, ctx.signal);
  await setSharing(client, wanted, ctx.signal);
  const after = await readSharing(client, ctx.signal);
  const ok = after?.enabled === wanted.enabled && after.comment === wanted.comment;
  await ctx.journal({
    action: 'vpn.shared',
    outcome: ok ? 'succeeded' : 'failed',
    summary: wanted.enabled ? VPN_WORDS.vpnSharingOn(wanted.comment) : VPN_WORDS.vpnSharingOff,
    ...(before ? { before: { ...before } } : {}),
    ...(after ? { after: { ...after } } : {}),
  });
  if (!ok)
    throw new AppFailure({
      code: 'vpn_not_applied',
      message: VPN_WORDS.sharingNotKept(label, JSON.stringify(after)),
    });
  return { result: { ...after } };
}

async function applyShare({ deps, masterId, wanted }: ShareRun): Promise<FlowResult> {
  const { label } = await deps.controller(masterId);
  const job = (await deps.jobs()).start({
    kind: 'vpn-share',
    title: TITLE,
    controllers: [{ controllerId: masterId, label }],
    run: async (ctx) => {
      const { connection } = await deps.controller(masterId);
      const client = await connection.ready(ctx.signal);
      return setAndReadBack(client, label, wanted!, ctx);
    },
  });
  return { kind: 'job', stepId: 'apply', title: TITLE, jobId: job.id };
}

export function vpnShareFlow(deps: VpnFlowDeps): FlowDefinition {
  return flowOfSteps({
    type: 'vpn-share',
    title: TITLE,
    start: ({ controllerIds }): ShareRun => {
      const masterId = controllerIds[0];
      if (!masterId) throw new Error('the vpn-share flow needs its controller');
      return { deps, masterId };
    },
    first: 'share',
    steps: {
      share: formStep(showShareForm, planShare),
      plan: planStep(applyShare),
    },
  });
}
