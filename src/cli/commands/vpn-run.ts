/**
 * `turnkey vpn show | share | join | sync | stop | remove | verify`: the VPN cluster wizards
 * without the screens (core/vpn, spec 4.12). `--controller` is the master; `--member` the
 * members (trusted and logged in like any controller), or `--serial` for a member this computer
 * does not reach. Every change runs its flow: the checks and the plan first, confirmed at a
 * prompt or by `--yes`, then the job, verified by reading back.
 */
import { siteCluster } from '../../core/vpn/site-cluster';
import { cliEngine, type CliEngine } from '../controller/cli-engine';
import { addressArgument } from '../controller/cli-context';
import { reachForWizard, type ReachedController } from '../controller/controller-access';
import { readMembers } from '../../core/vpn/vpn-reading';
import { ControllerUsageError, refuseRepeated } from '../controller/controller-usage';
import { endWith, flowEnding } from '../flow/flow-ending';
import { runFlowInCli } from '../flow/run-flow';
import { clusterText, verificationsOf, verificationText } from './vpn-report';

export interface VpnOptions {
  controller: string;
  member?: string[];
  serial?: string[];
  comment?: string;
  off?: boolean;
  user?: string;
  yes?: boolean;
  json?: boolean;
  site?: string;
}

export type Action = 'share' | 'join' | 'sync' | 'stop' | 'remove' | 'verify';

const FLOW: Record<Action, string> = {
  share: 'vpn-share',
  join: 'vpn-join',
  sync: 'vpn-sync',
  stop: 'vpn-stop',
  remove: 'vpn-remove',
  verify: 'vpn-verify',
};

async function withCli(work: (cli: CliEngine) => Promise<void>): Promise<void> {
  const cli = await cliEngine();
  try {
    await work(cli);
  } finally {
    await cli.close();
  }
}

export async function runShow(options: VpnOptions): Promise<void> {
  const address = addressArgument(options.controller);
  await withCli(async (cli) => {
    const site = await cli.site(options.site);
    const [master] = await reachForWizard(cli, site, [address], options);
    await reachOtherMembers(cli, master!, [master!], options);
    const cluster = await siteCluster(cli.engine);
    process.stdout.write(
      options.json ? `${JSON.stringify(cluster, null, 2)}\n` : clusterText(cluster),
    );
  });
}

/**
 * The master's members this site holds, logged in too (a new process of the command has no
 * session): a member is compared only when this computer reaches it.
 */
async function reachOtherMembers(
  cli: CliEngine,
  master: ReachedController,
  reached: readonly ReachedController[],
  options: VpnOptions,
): Promise<void> {
  const site = await cli.site(options.site);
  const serials = new Set(
    (await readMembers(await master.connection.ready())).map((m) => m.serial),
  );
  const given = new Set(reached.map((r) => r.sighting.id));
  const others = (await site.controllers()).filter(
    (c) => c.serial !== undefined && serials.has(c.serial) && !given.has(c.id),
  );
  for (const c of others) {
    await reachForWizard(cli, site, [c.address], options).catch((error: unknown) => {
      const said = error instanceof Error ? error.message : String(error);
      if (!options.json) process.stderr.write(`${c.serial}: not reached (${said}).\n`);
    });
  }
}

export async function runAction(action: Action, options: VpnOptions): Promise<void> {
  const master = addressArgument(options.controller);
  const members = (options.member ?? []).map(addressArgument);
  refuseRepeated([master, ...members]);
  if (action === 'join' && members.length === 0)
    throw new ControllerUsageError('member_needed', {
      en: 'vpn join needs at least one --member HOST:PORT.',
      ru: 'vpn join требует хотя бы один --member HOST:PORT.',
    });
  if (action === 'remove' && members.length + (options.serial ?? []).length === 0)
    throw new ControllerUsageError('member_needed', {
      en: 'vpn remove needs the member: --member HOST:PORT or --serial SERIAL.',
      ru: 'vpn remove требует участника: --member HOST:PORT или --serial SERIAL.',
    });
  await withCli(async (cli) => {
    const site = await cli.site(options.site);
    const reached = await reachForWizard(cli, site, [master, ...members], options);
    const [head, ...rest] = reached;
    if (action === 'sync' || action === 'verify')
      await reachOtherMembers(cli, head!, reached, options);
    const serials = [...rest.map((r) => r.sighting.serial ?? r.label), ...(options.serial ?? [])];
    const answers =
      action === 'join'
        ? [
            {
              members: rest.map((r) => r.sighting.id),
              comment: options.comment ?? (await site.info()).name,
            },
          ]
        : action === 'share'
          ? [
              {
                enabled: options.off !== true,
                comment: options.comment ?? (await site.info()).name,
              },
            ]
          : [];
    const yes = options.yes === true || action === 'verify';
    const syncs = action === 'join' || action === 'sync';
    const outcome = await runFlowInCli({
      cli,
      flowType: FLOW[action],
      controllerIds: action === 'join' ? reached.map((r) => r.sighting.id) : [head!.sighting.id],
      ...(action !== 'join' && serials.length > 0 ? { subject: serials.join(',') } : {}),
      answers,
      yes,
      json: options.json === true,
      ...(syncs
        ? {
            stopping:
              'Stopping: the master is told to stop each sync (Ctrl+C again exits at once)…',
          }
        : {}),
    });
    if (outcome.job && !options.json)
      for (const v of verificationsOf(outcome.job))
        process.stdout.write(`\n${verificationText(v)}`);
    endWith(
      flowEnding(outcome, yes, {
        refused: {
          code: 'members_refused',
          text: {
            en: 'Refused before anything was sent, for the reasons above.',
            ru: 'Отклонено до отправки, по причинам выше.',
          },
        },
        stopped: {
          en: `vpn ${action} stopped before anything was sent, for the reason above.`,
          ru: `vpn ${action} остановлен до отправки, по причине выше.`,
        },
        ...(syncs
          ? {
              afterStop: {
                en: `No sync of this job runs on the master; what was copied stays. \`turnkey vpn sync --controller ${options.controller}\` finishes it.`,
                ru: `Синхронизации этого задания на мастере не идут; скопированное остаётся. \`turnkey vpn sync --controller ${options.controller}\` завершит её.`,
              },
            }
          : {}),
      }),
    );
  });
}
