/**
 * The network wizard: new static settings for one controller, or consecutive addresses for
 * several (`POST /network`, spec 4.12), checked before anything is sent, planned per controller
 * from what it reads now, confirmed twice when this computer would not reach the controllers
 * afterwards, and applied one controller at a time under its lock: sent, followed to the new
 * address (D16), read back there, recorded on the site and journalled (docs/decisions.md,
 * "Network wizard: the checks before anything is sent"). DHCP is not offered yet.
 */
import type { LocalizedText } from '../../shared/ipc/ipc-error';
import type { PlanRow } from '../../shared/ipc/flow.schema';
import type { ControllerAddress } from '../client/controller-address';
import type { ControllerConnection } from '../connection/controller-connection';
import type { LaptopInterfaces } from '../discovery/interfaces';
import type { FlowDefinition, FlowResult } from '../flows/flow-definition';
import type { JobRunner } from '../jobs/job-runner';
import type { StaticSetting } from './address-checks';
import { networkOf } from './ipv4-network';
import { laptopReach } from './laptop-reach';
import { moveController, type NetworkSettingsRead } from './move-controller';
import { networkForm, type NetworkFormValues } from './network-form';
import { settingsForTargets, type NetworkTarget } from './network-targets';

export interface NetworkFlowDeps {
  /** The site's controller: its connection (logged in or able to) and label. */
  controller(controllerId: string): Promise<{ connection: ControllerConnection; label: string }>;
  /** Where the site's controllers answer now, to keep their addresses free. */
  siteAddresses(): Promise<{ controllerId: string; host: string }[]>;
  /** This computer's interfaces: its own addresses, and whether it reaches the new network. */
  laptop(): Promise<LaptopInterfaces>;
  /** The open site's job runner. */
  jobs: () => Promise<Pick<JobRunner, 'start'>>;
  /** Records on the site that the controller now answers here, with a static address. */
  moved(controllerId: string, address: ControllerAddress): Promise<void>;
  /** How long a moved controller has to answer at its new address (default 30 s). */
  followTimeoutMs?: number;
}

const TITLE: LocalizedText = { en: 'Change the network settings', ru: 'Смена сетевых настроек' };

function describeSetting(read: NetworkSettingsRead): LocalizedText {
  if (read.dhcp) {
    const at = read.ip ? ` (${read.ip})` : '';
    return { en: `DHCP${at}`, ru: `DHCP${at}` };
  }
  return {
    en: `${read.ip ?? '?'}, mask ${read.mask ?? '?'}, gateway ${read.gateway ?? '?'}`,
    ru: `${read.ip ?? '?'}, маска ${read.mask ?? '?'}, шлюз ${read.gateway ?? '?'}`,
  };
}

interface Planned extends NetworkTarget {
  setting: StaticSetting;
}

export function networkFlow(deps: NetworkFlowDeps): FlowDefinition {
  return {
    type: 'network',
    title: TITLE,
    create: ({ controllerIds }) => {
      if (controllerIds.length === 0) throw new Error('the network flow needs a controller');
      let planned: Planned[] = [];

      async function targetsOf(): Promise<NetworkTarget[]> {
        const targets: NetworkTarget[] = [];
        for (const controllerId of controllerIds) {
          const { connection, label } = await deps.controller(controllerId);
          targets.push({ controllerId, label, currentHost: connection.address.host });
        }
        return targets;
      }

      async function plan(form: NetworkFormValues): Promise<FlowResult> {
        const targets = await targetsOf();
        const laptop = await deps.laptop();
        const others = (await deps.siteAddresses())
          .filter((c) => !controllerIds.includes(c.controllerId))
          .map((c) => c.host);
        const inUse = [...others, ...laptop.interfaces.map((i) => i.address)];
        const found = settingsForTargets(form, targets, inUse);
        if (!found.ok) {
          return {
            kind: 'form',
            stepId: 'network',
            title: TITLE,
            schema: networkForm,
            errors: found.errors,
          };
        }
        planned = targets.map((t) => ({ ...t, setting: found.settings.get(t.controllerId)! }));
        // The settings passed their checks: the first address and the mask name the network.
        const first = planned[0]!.setting;
        const target = networkOf(first.ip, first.mask)!;
        const reach = laptopReach({
          laptop,
          target,
          controllerAddresses: planned.map((p) => p.setting.ip),
          currentAddresses: planned.map((p) => p.currentHost),
          gateway: first.gateway,
          inUse,
        });
        const cutsOff = !reach.reachable;
        const rows: PlanRow[] = [];
        for (const p of planned) {
          const client = await (await deps.controller(p.controllerId)).connection.ready();
          const now = (await client.api.network.get()).data[0] ?? {};
          rows.push({
            controllerId: p.controllerId,
            controllerLabel: p.label,
            field: 'network',
            fieldLabel: { en: 'Network settings', ru: 'Сетевые настройки' },
            now: describeSetting(now),
            after: describeSetting({ dhcp: false, ...p.setting }),
            ...(cutsOff
              ? {
                  cutsOff,
                  warning: {
                    en: `This computer will not reach ${p.label} at ${p.setting.ip}.`,
                    ru: `Этот компьютер не достучится до ${p.label} по ${p.setting.ip}.`,
                  },
                }
              : {}),
          });
        }
        const count = planned.length;
        const danger = reach.warnings.map((w) => w.message);
        return {
          kind: 'plan',
          stepId: 'plan',
          title: TITLE,
          rows,
          notes: danger,
          confirmLabel: {
            en: `Move ${count} controller${count === 1 ? '' : 's'}`,
            ru: `Перенести контроллеры: ${count}`,
          },
          ...(cutsOff
            ? {
                danger: {
                  en: danger.map((d) => d.en).join(' '),
                  ru: danger.map((d) => d.ru).join(' '),
                },
              }
            : {}),
        };
      }

      async function apply(): Promise<FlowResult> {
        const moving = planned;
        const job = (await deps.jobs()).start({
          kind: 'network',
          title: TITLE,
          // One at a time: a controller that does not come back is found before the next moves.
          concurrency: 1,
          controllers: moving.map(({ controllerId, label }) => ({ controllerId, label })),
          run: async (ctx) => {
            const target = moving.find((t) => t.controllerId === ctx.controllerId)!;
            const { connection } = await deps.controller(ctx.controllerId);
            const moved = await moveController(connection, target.setting, ctx, {
              timeoutMs: deps.followTimeoutMs ?? 30_000,
              signal: ctx.signal,
            });
            await deps.moved(ctx.controllerId, moved.address);
            ctx.step({ en: 'verified', ru: 'проверено' });
            return { result: { ...moved.after, verified: true } };
          },
        });
        return { kind: 'job', stepId: 'apply', title: TITLE, jobId: job.id };
      }

      return {
        firstStep: 'network',
        async step(stepId, input) {
          if (stepId === 'network') {
            if (!input) {
              return {
                kind: 'form',
                stepId,
                title: TITLE,
                schema: networkForm,
                values: { mode: controllerIds.length > 1 ? 'range' : 'static' },
              };
            }
            return plan(input as NetworkFormValues);
          }
          if (stepId === 'plan') return apply();
          throw new Error(`the network flow has no step "${stepId}"`);
        },
      };
    },
  };
}
