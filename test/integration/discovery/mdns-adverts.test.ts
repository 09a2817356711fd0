/**
 * mDNS read honestly (D14, D15), against real simulators and an independent responder (a second
 * bonjour-service instance that answers for itself, without probing the name first): an advert
 * that names controller A at controller B's address does not make B "found by mDNS", whether or
 * not A advertises itself too; the advert is listed as unconfirmed with what answered. TXT that
 * lies about a controller's model and firmware loses to the probe's answer, whichever method saw
 * the controller first. Other test files advertise on the same loopback, so results are read for
 * this file's /24 only.
 */
import { Bonjour, type Service } from 'bonjour-service';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { discover } from '../../../src/core/discovery/discovery.service';
import type { KnownControllersStore } from '../../../src/core/trust/known-controllers.store';
import type { DiscoveryResult } from '../../../src/shared/ipc/discovery.schema';
import { advertName } from '../../../src/simulator/mdns/advertiser';
import { depsFor, fleet, tempStore, testNet, testPort } from './discovery-support';

const net = testNet();
const port = testPort();
const sims = fleet();
const responders: Bonjour[] = [];
let store: KnownControllersStore;
let removeStore: () => Promise<void>;

beforeAll(async () => {
  ({ store, remove: removeStore } = await tempStore());
});
afterEach(async () => {
  await Promise.all(
    responders
      .splice(0)
      .map(
        (bonjour) =>
          new Promise<void>((resolve) =>
            bonjour.unpublishAll(() => bonjour.destroy(() => resolve())),
          ),
      ),
  );
  await sims.stopAll();
});
afterAll(() => removeStore());

/** A serial no other test file uses. */
const serialOf = (last: number) => `ADV-${net.replaceAll('.', '-')}-${last}`;

/**
 * Announces `txt.serial`'s advert from `host` (so the packet's source is that address), as an
 * independent responder would: it answers at once, without probing the name.
 */
function lie(host: string, txt: { serial: string; model: string; fw: string }): void {
  const bonjour = new Bonjour({ interface: host, bind: '0.0.0.0' } as object);
  responders.push(bonjour);
  bonjour.publish({
    name: advertName(txt.serial),
    type: 'https',
    port,
    probe: false,
    disableIPv6: true,
    txt: { api: '/api/v1', ...txt },
  });
}

/** Resolves once `name` is announced from `host` (its responder has probed the name and won it). */
async function announced(name: string, host: string): Promise<void> {
  const bonjour = new Bonjour({ interface: '127.0.0.1', bind: '0.0.0.0' } as object);
  const browser = bonjour.find({ type: 'https' });
  const again = setInterval(() => browser.update(), 500);
  try {
    await new Promise<void>((resolve) => {
      browser.on('up', (s: Service) => {
        if (s.name === name && s.referer?.address === host) resolve();
      });
    });
  } finally {
    clearInterval(again);
    browser.stop();
    await new Promise<void>((resolve) => bonjour.destroy(() => resolve()));
  }
}

const ours = (result: DiscoveryResult) =>
  result.controllers.filter((c) => c.addresses.some((a) => a.host.startsWith(`${net}.`)));

const methodsBySerial = (result: DiscoveryResult): Record<string, string[]> =>
  Object.fromEntries(ours(result).map((c) => [c.serial ?? c.fingerprint256, c.methods]));

const unconfirmedAt = (result: DiscoveryResult, host: string) =>
  result.findings.filter(
    (f) => f.kind === 'mdns_unconfirmed' && f.address.host === host && f.address.port === port,
  );

describe('mDNS adverts are checked against what answers', () => {
  it('does not find controller B by mDNS when an advert names A at B`s address', async () => {
    const [a, b] = [serialOf(11), serialOf(12)];
    await sims.start({ host: `${net}.11`, port, serial: a });
    const simB = await sims.start({ host: `${net}.12`, port, serial: b });
    lie(`${net}.12`, { serial: a, model: 'Turnkey simulator', fw: '1.7.0' });

    const result = await discover(
      { ranges: [`${net}.0/24`], localNetworks: false, ports: [port] },
      {},
      depsFor(store, { mdnsWindowMs: 3000 }),
    );

    expect(methodsBySerial(result)).toEqual({ [a]: ['sweep'], [b]: ['sweep'] });
    expect(ours(result).find((c) => c.serial === b)?.fingerprint256).toBe(simB.fingerprint);
    const notes = unconfirmedAt(result, `${net}.12`);
    expect(notes).toEqual([
      {
        kind: 'mdns_unconfirmed',
        name: advertName(a),
        address: { host: `${net}.12`, port },
        reason: expect.stringContaining(`controller ${b} answered there`) as string,
      },
    ]);
    // Confirmed adverts are counted for the whole loopback, where other files' fleets advertise
    // too: none of this file's /24 is confirmed by mDNS.
    expect(ours(result).filter((c) => c.methods.includes('mdns'))).toEqual([]);
  });

  it('keeps the liar`s address unconfirmed while A confirms its own advert', async () => {
    const [a, b] = [serialOf(21), serialOf(22)];
    await sims.start({ host: `${net}.21`, port, serial: a, mdns: true });
    await sims.start({ host: `${net}.22`, port, serial: b });
    // The liar speaks once A holds the name (A's responder would otherwise give it up).
    await announced(advertName(a), `${net}.21`);
    lie(`${net}.22`, { serial: a, model: 'Turnkey simulator', fw: '1.7.0' });

    const result = await discover(
      { ranges: [], localNetworks: false },
      {},
      depsFor(store, { mdnsWindowMs: 3000 }),
    );

    // B answered only the liar's advert: not found at all without a sweep.
    expect(methodsBySerial(result)).toEqual({ [a]: ['mdns'] });
    expect(unconfirmedAt(result, `${net}.22`)).toEqual([
      expect.objectContaining({
        name: advertName(a),
        reason: expect.stringContaining(`controller ${b} answered there`) as string,
      }),
    ]);
    expect(unconfirmedAt(result, `${net}.21`)).toEqual([]);
  });

  it('takes model and firmware from the probe, not from lying TXT', async () => {
    const serial = serialOf(31);
    const sim = await sims.start({ host: `${net}.31`, port, serial, firmware: '1.6' });
    lie(`${net}.31`, { serial, model: 'Lying model', fw: '1.5.0' });
    const expected = {
      fingerprint256: sim.fingerprint,
      serial,
      model: 'Turnkey simulator',
      firmware: '1.6.0',
    };

    // mDNS alone: its sighting is the only one, so nothing else could correct the TXT.
    const byMdns = await discover(
      { ranges: [], localNetworks: false },
      {},
      depsFor(store, { mdnsWindowMs: 3000 }),
    );
    expect(ours(byMdns)).toEqual([expect.objectContaining({ ...expected, methods: ['mdns'] })]);

    // With the sweep as well, whichever method saw it first.
    const byBoth = await discover(
      { ranges: [`${net}.0/24`], localNetworks: false, ports: [port] },
      {},
      depsFor(store, { mdnsWindowMs: 3000 }),
    );
    expect(ours(byBoth)).toEqual([
      expect.objectContaining({ ...expected, methods: ['sweep', 'mdns'] }),
    ]);
  });
});
