/**
 * The sweep of a loopback /24: a fleet of simulators found with the right
 * identities, HTTPS servers that are not controllers classified as other devices, the per-range
 * tally; and the long task (task.schema.ts) ended by its cancel with every socket closed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoveryWork } from '../../../src/core/discovery/discovery-task';
import { discover } from '../../../src/core/discovery/discovery.service';
import type { KnownControllersStore } from '../../../src/core/trust/known-controllers.store';
import { discoveryTask, type DiscoveryProgress } from '../../../src/shared/ipc/discovery.schema';
import { createEventSink } from '../../../src/shared/ipc/event-sink';
import { TaskRunner } from '../../../src/shared/ipc/task-runner';
import type { StartedSimulator } from '../helpers/start-simulator';
import {
  depsFor,
  fleet,
  otherHttps,
  tcpListener,
  tempStore,
  testNet,
  testPort,
} from './discovery-support';

const net = testNet();
/** A TLS time limit no test run reaches (ten minutes). */
const HELD_LIMIT_MS = 600_000;
const port = testPort();
const sims = fleet();
const stops: Array<() => Promise<void>> = [];
const fleetSims: StartedSimulator[] = [];
let store: KnownControllersStore;

beforeAll(async () => {
  const temp = await tempStore();
  store = temp.store;
  stops.push(temp.remove);
  const eras = ['1.5', '1.6', '1.7'] as const;
  for (let i = 0; i < 6; i++) {
    const sim = await sims.start({
      host: `${net}.${11 + i}`,
      port,
      serial: `SWEEP-${i}`,
      firmware: eras[i % 3],
    });
    fleetSims.push(sim);
  }
  stops.push((await otherHttps(`${net}.40`, port, 'html')).stop);
  stops.push((await otherHttps(`${net}.41`, port, 'json401')).stop);
  stops.push((await tcpListener(`${net}.42`, port, 'close')).stop);
});

afterAll(async () => {
  await sims.stopAll();
  await Promise.all(stops.map((stop) => stop()));
});

describe('the sweep', () => {
  it('finds every simulator of the range with its identity, and only those as controllers', async () => {
    const progress: DiscoveryProgress[] = [];
    const result = await discover(
      { ranges: [`${net}.0/24`], localNetworks: false, ports: [port], mdns: false },
      { progress: (p) => progress.push(p) },
      depsFor(store),
    );
    expect(
      result.controllers.map((c) => [c.address.host, c.fingerprint256, c.serial, c.firmware]),
    ).toEqual(
      fleetSims.map((sim, i) => [
        sim.host,
        sim.fingerprint,
        `SWEEP-${i}`,
        ['1.5.0', '1.6.0', '1.7.0'][i % 3],
      ]),
    );
    for (const c of result.controllers) {
      expect(c).toMatchObject({
        id: c.fingerprint256,
        addresses: [{ host: c.address.host, port }],
        methods: ['sweep'],
        trust: 'new',
        warnings: [],
        model: 'Turnkey simulator',
        certificate: { fingerprint256: c.fingerprint256 },
      });
    }
    expect(result.otherDevices.map((d) => [d.address.host, d.kind])).toEqual([
      [`${net}.40`, 'other_https'],
      [`${net}.41`, 'other_https'],
      [`${net}.42`, 'not_https'],
    ]);
    expect(result.diagnosis.ranges).toEqual([
      {
        range: `${net}.0/24`,
        interface: 'lo',
        local: true,
        hosts: 254,
        probed: 254,
        controllers: 6,
        otherDevices: 3,
        refused: 245,
        unreachable: 0,
        silent: 0,
        failed: 0,
      },
    ]);
    expect(result.diagnosis.mdns.state).toBe('off');
    expect(result.findings).toContainEqual({
      kind: 'refused_hosts',
      range: `${net}.0/24`,
      count: 245,
      ports: [port],
    });
    const last = progress.at(-1);
    expect(last).toMatchObject({ probed: 254, total: 254, found: 6 });
    expect(progress.map((p) => p.probed)).toEqual(
      [...progress.map((p) => p.probed)].sort((a, b) => a - b),
    );
  });

  it('ends a running sweep by its cancel, closing every connection it held open', async () => {
    // Connections held open by listeners that never answer TLS, then a /16 that takes a minute.
    const held = await Promise.all(
      [1, 2, 3, 4].map((last) =>
        tcpListener(`${net.split('.').slice(0, 2).join('.')}.0.${last}`, port, 'silent'),
      ),
    );
    stops.push(...held.map((h) => h.stop));
    const events: Array<{ kind: string }> = [];
    const invalid: unknown[] = [];
    const sink = createEventSink(
      (_event, payload) => events.push({ kind: (payload as { kind: string }).kind }),
      { onInvalid: (_event, error) => invalid.push(error) },
    );
    const runner = new TaskRunner(sink);
    const { start, cancel } = runner.define(
      discoveryTask,
      discoveryWork({
        // A TLS time limit longer than the test may run: whatever ends the held connections
        // and the task is the cancel.
        ...depsFor(store, { answerTimeoutMs: HELD_LIMIT_MS }),
        clientFor: () => Promise.reject(new Error('no sessions here')),
      }),
    );
    const input = discoveryTask.start.input.parse({
      ranges: [`${net.split('.').slice(0, 2).join('.')}.0.0/16`],
      allowLargeRanges: true,
      localNetworks: false,
      mdns: false,
      ports: [port],
    });
    const { taskId } = await start(input);
    await until(() => invalid.length > 0 || events.length > 0);
    expect(invalid).toEqual([]);
    await until(() => held.every((h) => h.open() > 0) && events.some((e) => e.kind === 'progress'));
    await expect(cancel({ taskId })).resolves.toEqual({ cancelled: true });
    await until(() => events.some((e) => e.kind !== 'progress'));
    // Ended by the cancel (how fast is the discovery benchmark's to measure, on a quiet machine).
    expect(events.filter((e) => e.kind !== 'progress')).toEqual([{ kind: 'cancelled' }]);
    // Closed by the cancel too: their time limit is far beyond this test's.
    await until(() => held.every((h) => h.open() === 0));
    expect(runner.runningCount).toBe(0);
  });
});

/** Waits for a condition; the limit is only a guard, generous for a loaded machine. */
async function until(predicate: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!predicate()) {
    if (performance.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
