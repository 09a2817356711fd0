/**
 * What the handover report leaves open (docs/decisions.md, "Handover report: what is true
 * now"): a failure is closed by a later success of the same change on the same controller,
 * whichever job or wizard made it; a failure on another controller stays; a later failure opens
 * it again; each item names its controller and says its time in words.
 */
import { describe, expect, it } from 'vitest';
import type { Job, SubJob } from '../../../src/shared/ipc/job.schema';
import type { JournalEntry } from '../../../src/shared/ipc/journal.schema';
import { openFailures } from '../../../src/core/report/report-open-failures';
import { failureItem } from '../../../src/core/report/report-open-items';

const X = 'AA:01';
const Y = 'BB:02';
const LABELS: Record<string, string> = { [X]: 'TKDEMO03', [Y]: 'TKDEMO04' };

let clock = Date.parse('2026-03-01T10:00:00Z');
const tick = () => new Date((clock += 60_000)).toISOString();

function entry(e: Partial<JournalEntry> & Pick<JournalEntry, 'action' | 'outcome'>): JournalEntry {
  return {
    id: `e${clock}`,
    at: tick(),
    actor: { shell: 'cli', user: 'engineer', login: 'admin' },
    ...(e.controllerId ? { controllerLabel: LABELS[e.controllerId] } : {}),
    ...e,
  };
}

function job(kind: string, title: string, subs: Partial<SubJob>[], state: Job['state']): Job {
  const at = tick();
  return {
    id: `job-${kind}-${at}`,
    kind,
    title: { en: title, ru: `${title} (ru)` },
    siteId: 'site',
    state,
    createdAt: at,
    endedAt: at,
    owner: { pid: 1, shell: 'cli' },
    progress: { done: subs.length, total: subs.length, unit: 'controllers' },
    controllers: subs.map((s) => ({
      controllerId: s.controllerId ?? X,
      label: LABELS[s.controllerId ?? X] ?? '?',
      state: s.state ?? 'succeeded',
      endedAt: at,
      ...s,
    })),
  };
}

const failedSync = (controllerId: string, jobId?: string) =>
  entry({
    action: 'vpn.synced',
    controllerId,
    outcome: 'failed',
    ...(jobId ? { jobId } : {}),
    after: { master: 'TKDEMO01', equal: false, differences: 3 },
    error: {
      code: 'vpn_not_equal',
      message: { en: 'Differs in 3 records.', ru: 'Расхождений: 3.' },
    },
  });

const open = (entries: JournalEntry[], jobs: Job[] = []) =>
  openFailures(entries, jobs).map((f) => [LABELS[f.controllerId], f.entry?.action ?? f.job?.kind]);

describe('what is left open', () => {
  it('closes a failed cluster build by a later sync and verification of the same member', () => {
    const build = job('vpn-join', 'Build a VPN cluster', [{ state: 'failed' }], 'failed');
    const failed = failedSync(X, build.id);
    expect(open([failed], [build])).toEqual([['TKDEMO03', 'vpn.synced']]);

    // The site plan synced it, then the member was compared with its master: both succeeded.
    const plan = job(
      'plan-vpn',
      'Apply the site plan: cluster',
      [{ state: 'succeeded' }],
      'succeeded',
    );
    const synced = entry({
      action: 'vpn.synced',
      controllerId: X,
      outcome: 'succeeded',
      jobId: plan.id,
    });
    const verified = entry({ action: 'vpn.verified', controllerId: X, outcome: 'succeeded' });
    expect(open([failed, synced, verified], [build, plan])).toEqual([]);
    expect(open([failed, verified], [build])).toEqual([]);
  });

  it('closes a job that journalled nothing for a controller by a later success in its area', () => {
    const build = job('vpn-join', 'Build a VPN cluster', [{ state: 'failed' }], 'failed');
    expect(open([], [build])).toEqual([['TKDEMO03', 'vpn-join']]);
    const verified = entry({ action: 'vpn.verified', controllerId: X, outcome: 'succeeded' });
    expect(open([verified], [build])).toEqual([]);
    // A later job of another kind in the same area, done on the controller, closes it too.
    const again = job(
      'plan-vpn',
      'Apply the site plan: cluster',
      [{ state: 'succeeded' }],
      'succeeded',
    );
    expect(open([], [build, again])).toEqual([]);
    // A success in another area does not.
    const time = entry({ action: 'time.changed', controllerId: X, outcome: 'succeeded' });
    expect(open([time], [build])).toEqual([['TKDEMO03', 'vpn-join']]);
  });

  it('keeps a failure on another controller open', () => {
    const build = job(
      'vpn-join',
      'Build a VPN cluster',
      [
        { controllerId: X, state: 'failed' },
        { controllerId: Y, state: 'failed' },
      ],
      'failed',
    );
    const onX = failedSync(X, build.id);
    const onY = failedSync(Y, build.id);
    const fixed = entry({ action: 'vpn.verified', controllerId: X, outcome: 'succeeded' });
    expect(open([onX, onY, fixed], [build])).toEqual([['TKDEMO04', 'vpn.synced']]);
  });

  it('opens it again on a later failure, and says the latest', () => {
    const first = failedSync(X);
    const fixed = entry({ action: 'vpn.verified', controllerId: X, outcome: 'succeeded' });
    const again = failedSync(X);
    const failures = openFailures([first, fixed, again], []);
    expect(failures.map((f) => f.at)).toEqual([again.at]);
  });

  it("closes a record's failure by a success on the same record only", () => {
    const gate = entry({
      action: 'accessPoint.created',
      controllerId: X,
      outcome: 'failed',
      after: { name: 'Gate', kind: 'turnstile' },
    });
    const door = entry({
      action: 'accessPoint.created',
      controllerId: X,
      outcome: 'succeeded',
      after: { uuid: '4cf33526-c7c4-4e64-bda1-e135344f3252', name: 'Door', kind: 'single' },
    });
    expect(open([gate, door])).toEqual([['TKDEMO03', 'accessPoint.created']]);
    const made = entry({
      action: 'accessPoint.created',
      controllerId: X,
      outcome: 'succeeded',
      after: { uuid: '017d80da-c39b-4e76-a27b-78e5a1498ab2', name: 'Gate', kind: 'turnstile' },
    });
    expect(open([gate, door, made])).toEqual([]);
  });

  it('says an interrupted job as interrupted, a cancelled controller as nothing open', () => {
    const stopped = job(
      'time',
      'Set time',
      [
        { controllerId: X, state: 'interrupted' },
        { controllerId: Y, state: 'cancelled' },
      ],
      'interrupted',
    );
    const [only] = openFailures([], [stopped]);
    expect(only?.controllerId).toBe(X);
    const item = failureItem(only!, { id: X, label: 'TKDEMO03' }, 'Europe/Moscow');
    expect(item).toMatchObject({ kind: 'job_interrupted', label: 'TKDEMO03', jobId: stopped.id });
    expect(item.text.en).toMatch(
      /^TKDEMO03: Set time was interrupted on \d+ \w{3} 2026 \d\d:\d\d \(UTC\+3\)\.$/,
    );
    expect(item.text.ru).toMatch(
      /^TKDEMO03: Set time \(ru\) — прервано \d\d\.\d\d\.2026 \d\d:\d\d \(UTC\+3\)\.$/,
    );
  });

  it('names the controller, the job and why, in words and local time', () => {
    const build = job('vpn-join', 'Build a VPN cluster', [{ state: 'failed' }], 'failed');
    const failed = failedSync(X, build.id);
    const [f] = openFailures([failed], [build]);
    const item = failureItem(f!, { id: X, label: 'TKDEMO03' }, 'Europe/Moscow');
    expect(item.kind).toBe('job_failed');
    expect(item.text.en).toBe(
      `TKDEMO03: Build a VPN cluster failed on 1 Mar 2026 ${localTime(failed.at)} (UTC+3): Differs in 3 records.`,
    );
    expect(item.text.ru).toBe(
      `TKDEMO03: Build a VPN cluster (ru) — ошибка 01.03.2026 ${localTime(failed.at)} (UTC+3): Расхождений: 3.`,
    );
    for (const text of [item.text.en, item.text.ru]) expect(text).not.toMatch(/\d{4}-\d\d-\d\dT/);
  });
});

/** HH:MM in Moscow (UTC+3) of an instant. */
function localTime(iso: string): string {
  const d = new Date(Date.parse(iso) + 3 * 3_600_000);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}
