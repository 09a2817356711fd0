/**
 * D15: a simulator advertises `_https._tcp` with TXT api, serial, model and
 * fw, from its own address; the advert follows a move and is withdrawn on stop; with mDNS off
 * there is none. Browsed with bonjour-service on loopback (inside the test run's private network
 * namespace, lo is all there is), the way the app's discovery does.
 */
import { Bonjour, type Browser, type Service } from 'bonjour-service';
import { afterEach, describe, expect, it } from 'vitest';
import { MdnsAdvertiser } from '../../../src/simulator';
import { simulatorPool, testPort, testSubnet, waitFor } from './cluster-support';

const pool = simulatorPool();
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((stop) => stop()));
  await pool.stopAll();
});

/** Browses `_https._tcp` on loopback; `seen` holds the adverts up now, by serial. */
function browse() {
  const bonjour = new Bonjour({ interface: '127.0.0.1', bind: '0.0.0.0' } as object);
  const seen = new Map<string, Service>();
  const serial = (s: Service) => String((s.txt as Record<string, unknown> | undefined)?.serial);
  const browser: Browser = bonjour.find({ type: 'https' });
  browser.on('up', (s) => seen.set(serial(s), s));
  browser.on('down', (s) => seen.delete(serial(s)));
  cleanups.push(() => {
    browser.stop();
    return new Promise<void>((resolve) => bonjour.destroy(() => resolve()));
  });
  const advert = (wanted: string, address: string) =>
    waitFor(() => {
      const found = seen.get(wanted);
      return found?.referer?.address === address ? found : undefined;
    }, `an advert of ${wanted} from ${address}`);
  return { seen, advert };
}

describe('mDNS advert (D15)', () => {
  it('is found by a browse, follows a move, and is withdrawn on stop', async () => {
    const net = testSubnet();
    const { seen, advert } = browse();
    const sim = await pool.start({
      host: `${net}.10`,
      port: testPort(),
      serial: 'MDNS-1',
      mdns: true,
      firmware: '1.6',
    });
    const found = await advert('MDNS-1', `${net}.10`);
    expect(found).toMatchObject({
      name: 'Turnkey controller MDNS-1',
      type: 'https',
      protocol: 'tcp',
      port: sim.port,
      txt: { api: '/api/v1', serial: 'MDNS-1', model: 'Turnkey simulator', fw: '1.6.0' },
    });

    await sim.simulator.moveTo(`${net}.11`);
    await advert('MDNS-1', `${net}.11`);

    await sim.simulator.stop();
    await waitFor(() => (seen.has('MDNS-1') ? undefined : true), 'the goodbye');
  });

  it('shares one advertiser among simulators, and makes none with mDNS off', async () => {
    const net = testSubnet();
    const { seen, advert } = browse();
    const advertiser = new MdnsAdvertiser();
    cleanups.push(() => advertiser.destroy());
    const port = testPort();
    await Promise.all([
      pool.start({ host: `${net}.20`, port, serial: 'MDNS-2', mdns: true, advertiser }),
      pool.start({ host: `${net}.21`, port, serial: 'MDNS-3', mdns: true, advertiser }),
      pool.start({ host: `${net}.22`, port, serial: 'MDNS-4' }),
    ]);
    await advert('MDNS-2', `${net}.20`);
    await advert('MDNS-3', `${net}.21`);
    expect(seen.has('MDNS-4')).toBe(false);
  });
});
