import { describe, expect, it } from 'vitest';
import type { Job, JobState, SubJob } from '../../../src/shared/ipc/job.schema';
import type { VpnVerification } from '../../../src/shared/ipc/vpn.schema';
import {
  isVpnJob,
  latestVerifications,
  verificationsOf,
} from '../../../src/renderer/src/features/vpn/vpn-verifications';

const words = { en: 'x', ru: 'x' };

const equal: VpnVerification = {
  serial: 'TKDEMO04',
  equal: true,
  kinds: {
    staff: { master: 3, member: 4, missing: 0, different: 0, memberOnly: 1, compared: 3 },
  },
  differences: [],
  notCompared: [],
  tookMs: 120,
};

function part(controllerId: string, state: JobState, result?: SubJob['result']): SubJob {
  return { controllerId, label: `label-${controllerId}`, state, ...(result ? { result } : {}) };
}

function job(
  id: string,
  kind: string,
  state: JobState,
  controllers: SubJob[],
  endedAt?: string,
): Job {
  return {
    id,
    kind,
    title: words,
    siteId: 'site',
    state,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...(endedAt ? { endedAt } : {}),
    owner: { pid: 1, shell: 'browser' },
    progress: { done: 0, total: controllers.length, unit: 'controllers' },
    controllers,
  };
}

describe('a VPN job’s verification reports', () => {
  it('reads each member’s result with the contract’s schema', () => {
    const failed = { ...part('c', 'failed'), error: { code: 'unreachable', message: words } };
    const shown = verificationsOf(
      job('j', 'vpn-join', 'failed', [
        part('a', 'succeeded', equal),
        part('b', 'succeeded', { serial: 'TKDEMO05', equal: 'yes' }),
        failed,
      ]),
    );
    expect(shown?.members.map((m) => [m.label, m.verification?.equal, m.error?.code])).toEqual([
      ['TKDEMO04', true, undefined],
      ['label-b', undefined, undefined],
      ['label-c', undefined, 'unreachable'],
    ]);
  });

  it('are read from join, sync and verify jobs only', () => {
    expect(verificationsOf(job('j', 'vpn-stop', 'succeeded', [part('a', 'succeeded')]))).toBeNull();
    expect(
      verificationsOf(job('j', 'time', 'succeeded', [part('a', 'succeeded', equal)])),
    ).toBeNull();
    expect(isVpnJob({ kind: 'vpn-remove' })).toBe(true);
    expect(isVpnJob({ kind: 'network' })).toBe(false);
  });

  it('come from the newest verifying job that ended', () => {
    const jobs = [
      job('running', 'vpn-verify', 'running', [part('a', 'running')]),
      job(
        'older',
        'vpn-sync',
        'succeeded',
        [part('a', 'succeeded', equal)],
        '2026-01-01T10:01:00Z',
      ),
      job('newer', 'vpn-verify', 'failed', [part('a', 'failed')], '2026-01-01T10:05:00Z'),
      job('other', 'time', 'succeeded', [part('a', 'succeeded')], '2026-01-01T10:09:00Z'),
    ];
    expect(latestVerifications(jobs)?.jobId).toBe('newer');
    expect(latestVerifications(jobs.slice(0, 1))).toBeNull();
  });
});
