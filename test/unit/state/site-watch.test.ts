/**
 * The site watch on a real site folder with a probe of the test's own: what each handshake
 * tells is recorded, handshakes start no faster than the rate asked, and a page's request for
 * the site makes one look after the page has had time to draw, not at once and not twice.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientError } from '../../../src/core/client/client-error';
import type { ControllerAddress } from '../../../src/core/client/controller-address';
import type { ConnectionEvent } from '../../../src/core/connection/controller-connection';
import type { Site } from '../../../src/core/site/site';
import { SiteStore } from '../../../src/core/site/site-store';
import { SiteWatch, watchSiteOnce } from '../../../src/core/state/site-watch';
import type { ProbeResult } from '../../../src/core/trust/certificate-probe';

const fp = (n: number) => `${n.toString(16).padStart(2, '0').toUpperCase()}:`.repeat(31) + 'AA';
const hostOf = (n: number) => `127.0.1.${n}`;

let dir: string;
let site: Site;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-watch-'));
  site = await new SiteStore(dir, { shell: 'cli', user: 'test' }).create('Watched');
  for (let n = 1; n <= 6; n++) {
    await site.upsertController({
      id: fp(n),
      fingerprint256: fp(n),
      address: { host: hostOf(n), port: 8443 },
      firmware: '1.7.0',
    });
  }
});

afterEach(async () => {
  vi.useRealTimers();
  await rm(dir, { recursive: true, force: true });
});

/** Host 1 and 2 answer with their pins, 3 with another certificate, 4 is silent, 5 times out, 6 fails otherwise. */
function probeOf(starts: number[]) {
  return (address: ControllerAddress): Promise<ProbeResult> => {
    starts.push(performance.now());
    const n = Number(address.host.split('.').at(-1));
    const seen = (fingerprint256: string) =>
      ({ fingerprint256, address }) as unknown as ProbeResult;
    if (n <= 2) return Promise.resolve(seen(fp(n)));
    if (n === 3) return Promise.resolve(seen(fp(99)));
    if (n === 4) return Promise.reject(new ClientError('unreachable', { address: address.host }));
    if (n === 5)
      return Promise.reject(new ClientError('timeout', { address: address.host, timeoutMs: 1 }));
    return Promise.reject(new ClientError('cancelled', {}));
  };
}

describe('watchSiteOnce', () => {
  it('records what each handshake tells, and nothing for an error that says nothing of the controller', async () => {
    const events = new Map<string, ConnectionEvent>();
    await watchSiteOnce({
      site: () => Promise.resolve(site),
      record: (id, event) => events.set(id, event),
      probe: probeOf([]),
    });
    expect(events.get(fp(1))).toMatchObject({ kind: 'handshake', matched: true, actual: fp(1) });
    expect(events.get(fp(2))).toMatchObject({ kind: 'handshake', matched: true });
    expect(events.get(fp(3))).toMatchObject({ kind: 'handshake', matched: false, actual: fp(99) });
    expect(events.get(fp(4))).toEqual({
      kind: 'unreachable',
      address: { host: hostOf(4), port: 8443 },
    });
    expect(events.get(fp(5))).toMatchObject({ kind: 'unreachable' });
    expect(events.has(fp(6))).toBe(false);
  });

  it('starts handshakes no faster than the rate asked, whatever the concurrency', async () => {
    const starts: number[] = [];
    await watchSiteOnce({
      site: () => Promise.resolve(site),
      record: () => undefined,
      probe: probeOf(starts),
      concurrency: 16,
      ratePerSecond: 50,
    });
    expect(starts).toHaveLength(6);
    // The k-th start 20 ms x k after the first at 50 a second (a late timer is not made up by a
    // burst beyond that). Each is stamped when its probe is called, a little after its turn: the
    // first's stamp may be late by what a loaded machine takes between the two, the others not.
    for (let k = 1; k < starts.length; k++)
      expect(starts[k]! - starts[0]!).toBeGreaterThanOrEqual(20 * k - 5);
  });

  it('starts every handshake at once without a rate', async () => {
    let open = 0;
    let most = 0;
    await watchSiteOnce({
      site: () => Promise.resolve(site),
      record: () => undefined,
      probe: async (address) => {
        most = Math.max(most, ++open);
        await new Promise((resolve) => setTimeout(resolve, 5));
        open--;
        return { fingerprint256: fp(1), address } as unknown as ProbeResult;
      },
    });
    expect(most).toBe(6);
  });
});

/** A watch on fake timers that counts its looks (each starts by asking for the site). */
function countingWatch() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'Date'] });
  const counted = { n: 0 };
  const watch = new SiteWatch(
    {
      site: () => {
        counted.n++;
        return Promise.resolve(undefined);
      },
      record: () => undefined,
    },
    { intervalMs: 60_000, afterPageMs: 1_500 },
  );
  return { watch, looks: () => counted.n };
}

describe('SiteWatch', () => {
  it('looks once a page has had time to draw, once for several asks, and not again within 5 s', async () => {
    const { watch, looks } = countingWatch();
    watch.soon();
    watch.soon();
    await vi.advanceTimersByTimeAsync(1_499);
    expect(looks()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(looks()).toBe(1);
    watch.soon();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(looks()).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    watch.soon();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(looks()).toBe(2);
    watch.stop();
  });

  it('forgets a look asked for when it is stopped', async () => {
    const { watch, looks } = countingWatch();
    watch.soon();
    watch.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(looks()).toBe(0);
  });
});

describe('SiteWatch holding a look for a page', () => {
  /** A watch over the site whose probe calls `onStart` at each handshake's start. */
  function holdingWatch(
    timing: { afterPageMs: number; holdPerLookMs: number },
    onStart: (watch: SiteWatch, starts: number[]) => void,
  ) {
    const starts: number[] = [];
    const answer = probeOf(starts);
    const watch: SiteWatch = new SiteWatch(
      {
        site: () => Promise.resolve(site),
        record: () => undefined,
        probe: (address) => {
          const result = answer(address);
          onStart(watch, starts);
          return result;
        },
        ratePerSecond: 50,
      },
      { intervalMs: 60_000, ...timing },
    );
    return { watch, starts };
  }

  it('starts no handshake while a page waits for the site, then goes on at its pace', async () => {
    let heldAt: number | undefined;
    const { watch, starts } = holdingWatch({ afterPageMs: 300, holdPerLookMs: 3_000 }, (w, s) => {
      if (s.length === 2) {
        heldAt = performance.now();
        w.pageWaiting();
      }
    });
    await watch.now();
    expect(starts).toHaveLength(6);
    const after = starts.slice(2);
    // No start after the ask comes before the hold's end, and from there they keep the pace: the
    // k-th at least 20 ms x k after it (at 50 a second).
    after.forEach((at, k) => expect(at - heldAt!).toBeGreaterThanOrEqual(300 + 20 * k - 1));
  });

  it('is held no longer in all than its limit, however often pages ask', async () => {
    // Every start asks for a second's hold (a page reading the site at each change the look
    // finds): held each time, six starts would take over 5 s; the limit lets one second through.
    const { watch, starts } = holdingWatch({ afterPageMs: 1_000, holdPerLookMs: 1_000 }, (w) =>
      w.pageWaiting(),
    );
    await watch.now();
    expect(starts).toHaveLength(6);
    const gaps = starts.slice(1).map((at, k) => at - starts[k]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(1_000 - 1);
    expect(gaps.filter((gap) => gap >= 1_000 - 1)).toHaveLength(1);
  });

  it('holds the next look when no look is under way', async () => {
    const { watch, starts } = holdingWatch({ afterPageMs: 300, holdPerLookMs: 0 }, () => undefined);
    const asked = performance.now();
    watch.pageWaiting();
    await watch.now();
    expect(starts[0]! - asked).toBeGreaterThanOrEqual(300 - 1);
  });
});
