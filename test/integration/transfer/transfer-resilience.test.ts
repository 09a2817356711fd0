/**
 * A transfer that meets trouble (docs/decisions.md, "Firmware-era transfer: resuming"), against
 * real simulators: cancelled at a random record and resumed, for several seeds, it ends with
 * every record written once; the target rebooted midway and resets and latency injected, it
 * still ends verified equal; records the target refuses are reported with their rule and the
 * rest written.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeArchive } from '../../../src/core/transfer/archive/archive-writer';
import type { PartPage } from '../../../src/core/transfer/controller-reading';
import { demoSeed } from '../../../src/simulator/seed/demo/demo-seed';
import { seededRandom } from '../../../src/simulator/random';
import type { StartedSimulator } from '../helpers/start-simulator';
import { waitFor } from '../simulator-cluster/cluster-support';
import {
  confirm,
  ended,
  partOf,
  planTransfer,
  readAll,
  reportOf,
  testSimulators,
  transferSite,
} from './transfer-support';

const { cleanup, sim } = testSimulators();

async function legacyAndFresh(staff: number) {
  const legacy = await sim({
    serial: 'OLD15',
    firmware: '1.5',
    staffFields: 'legacy',
    seed: demoSeed({ staff, legacy: true }),
  });
  const fresh = await sim({ serial: 'NEW17' });
  const site = await transferSite([legacy, fresh], cleanup);
  return { legacy, fresh, ...site };
}

/** Staff uuids on the target: each once, and as many as the source has. */
async function expectExact(source: StartedSimulator, target: StartedSimulator) {
  const theirs = (await readAll(target, '/staff')).map((p) => p['uuid']);
  expect(new Set(theirs).size).toBe(theirs.length);
  const ours = (await readAll(source, '/staff')).map((p) => p['uuid']);
  expect(theirs).toEqual(expect.arrayContaining(ours));
  expect(theirs).toHaveLength(ours.length);
  const names = (await readAll(target, '/access_points')).map((p) => p['name']);
  expect(new Set(names).size).toBe(names.length);
}

describe('a transfer in trouble', () => {
  it('cancelled at a random record and resumed ends exact (several seeds)', async () => {
    const { legacy, fresh, engine, site } = await legacyAndFresh(240);
    fresh.simulator.faults.set({ latencyMs: 40 });
    const random = seededRandom(20261125);
    for (let seed = 0; seed < 3; seed++) {
      const plan =
        seed === 0
          ? await planTransfer(engine, {
              source: `controller:${legacy.fingerprint}`,
              target: fresh.fingerprint,
              dolzhnost: 'Сотрудник',
            })
          : await engine.flows.start('transfer-resume', [fresh.fingerprint]);
      if (plan.kind !== 'plan') throw new Error(JSON.stringify(plan));
      const jobId = await confirm(engine, plan.flowId);
      const runner = await engine.jobs();
      const stopAt = 5 + Math.floor(random() * 200);
      await waitFor(
        () => (runner.current(jobId)!.progress.done >= stopAt ? true : undefined),
        `record ${stopAt}`,
        30_000,
      );
      runner.cancel(jobId);
      const stopped = await ended(engine, jobId);
      expect(
        stopped.controllers[0]?.error,
        JSON.stringify(stopped.controllers[0]?.error),
      ).toMatchObject({ code: 'cancelled' });
      expect(stopped.state).toBe('cancelled');
    }
    const resume = await engine.flows.start('transfer-resume', [fresh.fingerprint]);
    if (resume.kind !== 'plan') throw new Error(JSON.stringify(resume));
    fresh.simulator.faults.set({ latencyMs: 0 });
    const job = await ended(engine, await confirm(engine, resume.flowId));
    expect(job.state).toBe('succeeded');
    const report = reportOf(job);
    expect(report.equal).toBe(true);
    // Every record this transfer wrote, over all its runs, is counted once.
    expect(partOf(report, 'staff').created).toBe((await readAll(legacy, '/staff')).length);
    await expectExact(legacy, fresh);
    // The checkpoint names each record once, whatever run wrote it.
    const folder = join(site.dir, 'transfers', job.controllers[0]!.result!['transfer'] as string);
    const lines = (await readFile(join(folder, 'checkpoint.jsonl'), 'utf8')).trim().split('\n');
    const keys = lines.map((l) => JSON.parse(l) as { part: string; key: string; action: string });
    expect(new Set(keys.map((k) => `${k.part}/${k.key}`)).size).toBe(keys.length);
    // The report counts, part by part, every record an earlier run noted as written: the
    // resumed run read the whole checkpoint, its first line too.
    for (const part of new Set(keys.map((k) => k.part))) {
      const noted = (action: string) =>
        keys.filter((k) => k.part === part && k.action === action).length;
      expect(
        { part, created: partOf(report, part).created, updated: partOf(report, part).updated },
        part,
      ).toEqual({ part, created: noted('created'), updated: noted('updated') });
    }
  });

  it('survives the target rebooting midway, resets and latency', async () => {
    const { legacy, fresh, engine } = await legacyAndFresh(300);
    const plan = await planTransfer(engine, {
      source: `controller:${legacy.fingerprint}`,
      target: fresh.fingerprint,
    });
    if (plan.kind !== 'plan') throw new Error(JSON.stringify(plan));
    fresh.simulator.faults.set({ latencyMs: 20, resetRate: 0.1 });
    const jobId = await confirm(engine, plan.flowId);
    const runner = await engine.jobs();
    await waitFor(
      () => (runner.current(jobId)!.progress.done >= 100 ? true : undefined),
      '100 records',
      30_000,
    );
    await fresh.simulator.reboot(2);
    const job = await ended(engine, jobId);
    expect(job.controllers[0]?.error).toBeUndefined();
    expect(job.state).toBe('succeeded');
    expect(reportOf(job).equal).toBe(true);
    fresh.simulator.faults.set({ resetRate: 0, latencyMs: 0 });
    await expectExact(legacy, fresh);
  });

  it('reports what the target refuses, with the rule, and writes the rest', async () => {
    const fresh = await sim({ serial: 'NEW17' });
    const { engine, site } = await transferSite([fresh], cleanup);
    const person = (i: number, car?: string) => ({
      surname: `Фамилия${i}`,
      name: `Имя${i}`,
      dolzhnost: 'Инженер',
      uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      ...(car ? { car_number: car } : {}),
    });
    async function* pages(): AsyncGenerator<PartPage> {
      await Promise.resolve();
      yield {
        part: 'access_points',
        records: [
          // A single door does not have a barrier's drive direction: the target says so.
          {
            name: 'Side door',
            type: 'door',
            kind: 'single',
            controller_uuid: '11111111-1111-4111-8111-111111111111',
            ext_parameters: { drive_direction: 'left' },
          },
        ],
      };
      yield {
        part: 'staff',
        records: [person(1, 'А123ВС'), person(2, 'BAD NUMBER!'), person(3), person(4, 'Ж1')],
      };
    }
    const file = join(site.dir, 'backups', 'old-firmware.tkbackup');
    await writeArchive(file, {
      source: { label: 'old', firmware: '1.7.0', fieldSet: 'modern' },
      pages: pages(),
    });
    const plan = await planTransfer(engine, {
      source: `archive:${file}`,
      target: fresh.fingerprint,
    });
    if (plan.kind !== 'plan') throw new Error(JSON.stringify(plan));
    expect(plan.rows.find((r) => r.field === 'staff')?.warning?.en).toMatch(
      /2 the target would refuse, e\.g\. "Фамилия2 Имя2": car_number/,
    );
    const job = await ended(engine, await confirm(engine, plan.flowId));
    const report = reportOf(job);
    expect(partOf(report, 'staff')).toMatchObject({ invalid: 2, created: 2 });
    const points = partOf(report, 'access_points');
    expect(points.refused).toBe(1);
    expect(points.samples[0]?.rule).toMatch(/drive_direction/);
    expect(report.equal).toBe(true);
    const people = (await readAll(fresh, '/staff')).map((p) => p['surname']);
    expect(people).toEqual(expect.arrayContaining(['Фамилия1', 'Фамилия3']));
    expect(people).not.toContain('Фамилия2');
  });
});
