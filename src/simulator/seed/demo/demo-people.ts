/**
 * The people of the demo site: a few hundred staff in five departments
 * with Russian or English names, cards, PINs, personnel numbers and car numbers, each holding the
 * access profiles of their department (valid from their hiring, or for contractors until last
 * week); a few banned; visitors expected during the week with one-day grants for the visitor
 * turnstile, and some staff with a grant for the server room. A legacy controller (D12) keeps
 * only surname, name, cards and one access profile.
 */
import { randomUUID } from 'node:crypto';
import { fromLocal } from '../../events/local-time';
import type {
  IdentifierRecord,
  StaffStored,
  TmpAccessRecord,
  VisitorRecord,
} from '../../records/collections';
import type { DemoSite, ProfileRole } from './demo-site';
import { DEPARTMENT_PROFILES } from './demo-site';
import type { Draw } from './draw';
import {
  DEPARTMENTS,
  EN_FEMALE,
  EN_MALE,
  EN_SURNAMES,
  RU_FEMALE,
  RU_MALE,
  RU_SURNAMES,
  feminine,
  type Department,
} from './names';

export type Shift = 'office' | 'day' | 'night' | 'security';

export interface DemoPerson {
  record: StaffStored;
  department: Department;
  shift: Shift;
  /** Comes by car through the car park barrier. */
  drives: boolean;
}

export interface DemoPeople {
  staff: DemoPerson[];
  visitors: VisitorRecord[];
  grants: TmpAccessRecord[];
  identifiers: IdentifierRecord[];
}

export interface PeopleOptions {
  count: number;
  /** Share of Russian names, 0..1. */
  russianShare: number;
  legacy: boolean;
  /** Local dates of the demo week, oldest first, today last. */
  days: readonly string[];
  nowMs: number;
  timeZone: string;
}

const SHARES: ReadonlyArray<[Department, number]> = [
  ['management', 0.03],
  ['office', 0.37],
  ['it', 0.07],
  ['security', 0.07],
  ['warehouse', 0.46],
];
const YEAR_S = 365 * 86_400;
const PLATE_LETTERS = 'АВЕКМНОРСТУХ';
const LATIN = 'ABCDEFGHJKLMNPRSTUVWXYZ';

function fullName(draw: Draw, russian: boolean) {
  const female = draw.chance(0.45);
  if (russian) {
    const [, son, daughter] = draw.pick(RU_MALE);
    const surname = draw.pick(RU_SURNAMES);
    const name = female ? draw.pick(RU_FEMALE) : draw.pick(RU_MALE)[0];
    return {
      surname: female ? feminine(surname) : surname,
      name,
      second: female ? daughter : son,
    };
  }
  return { surname: draw.pick(EN_SURNAMES), name: draw.pick(female ? EN_FEMALE : EN_MALE) };
}

function carNumber(draw: Draw, russian: boolean): string {
  const letter = (set: string) => set.charAt(draw.int(0, set.length - 1));
  if (russian)
    return `${letter(PLATE_LETTERS)}${draw.int(100, 999)}${letter(PLATE_LETTERS)}${letter(PLATE_LETTERS)}${draw.pick(['77', '97', '50', '78'])}`;
  return `${letter(LATIN)}${letter(LATIN)}${draw.int(10, 99)}${letter(LATIN)}${letter(LATIN)}${letter(LATIN)}`;
}

/** Card codes: ten digits, no leading zero, unique on the site. */
function cardCode(draw: Draw, used: Set<string>): string {
  for (;;) {
    const code = String(draw.int(1_000_000_000, 4_294_967_295));
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
  }
}

export function demoPeople(draw: Draw, site: DemoSite, options: PeopleOptions): DemoPeople {
  const nowS = Math.floor(options.nowMs / 1000);
  const cards = new Set<string>();
  const staff: DemoPerson[] = [];
  let index = 0;
  for (const [department, share] of SHARES) {
    const size = Math.max(2, Math.round(options.count * share));
    for (let i = 0; i < size; i++, index++) {
      const russian = draw.chance(options.russianShare);
      const who = fullName(draw, russian);
      const [ruTitle, enTitle] = draw.pick<readonly [string, string]>(
        DEPARTMENTS[department].titles,
      );
      const shift: Shift =
        department === 'security'
          ? 'security'
          : department !== 'warehouse'
            ? 'office'
            : i % 4 === 0
              ? 'night'
              : 'day';
      const roles: ProfileRole[] =
        shift === 'night' ? ['nightShift'] : [...DEPARTMENT_PROFILES[department]];
      const drives = !options.legacy && department !== 'warehouse' && draw.chance(0.3);
      if (drives) roles.push('carPark');
      const contractor = department === 'office' && draw.chance(0.04);
      const from = nowS - draw.int(30, 3000) * 86_400;
      const to = contractor ? nowS - draw.int(2, 6) * 86_400 : nowS + 5 * YEAR_S;
      const code = cardCode(draw, cards);
      const uuid = randomUUID();
      const banned = index % 97 === 13;
      const record: StaffStored = options.legacy
        ? {
            surname: who.surname,
            name: who.name,
            dolzhnost: '',
            uuid,
            cards: [code],
            access_profile: site.profiles[roles[0] ?? 'office'].uuid,
            banned,
          }
        : {
            surname: who.surname,
            name: who.name,
            ...(who.second === undefined ? {} : { second_name: who.second }),
            dolzhnost: russian ? ruTitle : enTitle,
            uuid,
            access_profiles: roles.map((role) => ({ uuid: site.profiles[role].uuid, from, to })),
            cards: [code],
            pin: String(draw.int(1000, 9999)),
            tab_nomer: 1000 + index,
            'E-mail': `employee${1000 + index}@example.com`,
            ...(drives ? { car_number: carNumber(draw, russian) } : {}),
            ...(contractor ? { comment: russian ? 'Подрядчик' : 'Contractor' } : {}),
            banned,
          };
      staff.push({ record, department, shift, drives });
    }
  }
  const identifiers = staff.map(({ record }) => ({
    code: record.cards?.[0] ?? '',
    type: 'card',
    active: !record.banned,
  }));
  const visitors: VisitorRecord[] = [];
  const grants: TmpAccessRecord[] = [];
  for (const [d, date] of options.days.entries()) {
    for (let v = 0; v < draw.int(2, 5); v++) {
      const who = fullName(draw, draw.chance(options.russianShare));
      const visitor: VisitorRecord = {
        uuid: randomUUID(),
        last_name: who.surname,
        first_name: who.name,
        planned_at: new Date(fromLocal(date, draw.int(9, 16) * 60, options.timeZone)).toISOString(),
      };
      visitors.push(visitor);
      // Most visitors were announced: a grant for the visitor turnstile on their day.
      if (draw.chance(0.85))
        grants.push({
          uuid: randomUUID(),
          user_uuid: visitor.uuid,
          access_point_uuid: site.points.visitors.uuid,
          date,
        });
    }
    const office = staff.filter((p) => p.department === 'office' && !p.record.banned);
    if (d % 2 === 0 && office.length > 0)
      grants.push({
        uuid: randomUUID(),
        user_uuid: draw.pick(office).record.uuid,
        access_point_uuid: site.points.serverRoom.uuid,
        date,
      });
  }
  return { staff, visitors, grants, identifiers };
}
