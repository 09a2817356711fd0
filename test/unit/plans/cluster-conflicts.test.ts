/**
 * A cluster member's records that the master's sync would replace (spec 4.12, docs/decisions.md
 * "Site plans"): refused at their line and field before anything is sent; what the sync writes
 * anyway (a schedule equal to the master's) and the member's own names accepted.
 */
import { describe, expect, it } from 'vitest';
import { parseSitePlan } from '../../../src/core/plans/plan-parse';

const plan = (memberSchedule: string, memberProfile: string) => `planVersion: 1
controllers:
  M-01:
    accessPoints: [{ name: Gate, kind: barrier, type: vehicle }]
    schedules: [{ name: Shift, intervals: [{ days: [mon], from: "08:00", to: "17:00" }] }]
    accessProfiles: [{ name: Staff, schedule: Shift, accessPoints: [Gate] }]
  M-02:
    accessPoints: [{ name: Door, kind: single, type: door }]
    schedules: [{ name: Shift, intervals: [{ days: [mon], from: "${memberSchedule}", to: "17:00" }] }]
    accessProfiles: [{ name: ${memberProfile}, schedule: Shift, accessPoints: [Door] }]
vpn: { master: M-01, members: [M-02] }
`;

describe('cluster conflicts in a site plan', () => {
  it("accepts a member's schedule equal to the master's and a profile of its own name", () => {
    expect(parseSitePlan(plan('08:00', 'Door staff')).ok).toBe(true);
  });

  it("refuses a member's profile of the master's name and a schedule the sync would change", () => {
    const parsed = parseSitePlan(plan('09:00', 'Staff'));
    if (parsed.ok) throw new Error('the plan was accepted');
    expect(parsed.problems.map((p) => [p.line, p.field])).toEqual([
      [9, 'controllers.M-02.schedules[0].name'],
      [10, 'controllers.M-02.accessProfiles[0].name'],
    ]);
    expect(parsed.problems[1]?.message.en).toMatch(
      /^M-02 is a member of M-01's cluster: the master's access profile of this name replaces it/,
    );
    expect(parsed.problems[1]?.message.ru).toMatch(/^M-02 входит в кластер M-01/);
  });

  it('checks nothing without a cluster', () => {
    expect(parseSitePlan(plan('09:00', 'Staff').replace(/^vpn:.*$/m, '')).ok).toBe(true);
  });
});
