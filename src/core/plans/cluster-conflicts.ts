/**
 * What a plan asks of a cluster member that the cluster's sync would undo (spec 4.12): the
 * master copies its schedules and access profiles to every member by name, so a member's own
 * profile of a name the master's plan also has (or a schedule of that name with other intervals)
 * is replaced at each sync, and the site could never match the plan (docs/decisions.md, "Site plans"). Such a record is refused
 * at its line before anything is sent; it belongs in the master's plan.
 */
import { canonicalJson } from '../../shared/canonical-json';
import type { LocalizedText } from '../../shared/words/localized-text';
import type { SitePlan } from '../../shared/plans/site-plan.schema';
import { PLANS_WORDS } from './plans.words';

export interface ClusterConflict {
  path: (string | number)[];
  message: LocalizedText;
}

export function clusterConflicts(plan: SitePlan): ClusterConflict[] {
  if (!plan.vpn) return [];
  const master = plan.controllers[plan.vpn.master];
  if (!master) return [];
  const { master: serial } = plan.vpn;
  const masterSchedules = new Map(master.schedules?.map((s) => [s.name, s.intervals]));
  const masterProfiles = new Set(master.accessProfiles?.map((p) => p.name));
  const conflicts: ClusterConflict[] = [];
  const conflict = (member: string, path: (string | number)[], what: LocalizedText) =>
    conflicts.push({
      path: ['controllers', member, ...path, 'name'],
      message: PLANS_WORDS.memberClusterMastersName(member, serial, what),
    });
  for (const member of plan.vpn.members) {
    const planned = plan.controllers[member];
    if (!planned || member === serial) continue;
    // A schedule equal to the master's is what the sync writes anyway.
    planned.schedules?.forEach((s, i) => {
      const masters = masterSchedules.get(s.name);
      if (masters && canonicalJson(masters) !== canonicalJson(s.intervals))
        conflict(member, ['schedules', i], PLANS_WORDS.schedule);
    });
    // A profile's access points are each controller's own: the sync's copy never keeps them.
    planned.accessProfiles?.forEach((p, i) => {
      if (masterProfiles.has(p.name))
        conflict(member, ['accessProfiles', i], PLANS_WORDS.accessProfile);
    });
  }
  return conflicts;
}
