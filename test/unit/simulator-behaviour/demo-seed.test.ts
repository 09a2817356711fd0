/**
 * The demo site's seed. A few hundred staff with Russian and English names,
 * access points of every kind, schedules, profiles, grants, and a week of events that the real
 * decision logic made; the legacy variant keeps only the legacy staff fields (D12).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACCESS_POINT_KINDS } from '../../../src/shared/api';
import { decideAccess } from '../../../src/simulator/events/access-decision';
import type { AccessData } from '../../../src/simulator/events/access-data';
import type { Collections } from '../../../src/simulator/records/collections';
import { demoSeed } from '../../../src/simulator/seed/demo/demo-seed';

const NOW = Date.parse('2030-05-15T12:00:00Z');

function seed(serial: string, legacy = false) {
  const identity = {
    serial,
    controller_uuid: randomUUID(),
    model: 'Turnkey simulator',
    created_at: '',
  };
  const ops = demoSeed({ legacy })(identity, '127.0.0.11', NOW);
  const of = <C extends keyof Collections>(name: C) =>
    ops.filter((op) => op[1] === name).map((op) => op[3] as Collections[C]);
  return { ops, of };
}

describe('the demo seed', () => {
  const site = seed('TKDEMO-01');

  it('has a few hundred staff with Russian and English names, some banned', () => {
    const staff = site.of('staff');
    expect(staff.length).toBeGreaterThanOrEqual(250);
    expect(staff.some((s) => /^[А-ЯЁ]/.test(s.surname))).toBe(true);
    expect(staff.some((s) => /^[A-Z]/.test(s.surname))).toBe(true);
    expect(staff.filter((s) => s.banned).length).toBeGreaterThan(0);
    expect(new Set(staff.flatMap((s) => s.cards ?? [])).size).toBe(staff.length);
  });

  it('has access points of every kind, schedules, profiles and grants', () => {
    expect(new Set(site.of('access_points').map((p) => p.kind))).toEqual(
      new Set(ACCESS_POINT_KINDS),
    );
    expect(site.of('schedules').length).toBeGreaterThanOrEqual(4);
    expect(site.of('access_profiles').length).toBeGreaterThanOrEqual(5);
    expect(site.of('tmp_access').length).toBeGreaterThan(0);
    expect(site.of('devices').length).toBeGreaterThan(site.of('access_points').length);
  });

  it('has a week of events, each the decision the controller makes for that pass at that time', () => {
    const events = site.of('access_events');
    const times = events.map((e) => Date.parse(e.timestamp));
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW);
    expect(NOW - Math.min(...times)).toBeGreaterThan(6 * 86_400_000);
    const types = new Set(events.map((e) => e.type));
    for (const type of [
      'access_granted',
      'access_denied_banned',
      'access_denied_schedule',
      'free_pass',
    ])
      expect(types, type).toContain(type);
    const map = <T extends { uuid: string }>(records: T[]) =>
      new Map(records.map((r) => [r.uuid, r]));
    const [points, staff, profiles, schedules] = [
      map(site.of('access_points')),
      map(site.of('staff')),
      map(site.of('access_profiles')),
      map(site.of('schedules')),
    ];
    const visitors = new Set(site.of('visitors').map((v) => v.uuid));
    const data: AccessData = {
      accessPoint: (uuid) => points.get(uuid),
      staff: (uuid) => staff.get(uuid),
      isVisitor: (uuid) => visitors.has(uuid),
      profile: (uuid) => profiles.get(uuid),
      schedule: (uuid) => schedules.get(uuid),
      grantsOf: (user) => site.of('tmp_access').filter((g) => g.user_uuid === user),
    };
    const passes = events.filter((e) => e.direction !== undefined && e.type !== 'free_pass');
    for (const e of passes.slice(0, 400)) {
      const pass = {
        access_point_uuid: e.access_point_uuid ?? '',
        user_uuid: e.user_uuid ?? '',
        direction: e.direction ?? 'in',
      };
      const again = decideAccess(data, pass, 'normal', {
        ms: Date.parse(e.timestamp),
        timeZone: 'Europe/Moscow',
      });
      expect(again.type).toBe(e.type);
    }
    const alerts = site.of('alerts');
    expect(alerts.length).toBe(
      events.filter((e) => e.type.startsWith('access_denied') || e.type.startsWith('door_')).length,
    );
  });

  it('makes the same people for the same serial and others for another', () => {
    const names = (s: ReturnType<typeof seed>) =>
      s.of('staff').map((p) => `${p.surname} ${p.name}`);
    expect(names(seed('TKDEMO-01'))).toEqual(names(site));
    expect(names(seed('TKDEMO-02'))).not.toEqual(names(site));
  });

  it('keeps only the legacy staff fields for a legacy controller', () => {
    const legacy = seed('TKDEMO-02', true).of('staff');
    for (const person of legacy) {
      expect(Object.keys(person).sort()).toEqual([
        'access_profile',
        'banned',
        'cards',
        'dolzhnost',
        'name',
        'surname',
        'uuid',
      ]);
    }
  });
});
