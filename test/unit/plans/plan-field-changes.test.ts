/**
 * A planned controller's diff field by field (docs/decisions.md, "CLI tables fit the terminal"):
 * a changed access point says only its changed parameters, by their titles, in words; a new
 * record is one field said whole; the planned fields that already match are counted.
 */
import { describe, expect, it } from 'vitest';
import { controllerSections } from '../../../src/core/plans/controller-diff';
import {
  catalogueTitle,
  controllerFieldDiff,
  parameterWords,
} from '../../../src/core/plans/plan-field-changes';
import type { ControllerState } from '../../../src/core/plans/controller-state';
import type { PlannedController } from '../../../src/shared/plans/site-plan.schema';
import { MOSCOW_TIME } from './moscow-time';

const planned: PlannedController = {
  time: { zone: 'Asia/Yekaterinburg', ntp: 'ntp1.yard.local' },
  accessPoints: [
    {
      name: 'Gate',
      kind: 'barrier',
      type: 'vehicle',
      parameters: { arm_length_cm: 450, pass_time: 5, anti_passback: true },
    },
    { name: 'Door', kind: 'single', type: 'door', parameters: { unlock_time: 3 } },
    { name: 'Lobby', kind: 'turnstile', type: 'entrance', parameters: { pass_time: 7 } },
  ],
  accessProfiles: [{ name: 'Staff', schedule: 'Day', accessPoints: ['Gate', 'Door'] }],
  authUsers: [{ login: 'guard', role: 'operator' }],
};

const point = (name: string, kind: string, type: string, ext: Record<string, unknown>) =>
  ({ uuid: `u-${name}`, name, kind, type, extParameters: ext }) as never;

const state: ControllerState = {
  time: MOSCOW_TIME,
  accessPoints: [
    point('Gate', 'barrier', 'vehicle', { arm_length_cm: 300, pass_time: 5, anti_passback: false }),
    point('Door', 'single', 'door', { unlock_time: 3 }),
  ],
  schedules: [{ uuid: 's-day', name: 'Day', intervals: [] }],
  accessProfiles: [
    { uuid: 'p1', name: 'Staff', scheduleUuid: 's-day', accessPoints: ['u-Door', 'u-Gate'] },
  ],
  authUsers: [{ login: 'guard', role: 'viewer' }],
};

const en = (diff: ReturnType<typeof controllerFieldDiff>) =>
  diff.changes.map((c) => [c.section, c.label.en, c.now?.en ?? null, c.after.en]);

describe('controllerFieldDiff', () => {
  it('shows only the fields that change, by title and in words, and counts the rest', () => {
    const diff = controllerFieldDiff(planned, state, controllerSections(planned, state));
    expect(en(diff)).toEqual([
      ['time', 'Time zone', 'Europe/Moscow', 'Asia/Yekaterinburg'],
      ['accessPoints', 'Gate: Arm length, cm', '300', '450'],
      ['accessPoints', 'Gate: Anti-passback', 'off', 'on'],
      ['accessPoints', 'Lobby', null, 'Turnstile (entrance); Time to pass, s: 7'],
      ['authUsers', 'guard', 'viewer', 'operator'],
    ]);
    // Time: NTP and its server; Gate: kind, type, pass_time; Door: kind, type, unlock_time;
    // Staff: schedule and access points.
    expect(diff.unchanged).toBe(2 + 3 + 3 + 2);
    expect(diff.changes[1]?.label.ru).toBe('Gate: Длина стрелы, см');
  });

  it("titles parameters with the controller's reference where it was read", () => {
    const title = (key: string) =>
      key === 'arm_length_cm'
        ? { en: 'Barrier arm length, cm', ru: 'Barrier arm length, cm' }
        : catalogueTitle(key);
    const diff = controllerFieldDiff(planned, state, controllerSections(planned, state), title);
    expect(diff.changes[1]?.label.en).toBe('Gate: Barrier arm length, cm');
  });

  it("says a profile's changed access points, and a section not served as it cannot be made", () => {
    const moved = {
      ...state,
      accessProfiles: [{ ...state.accessProfiles![0]!, accessPoints: ['u-Door'] }],
    };
    const only = { accessProfiles: planned.accessProfiles!, network: { dhcp: true } };
    const diff = controllerFieldDiff(only, moved, controllerSections(only, moved));
    expect(en(diff)).toEqual([
      ['accessProfiles', 'Staff: Access points', 'Door', 'Door, Gate'],
      ['network', 'Network', "not served by this controller's firmware", 'as planned'],
    ]);
    expect(diff.unchanged).toBe(1);
  });

  it('says a question yes/no and a switch on/off', () => {
    expect(parameterWords('confirmation_required', true).en).toBe('yes');
    expect(parameterWords('interlock', false)).toEqual({ en: 'off', ru: 'выкл.' });
    expect(parameterWords('reader_protocol', 'wiegand26').en).toBe('wiegand26');
  });
});
