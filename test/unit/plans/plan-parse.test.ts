/**
 * Reading a site plan (docs/site-plans.md): YAML with comments and JSON alike, every problem at
 * its line and field in English and Russian, a password refused wherever it is written, names
 * that refer to nothing and a cluster of unplanned controllers refused; the published JSON
 * Schema is the zod schema's of now.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSitePlan, problemLine, type PlanProblem } from '../../../src/core/plans/plan-parse';
import {
  SITE_PLAN_SCHEMA_FILE,
  sitePlanJsonSchema,
} from '../../../src/shared/plans/site-plan.json-schema';

const GOOD = `# The yard, as it should be
planVersion: 1
controllers:
  YARD-01:
    network: { dhcp: false, ip: 10.0.0.21, mask: 255.255.255.0, gateway: 10.0.0.1 }
    time: { zone: Europe/Moscow, ntp: ntp.yard.local }
    accessPoints:
      - { name: Gate, kind: barrier, type: barrier, parameters: { open_time: 5 } }
    schedules:
      - name: Office hours
        intervals: [{ days: [mon, tue], from: "08:00", to: "18:00" }]
    accessProfiles:
      - { name: Staff, schedule: Office hours, accessPoints: [Gate] }
    authUsers:
      - { login: guard, role: viewer }
  YARD-02:
    time: { zone: UTC, ntp: false }
vpn: { master: YARD-01, members: [YARD-02] }
`;

function problems(text: string): PlanProblem[] {
  const parsed = parseSitePlan(text);
  if (parsed.ok) throw new Error('the plan was accepted');
  return parsed.problems;
}

describe('parseSitePlan', () => {
  it('reads a commented YAML plan and the same plan as JSON', () => {
    const yaml = parseSitePlan(GOOD);
    expect(yaml.ok).toBe(true);
    if (!yaml.ok) return;
    expect(yaml.plan.controllers['YARD-01']?.time).toEqual({
      zone: 'Europe/Moscow',
      ntp: 'ntp.yard.local',
    });
    const json = parseSitePlan(JSON.stringify(yaml.plan, null, 2));
    expect(json).toEqual(yaml);
  });

  it('tells each problem at its line and field, in English and Russian', () => {
    const text = GOOD.replace('mask: 255.255.255.0', 'mask: 255.0.255.0').replace(
      'role: viewer',
      'role: boss',
    );
    const found = problems(text);
    expect(found.map((p) => problemLine(p, 'en'))).toEqual([
      'line 5, field controllers.YARD-01.network.mask: must be a contiguous netmask',
      'line 15, field controllers.YARD-01.authUsers[0].role: Invalid option: expected one of "admin"|"operator"|"viewer"',
    ]);
    expect(problemLine(found[0]!, 'ru')).toBe(
      'строка 5, поле controllers.YARD-01.network.mask: должна быть непрерывной маской сети',
    );
    expect(problemLine(found[1]!, 'ru')).toMatch(/^строка 15, поле .*role: Неверный вариант/);
  });

  it('refuses a password at its own line, and an unknown field at its key', () => {
    const text = GOOD.replace(
      '      - { login: guard, role: viewer }',
      '      - login: guard\n        role: viewer\n        password: secret',
    ).replace('  YARD-02:\n', '  YARD-02:\n    colour: red\n');
    const found = problems(text);
    expect(found.map((p) => [p.line, p.field])).toEqual([
      [17, 'controllers.YARD-01.authUsers[0].password'],
      [19, 'controllers.YARD-02.colour'],
    ]);
    expect(found[0]!.message.en).toMatch(/password never goes in a plan/);
    expect(found[0]!.message.ru).toMatch(/пароль никогда/);
  });

  it('says in words a version it does not read and a missing list of controllers', () => {
    const found = problems('planVersion: 2\nname: yard\n');
    const said = (field: string) => found.find((p) => p.field === field)?.message;
    expect(said('planVersion')).toEqual({ en: 'must be 1', ru: 'должно быть 1' });
    expect(said('controllers')).toEqual({
      en: 'is missing: it must be fields (name: value)',
      ru: 'отсутствует: должно быть полями (имя: значение)',
    });
    expect(JSON.stringify(found)).not.toMatch(/Invalid input|record/);
  });

  it('refuses names that refer to nothing and a cluster of unplanned controllers', () => {
    const text = GOOD.replace('schedule: Office hours,', 'schedule: Nights,').replace(
      'members: [YARD-02]',
      'members: [YARD-09]',
    );
    const found = problems(text);
    expect(found.map((p) => problemLine(p, 'en'))).toEqual([
      "line 13, field controllers.YARD-01.accessProfiles[0].schedule: names no schedule of this controller's plan",
      'line 18, field vpn.members[0]: is not a controller of the plan',
    ]);
    expect(found[1]!.message.ru).toBe('не контроллер плана');
  });

  it('refuses two controllers planned at one address, and text that is not YAML', () => {
    const text = GOOD.replace(
      '    time: { zone: UTC, ntp: false }',
      '    network: { dhcp: false, ip: 10.0.0.21, mask: 255.255.255.0, gateway: 10.0.0.1 }',
    );
    expect(problems(text).map((p) => problemLine(p, 'en'))).toEqual([
      'line 17, field controllers.YARD-02.network.ip: is planned for YARD-01 too',
    ]);
    const broken = problems('planVersion: 1\ncontrollers:\n  A: {network: [\n');
    expect(broken[0]!.line).toBeGreaterThan(0);
    expect(broken[0]!.message.en).toMatch(/^not valid YAML or JSON/);
  });
});

describe('the published JSON Schema', () => {
  it('is the one the zod schema makes now (run `npx tsx scripts/site-plan-schema.ts`)', () => {
    const published: unknown = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../..', SITE_PLAN_SCHEMA_FILE), 'utf8'),
    );
    expect(published).toEqual(sitePlanJsonSchema());
  });
});
