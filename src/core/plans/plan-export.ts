/**
 * The open site written as a plan (`turnkey export-plan`): every controller with a serial, each
 * section read as the plan reads it (controller-state.ts), and the cluster of the site's master
 * (spec 4.12), so `plan` on the file shows nothing to change and the file clones the site or
 * starts the next one (docs/site-plans.md). YAML with a header comment saying what it is.
 */
import { Document, isScalar, visit } from 'yaml';
import { ACCESS_POINT_KINDS, ROLES } from '../../shared/api';
import {
  PLAN_VERSION,
  type PlannedController,
  type SitePlan,
} from '../../shared/plans/site-plan.schema';
import type { ControllerClient } from '../client/controller-client';
import type { StoredController } from '../site/site-controller';
import { readMembers } from '../vpn/vpn-reading';
import { readControllerState, type ControllerState } from './controller-state';
import { profileNames } from './section-changes';

export function plannedFromState(
  fingerprint256: string,
  state: ControllerState,
): PlannedController {
  const c: PlannedController = { fingerprint256 };
  if (state.controllerUuid) c.controllerUuid = state.controllerUuid;
  const n = state.network;
  if (n)
    c.network = n.dhcp
      ? { dhcp: true }
      : { dhcp: false, ip: n.ip!, mask: n.mask!, gateway: n.gateway! };
  if (state.time)
    c.time = { zone: state.time.timezone, ntp: state.time.ntp ? state.time.ntpServer : false };
  const points = (state.accessPoints ?? []).flatMap((p) =>
    p.kind && ACCESS_POINT_KINDS.includes(p.kind)
      ? [
          {
            name: p.name,
            kind: p.kind,
            type: p.type,
            ...(Object.keys(p.extParameters).length > 0
              ? { parameters: { ...p.extParameters } }
              : {}),
          },
        ]
      : [],
  );
  if (points.length > 0) c.accessPoints = points;
  if (state.schedules?.length)
    c.schedules = state.schedules.map((s) => ({
      name: s.name,
      intervals: s.intervals as NonNullable<PlannedController['schedules']>[number]['intervals'],
    }));
  const names = new Set(points.map((p) => p.name));
  const scheduleNames = new Set(state.schedules?.map((s) => s.name));
  const profiles = (state.accessProfiles ?? []).flatMap((p) => {
    const named = profileNames(p, state);
    if (!scheduleNames.has(named.schedule) || !named.accessPoints.every((a) => names.has(a)))
      return [];
    return [{ name: p.name, schedule: named.schedule, accessPoints: named.accessPoints }];
  });
  if (profiles.length > 0) c.accessProfiles = profiles;
  const users = (state.authUsers ?? []).flatMap((u) =>
    (ROLES as readonly string[]).includes(u.role)
      ? [{ login: u.login, role: u.role as (typeof ROLES)[number] }]
      : [],
  );
  if (users.length > 0) c.authUsers = users;
  return c;
}

export interface ExportedController {
  stored: StoredController;
  client: ControllerClient;
}

/** The plan of these controllers (each read whole) and of the cluster they form. */
export async function exportPlan(
  siteName: string,
  controllers: readonly ExportedController[],
): Promise<SitePlan> {
  const plan: SitePlan = { planVersion: PLAN_VERSION, site: siteName, controllers: {} };
  const serials = new Set(controllers.map((c) => c.stored.serial));
  for (const { stored, client } of controllers) {
    if (!stored.serial) continue;
    plan.controllers[stored.serial] = plannedFromState(
      stored.fingerprint256,
      await readControllerState(client),
    );
  }
  for (const { stored, client } of controllers) {
    if (!stored.serial) continue;
    const members = (await readMembers(client).catch(() => [])).filter((m) =>
      serials.has(m.serial),
    );
    if (members.length > 0) {
      plan.vpn = { master: stored.serial, members: members.map((m) => m.serial) };
      break;
    }
  }
  if (plan.vpn) leaveToTheMaster(plan, plan.vpn.master, plan.vpn.members);
  return plan;
}

/**
 * A member's copies of the master's access profiles are the cluster's, made by its sync (spec
 * 4.12): written on the master only, as a plan must (cluster-conflicts.ts). Its schedules stay:
 * the sync makes them equal to the master's.
 */
function leaveToTheMaster(plan: SitePlan, master: string, members: readonly string[]): void {
  const profiles = new Set(plan.controllers[master]?.accessProfiles?.map((p) => p.name));
  for (const serial of members) {
    const member = plan.controllers[serial];
    if (!member?.accessProfiles) continue;
    const kept = member.accessProfiles.filter((p) => !profiles.has(p.name));
    if (kept.length > 0) member.accessProfiles = kept;
    else delete member.accessProfiles;
  }
}

/** The plan as YAML under a header comment. */
export function planYaml(plan: SitePlan, header: string): string {
  const doc = new Document(plan);
  // Short lists of plain values (days, access point names) on one line, as a person writes them.
  visit(doc, {
    Seq(_, node) {
      if (node.items.every(isScalar)) node.flow = true;
    },
  });
  doc.commentBefore = header
    .split('\n')
    .map((line) => (line ? ` ${line}` : ''))
    .join('\n');
  return doc.toString({ lineWidth: 100, flowCollectionPadding: false });
}
