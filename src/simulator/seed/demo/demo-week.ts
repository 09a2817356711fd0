/**
 * A week of access events for the demo site, decided by the controller's
 * own logic (events/access-decision.ts) at the moment each pass happens: office people on
 * weekdays, warehouse day and night shifts, security on 24-hour duty with rounds, visitors on
 * their day, and the usual trouble: early birds before office hours, contractors whose access
 * ran out, banned people, unknown cards, a curious look at the server room, a fire drill with
 * the main entrance in emergency state, and two door alarms.
 */
import { randomUUID } from 'node:crypto';
import type { AccessEventRecord, AlertRecord } from '../../records/collections';
import type { AccessData } from '../../events/access-data';
import { passEvent } from '../../events/access-decision';
import { alertFor } from '../../events/alerts';
import { fromLocal, localTime } from '../../events/local-time';
import type { DemoPeople, DemoPerson } from './demo-people';
import type { DemoSite, PointRole } from './demo-site';
import type { Draw } from './draw';

export interface WeekInput {
  site: DemoSite;
  people: DemoPeople;
  /** Local dates, oldest first, today last. */
  days: readonly string[];
  nowMs: number;
  timeZone: string;
}

interface Pass {
  ms: number;
  point: PointRole;
  user: string;
  direction: 'in' | 'out';
  drill: boolean;
}

const H = 60;

function siteData(site: DemoSite, people: DemoPeople): AccessData {
  const points = new Map(Object.values(site.points).map((p) => [p.uuid, p]));
  const staff = new Map(people.staff.map((p) => [p.record.uuid, p.record]));
  const visitors = new Set(people.visitors.map((v) => v.uuid));
  const profiles = new Map(Object.values(site.profiles).map((p) => [p.uuid, p]));
  const schedules = new Map(site.schedules.map((s) => [s.uuid, s]));
  return {
    accessPoint: (uuid) => points.get(uuid),
    staff: (uuid) => staff.get(uuid),
    isVisitor: (uuid) => visitors.has(uuid),
    profile: (uuid) => profiles.get(uuid),
    schedule: (uuid) => schedules.get(uuid),
    grantsOf: (user) => people.grants.filter((g) => g.user_uuid === user),
  };
}

/** The passes of one person on one day (`minute` may run past midnight into the next day). */
function personDay(draw: Draw, person: DemoPerson, index: number, d: number, weekday: boolean) {
  const out: Array<[minute: number, point: PointRole, direction: 'in' | 'out']> = [];
  const onDuty = (cycle: number, days: number) => (index + d) % cycle < days;
  if (person.shift === 'office') {
    if (!weekday || draw.chance(0.08)) return out;
    let arrive = draw.int(8 * H, 10 * H);
    if (draw.chance(0.04)) {
      out.push([draw.int(7 * H, 7 * H + 25), 'entrance', 'in']);
      arrive = draw.int(7 * H + 31, 7 * H + 40);
    }
    const leave = draw.int(17 * H, 19 * H + 30);
    if (person.drives) out.push([arrive - 5, 'carPark', 'in'], [leave + 4, 'carPark', 'out']);
    out.push([arrive, 'entrance', 'in'], [arrive + 3, 'office', 'in']);
    if (person.department === 'it' && draw.chance(0.4)) {
      const at = draw.int(11 * H, 16 * H);
      out.push([at, 'serverRoom', 'in'], [at + draw.int(5, 60), 'serverRoom', 'out']);
    }
    if (person.department === 'management' && draw.chance(0.25))
      out.push([draw.int(12 * H, 15 * H), 'archive', 'in']);
    out.push([leave, 'entrance', 'out']);
  } else if (person.shift === 'day' || person.shift === 'night') {
    if (!onDuty(7, 5) || draw.chance(0.05)) return out;
    const night = person.shift === 'night';
    const arrive = night ? draw.int(18 * H + 40, 19 * H + 20) : draw.int(6 * H + 35, 7 * H + 10);
    const leave = night ? 24 * H + draw.int(7 * H, 8 * H + 15) : draw.int(19 * H, 19 * H + 45);
    out.push([arrive, 'entrance', 'in'], [arrive + 3, 'warehouse', 'in']);
    out.push([leave, 'warehouse', 'out'], [leave + 3, 'entrance', 'out']);
  } else if (onDuty(3, 1)) {
    const arrive = draw.int(8 * H + 40, 8 * H + 58);
    out.push([arrive, 'entrance', 'in']);
    // Rounds every four hours: the lobby and the warehouse, the archive at night.
    for (let round = 12 * H; round <= 28 * H; round += 4 * H) {
      const at = round + draw.int(0, 20);
      out.push([at, 'lobby', 'in'], [at + 12, 'warehouse', 'in']);
      if (round >= 24 * H) out.push([at + 6, 'archive', 'in']);
    }
    out.push([24 * H + draw.int(8 * H + 50, 9 * H + 10), 'entrance', 'out']);
  }
  return out;
}

export function demoWeek(draw: Draw, input: WeekInput) {
  const { site, people, days, nowMs, timeZone } = input;
  const passes: Pass[] = [];
  const add = (
    date: string,
    minute: number,
    point: PointRole,
    user: string,
    direction: 'in' | 'out',
    drill = false,
  ) => {
    const ms = fromLocal(date, minute, timeZone) + draw.int(0, 59) * 1000;
    if (ms <= nowMs) passes.push({ ms, point, user, direction, drill });
  };
  const present = (person: DemoPerson) => !person.record.banned;
  const isWeekday = (date: string) =>
    !['sat', 'sun'].includes(localTime(fromLocal(date, 12 * H, timeZone), timeZone).day);
  // The fire drill: the first weekday from the third day of the week on.
  const drillDay = days.findIndex((date, d) => d >= 2 && isWeekday(date));
  for (const [d, date] of days.entries()) {
    const weekday = isWeekday(date);
    for (const [i, person] of people.staff.entries()) {
      if (person.record.banned) {
        if (weekday && draw.chance(0.4))
          add(date, draw.int(8 * H, 10 * H), 'entrance', person.record.uuid, 'in');
        continue;
      }
      for (const [minute, point, direction] of personDay(draw, person, i, d, weekday))
        add(date, minute, point, person.record.uuid, direction);
    }
    for (let n = draw.int(0, 3); n > 0; n--)
      add(date, draw.int(7 * H, 20 * H), 'entrance', randomUUID(), 'in');
    const office = people.staff.filter((p) => p.shift === 'office' && present(p));
    if (weekday && office.length > 0)
      add(date, draw.int(10 * H, 17 * H), 'serverRoom', draw.pick(office).record.uuid, 'in');
    for (const grant of people.grants.filter(
      (g) => g.date === date && g.access_point_uuid === site.points.serverRoom.uuid,
    ))
      add(date, 14 * H + draw.int(0, 30), 'serverRoom', grant.user_uuid, 'in');
    for (const visitor of people.visitors.filter(
      (v) => localTime(Date.parse(v.planned_at), timeZone).date === date,
    )) {
      const at = localTime(Date.parse(visitor.planned_at), timeZone).minute + draw.int(-10, 15);
      add(date, at, 'visitors', visitor.uuid, 'in');
      if (people.grants.some((g) => g.user_uuid === visitor.uuid))
        add(date, at + draw.int(30, 180), 'visitors', visitor.uuid, 'out');
    }
    if (d === drillDay) {
      for (const person of office.slice(0, 30)) {
        add(date, 11 * H + draw.int(0, 5), 'entrance', person.record.uuid, 'out', true);
        add(date, 11 * H + draw.int(20, 30), 'entrance', person.record.uuid, 'in');
      }
    }
  }
  const data = siteData(site, people);
  const drill: AccessData = {
    ...data,
    accessPoint: (uuid) => {
      const p = data.accessPoint(uuid);
      return p && { ...p, state: 'emergency' };
    },
  };
  const events: AccessEventRecord[] = [];
  const alerts: AlertRecord[] = [];
  for (const pass of passes.sort((a, b) => a.ms - b.ms)) {
    const request = {
      access_point_uuid: site.points[pass.point].uuid,
      user_uuid: pass.user,
      direction: pass.direction,
    };
    const made = passEvent(pass.drill ? drill : data, request, { ms: pass.ms, timeZone });
    events.push(made.event);
    if (made.alert) alerts.push(made.alert);
  }
  for (const [d, role, type, minute] of [
    [2, 'archive', 'door_forced_open', 2 * H + 13],
    [5, 'lobby', 'door_held_open', 13 * H + 40],
  ] as const) {
    const date = days[d];
    if (date === undefined) continue;
    const ms = fromLocal(date, minute, timeZone);
    if (ms > nowMs) continue;
    const point = site.points[role];
    const event: AccessEventRecord = {
      uuid: randomUUID(),
      type,
      timestamp: new Date(ms).toISOString(),
      user_defined: false,
      access_point_uuid: point.uuid,
    };
    events.push(event);
    alerts.push(alertFor(point, event));
  }
  return { events, alerts };
}
