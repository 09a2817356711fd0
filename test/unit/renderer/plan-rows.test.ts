/**
 * The Plan screen's table of a site diff: one row per field that changes, grouped by controller
 * with the first row spanning the group, the cluster's rows under its master; the controllers
 * with nothing to change and those missing or unreadable kept apart, to be said in words.
 */
import { describe, expect, it } from 'vitest';
import type { SiteDiff } from '../../../src/shared/plans/site-diff.schema';
import {
  changingSerials,
  diffRows,
  troubled,
  unchangedSerials,
} from '../../../src/renderer/src/features/plans/plan-rows';

const label = (en: string) => ({ en, ru: en });

const DIFF: SiteDiff = {
  controllers: [
    {
      serial: 'A1',
      address: '10.0.0.11:443',
      state: 'changes',
      sections: [
        {
          section: 'time',
          changes: [
            { field: 'timezone', fieldLabel: label('Time zone'), now: 'UTC', after: 'Asia/Omsk' },
          ],
        },
        { section: 'schedules', changes: [] },
        {
          section: 'accessPoints',
          changes: [
            { field: 'Gate', fieldLabel: label('Access point Gate'), now: null, after: 'barrier' },
          ],
        },
      ],
    },
    {
      serial: 'A2',
      address: '10.0.0.12:443',
      state: 'unchanged',
      sections: [{ section: 'time', changes: [] }],
    },
    { serial: 'A3', address: '10.0.0.13:443', state: 'unchanged', sections: [] },
    { serial: 'A4', state: 'missing', sections: [], problem: label('A4 is not on this site') },
    { serial: 'A5', state: 'unreadable', sections: [], problem: label('not logged in') },
  ],
  vpn: {
    master: 'A2',
    changes: [{ field: 'A3', fieldLabel: label('Member A3'), now: null, after: 'synced' }],
  },
  changes: 3,
  missing: 1,
};

describe('the Plan screen’s rows', () => {
  it('lists each change under its controller, the first row spanning the group', () => {
    const rows = diffRows(DIFF);
    expect(rows.map((r) => [r.serial, r.section, r.field, r.span])).toEqual([
      ['A1', 'time', 'timezone', 2],
      ['A1', 'accessPoints', 'Gate', 0],
      ['A2', 'vpn', 'A3', 1],
    ]);
    expect(rows[2]?.address).toBe('10.0.0.12:443');
  });

  it('counts the cluster’s master among the controllers changed', () => {
    expect(changingSerials(DIFF)).toEqual(['A1', 'A2']);
    expect(unchangedSerials(DIFF)).toEqual(['A3']);
  });

  it('keeps the missing and unreadable controllers apart', () => {
    expect(troubled(DIFF).map((c) => [c.serial, c.state])).toEqual([
      ['A4', 'missing'],
      ['A5', 'unreadable'],
    ]);
  });
});
