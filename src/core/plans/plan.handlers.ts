/**
 * The Plan screen's channels over the open site (docs/decisions.md, "Site plans in the app"): the
 * same reading, jobs and export as `turnkey plan`, `apply` and `export-plan`, wired to the shell's
 * connections (logged in from the keychain or the login dialog), its record of moved controllers
 * and its keychain for users' passwords, else the ones typed on the screen (never the plan, D2).
 */
import type { Handlers } from '../../shared/ipc/handlers';
import type { PlanRun, PlanUser } from '../../shared/ipc/plans.schema';
import { AppFailure } from '../../shared/errors/error-data';
import type { SitePlan } from '../../shared/plans/site-plan.schema';
import type { Engine } from '../engine/engine';
import { networkFlowDeps, type NetworkFlowOptions } from '../network/network-flow-deps';
import type { CredentialVault } from '../vault/credential-vault';
import { exportPlan, planYaml } from './plan-export';
import { parseSitePlan } from './plan-parse';
import { PlanRuns } from './plan-runs';
import type { SitePlanApplyDeps } from './site-plan-apply';
import { eachLimited, readSitePlan, type PlanReadDeps, type PlanTarget } from './site-plan-reading';
import { PLANS_WORDS } from './plans.words';

export interface PlanHandlersDeps {
  engine: Engine;
  /** How moved controllers are recorded and found again: the network wizard's own. */
  network: NetworkFlowOptions;
  vault: () => Promise<CredentialVault>;
  /** Told after every step of an apply (`plan:changed`). */
  changed: (run: PlanRun) => void;
}

type PlanChannels = 'plan:read' | 'plan:apply' | 'plan:run' | 'plan:export';

/** A plan the screen asks to apply was checked when read; one edited since is refused whole. */
function checked(text: string): SitePlan {
  const parsed = parseSitePlan(text);
  if (parsed.ok) return parsed.plan;
  throw new AppFailure({
    code: 'plan_refused',
    message: PLANS_WORDS.planHasProblemsImport,
  });
}

/** A file name of the site's name, for the exported plan. */
function planFileName(siteName: string): string {
  const base = siteName
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `${base || 'site'}.plan.yaml`;
}

export function planHandlers(deps: PlanHandlersDeps): Pick<Handlers, PlanChannels> {
  const network = networkFlowDeps(deps.engine, deps.network);
  /** The keychain's password of a login on a controller; none when the keychain cannot answer. */
  const saved = async (fingerprint256: string, login: string) => {
    try {
      return await (await deps.vault()).read(fingerprint256, login);
    } catch {
      return undefined;
    }
  };
  const readDeps: PlanReadDeps = {
    engine: deps.engine,
    reach: (connection) => connection.ready(),
    moved: (id, address, addressing) => network.moved(id, address, addressing),
  };

  /** The users the plan creates or changes, and whether the keychain has each one's password. */
  async function planUsers(targets: readonly PlanTarget[]): Promise<PlanUser[]> {
    const users = new Map<string, PlanUser>();
    for (const target of targets) {
      const changes = target.diff.sections.find((s) => s.section === 'authUsers')?.changes ?? [];
      for (const { field: login } of changes) {
        const user = users.get(login) ?? { login, serials: [], saved: true };
        user.serials.push(target.serial);
        if (!target.stored || (await saved(target.stored.fingerprint256, login)) === undefined)
          user.saved = false;
        users.set(login, user);
      }
    }
    return [...users.values()];
  }

  const runs = new PlanRuns({
    engine: deps.engine,
    read: (plan, kept) => readSitePlan(readDeps, plan, kept),
    changed: deps.changed,
  });

  return {
    'plan:read': async ({ text, fileName }) => {
      const parsed = parseSitePlan(text);
      if (!parsed.ok) return { ok: false, fileName, problems: parsed.problems };
      const { diff, targets } = await readSitePlan(readDeps, parsed.plan);
      return {
        ok: true,
        fileName,
        ...(parsed.plan.site ? { site: parsed.plan.site } : {}),
        diff,
        users: await planUsers(targets),
      };
    },
    'plan:apply': async ({ text, fileName, passwords }) => {
      const plan = checked(text);
      const site = await deps.engine.requireSite();
      const typed = new Map(passwords.map((p) => [p.login, p.password]));
      const applyDeps: SitePlanApplyDeps = {
        engine: deps.engine,
        moved: (id, address, addressing) => network.moved(id, address, addressing),
        locate: network.locate,
        async password(login, controller) {
          const stored = await site.controller(controller.controllerId);
          const kept = stored ? await saved(stored.fingerprint256, login) : undefined;
          return kept ?? typed.get(login);
        },
      };
      return runs.start(site.id, fileName, plan, applyDeps);
    },
    'plan:run': async () => ({ run: runs.last((await deps.engine.site())?.id) ?? null }),
    'plan:export': async () => {
      const site = await deps.engine.requireSite();
      const stored = (await site.controllers()).filter((c) => c.serial);
      const controllers = await eachLimited(stored, 8, async (c) => ({
        stored: c,
        client: await deps.engine.connections.open(c.fingerprint256, c.address).ready(),
      }));
      const name = (await site.info()).name;
      const plan = await exportPlan(name, controllers);
      const text = planYaml(
        plan,
        `Site plan of "${name}", exported by Turnkey on ${new Date().toISOString()}.\n` +
          `Format: docs/site-plans.md. Passwords are never here: applying asks for them or takes\n` +
          `them from the keychain.`,
      );
      return { fileName: planFileName(name), text, controllers: stored.length };
    },
  };
}
