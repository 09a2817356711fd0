/**
 * One planned controller against what it holds now, in words: each section the plan names with
 * its fields now -> after (`-` for a record not there yet), or no change (docs/decisions.md,
 * "Site plans"). Pure: the reading is done before, the comparisons are section-changes.ts's.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { PlannedController } from '../../shared/plans/site-plan.schema';
import type { PlanChange, SectionDiff } from '../../shared/plans/site-diff.schema';
import {
  plannedSections,
  servedSection,
  type ControllerState,
  type PlanSection,
} from './controller-state';
import {
  accessPointChanges,
  authUserChanges,
  networkDiffers,
  profileChanges,
  profileNames,
  scheduleChanges,
  timeTargetOf,
} from './section-changes';
import { timeChanges } from '../time/time-change';
import {
  AS_PLANNED,
  intervalsWords,
  networkWords,
  NOT_SERVED,
  onOff,
  pointWords,
  roleWords,
  wordChange,
} from './plan-value-words';
import { PLANS_WORDS } from './plans.words';
import { TIME_WORDS } from '../time/time.words';
import { VPN_WORDS } from '../vpn/vpn.words';
import { NETWORK_WORDS } from '../network/network.words';
import { TRANSFER_WORDS } from '../transfer/transfer.words';

const label = (en: string, ru: string): LocalizedText => ({ en, ru });

function sectionChanges(
  section: SectionDiff['section'],
  planned: PlannedController,
  state: ControllerState,
): PlanChange[] {
  switch (section) {
    case 'time': {
      const now = state.time;
      if (!planned.time || !now) return [];
      const target = timeTargetOf(planned.time, now);
      return timeChanges(now, target).map((field) =>
        field === 'timezone'
          ? {
              field,
              fieldLabel: TIME_WORDS.timeZone,
              now: now.timezone,
              after: target.timezone,
            }
          : field === 'ntp'
            ? wordChange(field, label('NTP', 'NTP'), onOff(now.ntp), onOff(target.ntp))
            : {
                field,
                fieldLabel: TIME_WORDS.ntpServer,
                now: now.ntpServer,
                after: target.ntpServer,
              },
      );
    }
    case 'network': {
      if (!planned.network || !state.network || !networkDiffers(planned.network, state.network))
        return [];
      return [
        wordChange(
          'network',
          NETWORK_WORDS.networkSettings,
          networkWords(state.network),
          networkWords(planned.network),
        ),
      ];
    }
    case 'schedules':
      return scheduleChanges(planned.schedules, state).map(({ planned: p, existing }) =>
        wordChange(
          p.name,
          PLANS_WORDS.scheduleTitle(p.name),
          existing ? intervalsWords(existing.intervals) : null,
          intervalsWords(p.intervals),
        ),
      );
    case 'accessPoints':
      return accessPointChanges(planned.accessPoints, state).map(({ planned: p, existing }) =>
        wordChange(
          p.name,
          PLANS_WORDS.accessPoint(p.name),
          existing
            ? pointWords({
                ...existing,
                parameters: Object.fromEntries(
                  Object.keys(p.parameters ?? {}).map((k) => [
                    k,
                    existing.extParameters[k] ?? null,
                  ]),
                ),
              })
            : null,
          pointWords(p),
        ),
      );
    case 'accessProfiles':
      return profileChanges(planned.accessProfiles, state).map(({ planned: p, existing }) => {
        const now = existing ? profileNames(existing, state) : undefined;
        return {
          field: p.name,
          fieldLabel: PLANS_WORDS.accessProfileTitle(p.name),
          now: now ? `${now.schedule}: ${now.accessPoints.join(', ')}` : null,
          after: `${p.schedule}: ${p.accessPoints.join(', ')}`,
        };
      });
    case 'authUsers':
      return authUserChanges(planned.authUsers, state).map(({ planned: p, existing }) =>
        wordChange(
          p.login,
          PLANS_WORDS.userTitle(p.login),
          existing ? roleWords(existing.role) : null,
          roleWords(p.role),
        ),
      );
    case 'vpn':
      return [];
  }
}

/**
 * A planned section the controller's firmware does not serve (D11): said as a change that cannot
 * be made, so the plan never reads as met on a controller that cannot hold it.
 */
function notServed(section: PlanSection): PlanChange {
  return wordChange(section, SECTION_LABELS[section], NOT_SERVED, AS_PLANNED);
}

/** Every section the plan names, each with its changes (none: nothing to change there). */
export function controllerSections(
  planned: PlannedController,
  state: ControllerState,
): SectionDiff[] {
  return plannedSections(planned).map((section) => ({
    section,
    changes: servedSection(section, state)
      ? sectionChanges(section, planned, state)
      : [notServed(section)],
  }));
}

export const SECTION_LABELS: Record<SectionDiff['section'], LocalizedText> = {
  time: PLANS_WORDS.time,
  schedules: TRANSFER_WORDS.schedules,
  accessPoints: TRANSFER_WORDS.accessPoints,
  accessProfiles: TRANSFER_WORDS.accessProfiles,
  authUsers: PLANS_WORDS.users,
  network: PLANS_WORDS.network,
  vpn: VPN_WORDS.vpnCluster,
};
