/**
 * One planned controller against what it holds (docs/decisions.md, "Site plans"): each field
 * now -> after, a section already as planned with no change, and a section its firmware does not
 * serve (D11) as a change that cannot be made rather than "nothing to change".
 */
import { describe, expect, it } from 'vitest';
import { controllerSections } from '../../../src/core/plans/controller-diff';
import type { TimeReading } from '../../../src/core/time/time-reading';
import type { PlannedController } from '../../../src/shared/plans/site-plan.schema';

const planned: PlannedController = {
  time: { zone: 'Asia/Yekaterinburg', ntp: 'ntp1.yard.local' },
  network: { dhcp: false, ip: '10.0.0.21', mask: '255.255.255.0', gateway: '10.0.0.1' },
  authUsers: [{ login: 'guard', role: 'operator' }],
};

const time: TimeReading = {
  timestamp: 1_790_000_000,
  laptopMs: 1_790_000_000_000,
  driftSeconds: 0,
  timezone: 'Europe/Moscow',
  ntp: true,
  ntpServer: 'ntp1.yard.local',
};

describe('controllerSections', () => {
  it('shows each field now -> after, and a section already as planned with no change', () => {
    const sections = controllerSections(planned, {
      time,
      network: { dhcp: false, ip: '10.0.0.21', mask: '255.255.255.0', gateway: '10.0.0.1' },
      authUsers: [{ login: 'admin', role: 'admin' }],
    });
    expect(
      sections.map((s) => [s.section, s.changes.map((c) => [c.field, c.now, c.after])]),
    ).toEqual([
      ['time', [['timezone', 'Europe/Moscow', 'Asia/Yekaterinburg']]],
      ['authUsers', [['guard', null, 'operator']]],
      ['network', []],
    ]);
  });

  it("says a section the controller's firmware does not serve cannot be made", () => {
    const sections = controllerSections(planned, { time });
    expect(sections.find((s) => s.section === 'network')?.changes).toEqual([
      expect.objectContaining({
        now: "not served by this controller's firmware",
        after: 'as planned',
      }),
    ]);
    expect(sections.find((s) => s.section === 'authUsers')?.changes).toHaveLength(1);
  });
});
