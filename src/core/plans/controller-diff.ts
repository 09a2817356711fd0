/**
 * One planned controller against what it holds now, in words: each section the plan names with
 * its fields now -> after (`-` for a record not there yet), or no change (docs/decisions.md,
 * "Site plans"). Pure: the reading is done before, the comparisons are section-changes.ts's.
 */
import type { LocalizedText } from '../../shared/ipc/ipc-error';
import type { JsonValue } from '../../shared/ipc/journal.schema';
import type { PlannedController } from '../../shared/plans/site-plan.schema';
import type { PlanChange, SectionDiff } from '../../shared/plans/site-diff.schema';
import type { AccessPointView } from '../access-points/access-point-reading';
import type { ControllerState, ScheduleRead } from './controller-state';
import { plannedSections, servedSection, type PlanSection } from './controller-state';
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

const label = (en: string, ru: string): LocalizedText => ({ en, ru });

function intervals(list: ScheduleRead['intervals']): string {
  return list.map((i) => `${i.days.join(',')} ${i.from}-${i.to}`).join('; ') || 'no intervals';
}

function point(
  p: Pick<AccessPointView, 'type' | 'kind'> & { parameters?: Record<string, JsonValue> },
) {
  const params = Object.entries(p.parameters ?? {}).map(
    ([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
  );
  return [`${p.kind ?? '?'} (${p.type})`, ...params].join(', ');
}

function network(n: { dhcp?: boolean; ip?: string; mask?: string; gateway?: string }): string {
  return n.dhcp ? 'DHCP' : `${n.ip ?? '?'} / ${n.mask ?? '?'} via ${n.gateway ?? '?'}`;
}

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
              fieldLabel: label('Time zone', 'Часовой пояс'),
              now: now.timezone,
              after: target.timezone,
            }
          : field === 'ntp'
            ? {
                field,
                fieldLabel: label('NTP', 'NTP'),
                now: now.ntp ? 'on' : 'off',
                after: target.ntp ? 'on' : 'off',
              }
            : {
                field,
                fieldLabel: label('NTP server', 'NTP-сервер'),
                now: now.ntpServer,
                after: target.ntpServer,
              },
      );
    }
    case 'network': {
      if (!planned.network || !state.network || !networkDiffers(planned.network, state.network))
        return [];
      return [
        {
          field: 'network',
          fieldLabel: label('Network settings', 'Сетевые настройки'),
          now: network(state.network),
          after: network(planned.network),
        },
      ];
    }
    case 'schedules':
      return scheduleChanges(planned.schedules, state).map(({ planned: p, existing }) => ({
        field: p.name,
        fieldLabel: label(`Schedule ${p.name}`, `Расписание ${p.name}`),
        now: existing ? intervals(existing.intervals) : null,
        after: intervals(p.intervals),
      }));
    case 'accessPoints':
      return accessPointChanges(planned.accessPoints, state).map(({ planned: p, existing }) => ({
        field: p.name,
        fieldLabel: label(`Access point ${p.name}`, `Точка доступа ${p.name}`),
        now: existing
          ? point({
              ...existing,
              parameters: Object.fromEntries(
                Object.keys(p.parameters ?? {}).map((k) => [k, existing.extParameters[k] ?? null]),
              ),
            })
          : null,
        after: point(p),
      }));
    case 'accessProfiles':
      return profileChanges(planned.accessProfiles, state).map(({ planned: p, existing }) => {
        const now = existing ? profileNames(existing, state) : undefined;
        return {
          field: p.name,
          fieldLabel: label(`Access profile ${p.name}`, `Профиль доступа ${p.name}`),
          now: now ? `${now.schedule}: ${now.accessPoints.join(', ')}` : null,
          after: `${p.schedule}: ${p.accessPoints.join(', ')}`,
        };
      });
    case 'authUsers':
      return authUserChanges(planned.authUsers, state).map(({ planned: p, existing }) => ({
        field: p.login,
        fieldLabel: label(`User ${p.login}`, `Пользователь ${p.login}`),
        now: existing ? existing.role : null,
        after: p.role,
      }));
    case 'vpn':
      return [];
  }
}

/**
 * A planned section the controller's firmware does not serve (D11): said as a change that cannot
 * be made, so the plan never reads as met on a controller that cannot hold it.
 */
function notServed(section: PlanSection): PlanChange {
  return {
    field: section,
    fieldLabel: SECTION_LABELS[section],
    now: "not served by this controller's firmware",
    after: 'as planned',
  };
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
  time: label('Time', 'Время'),
  schedules: label('Schedules', 'Расписания'),
  accessPoints: label('Access points', 'Точки доступа'),
  accessProfiles: label('Access profiles', 'Профили доступа'),
  authUsers: label('Users', 'Пользователи'),
  network: label('Network', 'Сеть'),
  vpn: label('VPN cluster', 'Кластер VPN'),
};
