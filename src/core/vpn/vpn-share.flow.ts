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

const TITLE: LocalizedText = VPN_WORDS.vpnSharing;

function shareForm(now: ShareSettings) {
  return z.object({
    enabled: z.boolean().default(now.enabled).meta({ label: VPN_WORDS.shareVpn }),
    comment: z.string().trim().max(120).default(now.comment).meta({ label: VPN_WORDS.comment }),
  });
}

export function vpnShareFlow(deps: VpnFlowDeps): FlowDefinition {
  return {
    type: 'vpn-share',
    title: TITLE,
    create: ({ controllerIds }) => {
      const masterId = controllerIds[0];
      if (!masterId) throw new Error('the vpn-share flow needs its controller');
      let now: ShareSettings | undefined;
      let wanted: ShareSettings | undefined;

      async function form(): Promise<FlowResult> {
        const { connection, label } = await deps.controller(masterId!);
        now = await readSharing(await connection.ready());
        if (!now)
          return {
            kind: 'done',
            summary: VPN_WORDS.skippedNoVpnSharing(label),
          };
        return { kind: 'form', stepId: 'share', title: TITLE, schema: shareForm(now) };
      }

      async function plan(values: ShareSettings): Promise<FlowResult> {
        const { label } = await deps.controller(masterId!);
        wanted = values;
        const rows = (['enabled', 'comment'] as const)
          .filter((f) => now![f] !== values[f])
          .map((field) => ({
            controllerId: masterId!,
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
          notes: rows.length === 0 ? [VPN_WORDS.nothingToChange(label)] : [],
          confirmLabel: VPN_WORDS.changeVpnSharing,
        };
      }

      async function apply(): Promise<FlowResult> {
        const { label } = await deps.controller(masterId!);
        const job = (await deps.jobs()).start({
          kind: 'vpn-share',
          title: TITLE,
          controllers: [{ controllerId: masterId!, label }],
          run: async (ctx) => {
            const { connection } = await deps.controller(masterId!);
            const client = await connection.ready(ctx.signal);
            const before = await readSharing(client, ctx.signal);
            await setSharing(client, wanted!, ctx.signal);
            const after = await readSharing(client, ctx.signal);
            const ok = after?.enabled === wanted!.enabled && after.comment === wanted!.comment;
            await ctx.journal({
              action: 'vpn.shared',
              outcome: ok ? 'succeeded' : 'failed',
              summary: wanted!.enabled
                ? VPN_WORDS.vpnSharingOn(wanted!.comment)
                : VPN_WORDS.vpnSharingOff,
              ...(before ? { before: { ...before } } : {}),
              ...(after ? { after: { ...after } } : {}),
            });
            if (!ok)
              throw new AppFailure({
                code: 'vpn_not_applied',
                message: VPN_WORDS.sharingNotKept(label, JSON.stringify(after)),
              });
            return { result: { ...after } };
          },
        });
        return { kind: 'job', stepId: 'apply', title: TITLE, jobId: job.id };
      }

      return {
        firstStep: 'share',
        async step(stepId, input) {
          if (stepId === 'share') return input ? plan(input as unknown as ShareSettings) : form();
          if (stepId === 'plan') return apply();
          throw new Error(`the vpn-share flow has no step "${stepId}"`);
        },
      };
    },
  };
}
