/**
 * The trust store is read beside the first probes, not before them (discovery.service.ts): a
 * controller found before its trust is known goes out once it is, saying the truth about it, and
 * a store that cannot be read stops the run with its error.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { discover } from '../../../src/core/discovery/discovery.service';
import { probeCertificate } from '../../../src/core/trust/certificate-probe';
import type { KnownController } from '../../../src/core/trust/known-controller.schema';
import type { KnownControllersStore } from '../../../src/core/trust/known-controllers.store';
import type { DiscoveryProgress } from '../../../src/shared/ipc/discovery.schema';
import { depsFor, fleet, tempStore, testNet, testPort } from './discovery-support';

const net = testNet();
const port = testPort();
const sims = fleet();
let store: KnownControllersStore;
let removeStore: () => Promise<void>;

beforeAll(async () => {
  ({ store, remove: removeStore } = await tempStore());
});
afterEach(() => sims.stopAll());
afterAll(() => removeStore());

const request = (host: string) => ({
  ranges: [`${host}/32`],
  localNetworks: false,
  ports: [port],
  mdns: false,
});

describe('discovery and the trust store read beside it', () => {
  it('holds a controller found first until its trust is known, then says it is trusted', async () => {
    const sim = await sims.start({ host: `${net}.11`, port, serial: 'LATE-1' });
    await store.trust(await probeCertificate({ host: sim.host, port }), { host: sim.host, port });
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    let answered = false;
    const events: Array<{ known: boolean; progress: DiscoveryProgress }> = [];
    const running = discover(
      request(sim.host),
      {
        progress: (progress) => {
          events.push({ known: answered, progress });
          // The controller answered: only now may the trusted controllers be known.
          if (progress.found > 0) release?.();
        },
      },
      {
        ...depsFor(store),
        knownControllers: async (): Promise<KnownController[]> => {
          asked = true;
          await held;
          const list = await store.list();
          answered = true;
          return list;
        },
      },
    );
    // Asked at once, before the run waits for anything.
    expect(asked).toBe(true);
    const result = await running;
    expect(events.some((e) => !e.known && e.progress.found > 0)).toBe(true);
    expect(events.filter((e) => !e.known).flatMap((e) => e.progress.controllers)).toEqual([]);
    const shown = events.flatMap((e) => e.progress.controllers);
    expect(shown.map((c) => [c.fingerprint256, c.trust])).toEqual([[sim.fingerprint, 'trusted']]);
    expect(result.controllers.map((c) => c.trust)).toEqual(['trusted']);
  });

  it('stops the run with the error of a trust store that cannot be read', async () => {
    const sim = await sims.start({ host: `${net}.12`, port, serial: 'LATE-2' });
    const started = performance.now();
    await expect(
      discover(
        { ...request(sim.host), ranges: [`${net}.0/24`] },
        {},
        {
          ...depsFor(store),
          knownControllers: () => Promise.reject(new Error('known-controllers.json is damaged')),
        },
      ),
    ).rejects.toThrow(/damaged/);
    // Not after sweeping the whole /24 (its silent addresses wait out their timeouts).
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
