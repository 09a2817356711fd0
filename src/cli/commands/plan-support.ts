/**
 * What `turnkey plan`, `apply` and `export-plan` share: the plan file read and checked before
 * anything is reached (its problems printed at their lines, exit code 2), and the engine's
 * pieces the plan reads and applies with: each controller's connection logged in the way every
 * command logs in, moved controllers recorded where the network wizard records them, users'
 * passwords from the keychain, an environment variable or a prompt (never the plan, D2).
 */
import { userPasswordVariable } from './plan-password';
import type { SitePlan } from '../../shared/plans/site-plan.schema';
import { parseSitePlan, problemLine, type PlanProblem } from '../../core/plans/plan-parse';
import { readPlanFile } from '../../core/plans/plan-bounds';
import type { PlanReadDeps } from '../../core/plans/site-plan-reading';
import type { SitePlanApplyDeps } from '../../core/plans/site-plan-apply';
import { listInterfaces } from '../../core/discovery/interfaces';
import { networkFlowDeps } from '../../core/network/network-flow-deps';
import type { CliEngine } from '../controller/cli-engine';
import { passwordFor, secretFromEnvironment } from '../controller/cli-context';
import { DEFAULT_LOGIN } from '../controller/controller-access';
import { EXIT_CODES } from '../exit-codes';
import { askPassword, canPrompt } from '../output/prompt';
import { UsageError } from '../output/report-error';

/** A plan file that did not read: its problems, printed; the command ends with 2. */
export class PlanRefused extends Error {
  constructor(readonly problems: PlanProblem[]) {
    super('the plan has problems');
  }
}

export async function loadPlan(file: string): Promise<SitePlan> {
  let read: Awaited<ReturnType<typeof readPlanFile>>;
  try {
    read = await readPlanFile(file);
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
  }
  if ('problem' in read) throw new PlanRefused([read.problem]);
  const parsed = parseSitePlan(read.text);
  if (!parsed.ok) throw new PlanRefused(parsed.problems);
  return parsed.plan;
}

/** Prints a refused plan's problems and sets exit code 2; nothing was reached. */
export function reportRefused(file: string, refused: PlanRefused, json: boolean): void {
  if (json) {
    process.stdout.write(`${JSON.stringify({ file, problems: refused.problems }, null, 2)}\n`);
  } else {
    for (const p of refused.problems) process.stderr.write(`${file}: ${problemLine(p, 'en')}\n`);
    process.stderr.write('turnkey: the plan was refused; nothing was sent.\n');
  }
  process.exitCode = EXIT_CODES.usage;
}

export function planDeps(cli: CliEngine): PlanReadDeps & SitePlanApplyDeps {
  const network = networkFlowDeps(cli.engine, {
    discovery: { interfaces: listInterfaces, knownControllers: () => cli.services.store.list() },
  });
  const asked = new Map<string, Promise<string | undefined>>();
  return {
    engine: cli.engine,
    // The keychain's password when it is still accepted, else the way every command logs in.
    reach: (connection, stored) =>
      connection.readyOr(async () => {
        const known = await cli.services.store.get(stored.fingerprint256);
        const login = known?.login ?? stored.login ?? DEFAULT_LOGIN;
        return { login, password: await passwordFor(login) };
      }),
    moved: (controllerId, address, addressing) => network.moved(controllerId, address, addressing),
    locate: network.locate,
    async password(login, controller) {
      const site = await cli.engine.requireSite();
      const stored = await site.controller(controller.controllerId);
      const saved = stored
        ? await cli.services.vault.read(stored.fingerprint256, login)
        : undefined;
      if (saved !== undefined) return saved;
      const fromEnv = secretFromEnvironment(userPasswordVariable(login));
      if (fromEnv !== undefined) return fromEnv;
      if (!canPrompt()) return undefined;
      // One question per login, whichever controllers it is planned on.
      if (!asked.has(login)) asked.set(login, askPassword(`Password for the user ${login}: `));
      return asked.get(login);
    },
  };
}
