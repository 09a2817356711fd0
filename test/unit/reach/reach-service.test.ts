/**
 * Reaching a controller, with the OS replaced where only a real network can answer: which
 * address is free, where a controller was heard, the plan, and the temporary address recorded,
 * journalled and removed, or refused with the command to type.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewJournalEntry } from '../../../src/shared/ipc/journal.schema';
import { AppFailure } from '../../../src/shared/errors/error-data';
import type { LaptopInterfaces } from '../../../src/core/discovery/interfaces';
import type { MdnsAdvert } from '../../../src/core/discovery/mdns-browse';
import { parseCidr } from '../../../src/core/discovery/cidr-range';
import { fromRange } from '../../../src/core/network/ipv4-network';
import {
  candidateAddresses,
  findFreeAddress,
  type FreeAddressChecks,
} from '../../../src/core/reach/free-address';
import {
  hearController,
  parseNeighbourDevices,
  type HearingDeps,
} from '../../../src/core/reach/heard-controller';
import { planReach, type ReachPlan } from '../../../src/core/reach/reach-plan';
import type { OsRun } from '../../../src/core/reach/os-command';
import type { OsCommand, TemporaryAddress } from '../../../src/core/reach/reach-commands';
import { TemporaryAddresses } from '../../../src/core/reach/temporary-addresses';

const net = (cidr: string) => fromRange(parseCidr(cidr)!);

const quiet: FreeAddressChecks = {
  neighbours: () => Promise.resolve(new Map()),
  answering: () => Promise.resolve(new Set()),
  arp: () => Promise.resolve('free'),
};

const laptop: LaptopInterfaces = {
  interfaces: [
    {
      name: 'lo',
      address: '127.0.0.1',
      network: '127.0.0.0/8',
      internal: true,
      hosts: 1,
      skipped: 'loopback',
    },
    {
      name: 'eth0',
      address: '192.168.77.10',
      network: '192.168.77.0/24',
      internal: false,
      hosts: 254,
    },
    {
      name: 'wlan0',
      address: '172.16.5.4',
      network: '172.16.0.0/16',
      internal: false,
      hosts: 65534,
    },
  ],
  inactive: [{ name: 'usb0', reason: 'no_ipv4' }],
};

describe('a free address', () => {
  it('comes from the top of the network, past what is taken', () => {
    expect(candidateAddresses(net('10.99.0.0/24'), ['10.99.0.254'], 3)).toEqual([
      '10.99.0.253',
      '10.99.0.252',
      '10.99.0.251',
    ]);
  });

  it('is refused by a neighbour entry, a TCP answer on 443 or 8443, or an ARP answer', async () => {
    const checks: FreeAddressChecks = {
      neighbours: () => Promise.resolve(new Map([['10.99.0.254', 'unresolved' as const]])),
      answering: (hosts, port) =>
        Promise.resolve(
          new Set(hosts.filter((h) => h === (port === 443 ? '10.99.0.253' : '10.99.0.252'))),
        ),
      arp: (_iface, address) => Promise.resolve(address === '10.99.0.251' ? 'taken' : 'free'),
    };
    expect(await findFreeAddress(net('10.99.0.0/24'), 'eth0', [], checks)).toEqual({
      address: '10.99.0.250',
      checks: ['neighbour_table', 'tcp', 'arp'],
    });
  });

  it('says when the ARP probe could not run', async () => {
    const checks = {
      ...quiet,
      neighbours: () => Promise.resolve(undefined),
      arp: () => Promise.resolve('unavailable' as const),
    };
    expect(await findFreeAddress(net('10.99.0.0/24'), 'eth0', [], checks)).toEqual({
      address: '10.99.0.254',
      checks: ['tcp'],
    });
  });

  it('is none when every candidate answers', async () => {
    const checks = { ...quiet, arp: () => Promise.resolve('taken' as const) };
    expect(await findFreeAddress(net('10.99.0.0/30'), 'eth0', [], checks)).toBeUndefined();
  });
});

function hearing(
  adverts: Record<string, MdnsAdvert[]>,
  neighbours = new Map<string, string>(),
): HearingDeps {
  return {
    interfaces: () => Promise.resolve(laptop),
    browse: (local) => Promise.resolve(adverts[local] ?? []),
    neighbourDevices: () => Promise.resolve(neighbours),
  };
}

const advert = (host: string, serial: string): MdnsAdvert => ({
  name: `Turnkey controller ${serial}`,
  port: 443,
  hosts: [host],
  serial,
  model: 'TK-1',
  atMs: 5,
});

describe('where a controller was heard', () => {
  it('is the interface whose mDNS question it answered', async () => {
    const deps = hearing({ '172.16.5.4': [advert('10.99.0.11', 'SN-11')] });
    expect(await hearController({ serial: 'SN-11' }, deps)).toEqual({
      host: '10.99.0.11',
      port: 443,
      serial: 'SN-11',
      model: 'TK-1',
      interface: 'wlan0',
      heardBy: 'mdns',
    });
  });

  it('is the neighbour table’s device for an address mDNS did not name', async () => {
    const deps = hearing({}, new Map([['10.99.0.12', 'eth0']]));
    expect(await hearController({ host: '10.99.0.12' }, deps)).toMatchObject({
      interface: 'eth0',
      heardBy: 'neighbour_table',
    });
  });

  it('asks which interface when several could carry an address nothing heard', async () => {
    const failure = await hearController({ host: '10.99.0.13' }, hearing({})).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(AppFailure);
    expect((failure as AppFailure).data).toMatchObject({
      code: 'reach_interface_unknown',
      details: { controller: '10.99.0.13', interfaces: ['eth0', 'wlan0', 'usb0'] },
    });
    expect(
      await hearController({ host: '10.99.0.13', interface: 'usb0' }, hearing({})),
    ).toMatchObject({ interface: 'usb0', heardBy: 'given' });
  });

  it('is not found for a serial nobody announced', async () => {
    const failure = await hearController({ serial: 'SN-9' }, hearing({})).catch((e: unknown) => e);
    expect((failure as AppFailure).data.code).toBe('reach_not_heard');
    expect((failure as AppFailure).data.message.ru).toContain('SN-9');
  });

  it('reads the devices of answered neighbour entries only', () => {
    const text = [
      'IP address       HW type     Flags       HW address            Mask     Device',
      '10.99.0.11       0x1         0x2         aa:bb:cc:dd:ee:ff     *        тк-сеть',
      '10.99.0.99       0x1         0x0         00:00:00:00:00:00     *        eth0',
    ].join('\n');
    expect([...parseNeighbourDevices(text)]).toEqual([['10.99.0.11', 'тк-сеть']]);
  });
});

describe('the plan', () => {
  const heard = {
    host: '10.99.0.11',
    port: 443,
    serial: 'SN-11',
    interface: 'eth0',
    heardBy: 'mdns' as const,
  };
  const elevation = { platform: 'linux' as const, elevated: false };

  it('names the interface, the address, what it affects and the way back', async () => {
    const plan = (await planReach(heard, { laptop, elevation, checks: quiet })) as ReachPlan;
    expect(plan).toMatchObject({
      reachable: false,
      interface: 'eth0',
      address: '10.99.0.254',
      prefix: 24,
      mask: '255.255.255.0',
      network: '10.99.0.0/24',
      manual: {
        add: 'sudo ip addr add 10.99.0.254/24 dev eth0',
        remove: 'sudo ip addr del 10.99.0.254/24 dev eth0',
      },
    });
    expect(plan.affects.en).toContain('Nothing changes on SN-11');
    expect(plan.affects.ru).toContain(
      'На SN-11 и собственных адресах интерфейса ничего не меняется',
    );
  });

  it('adds nothing for a controller already on one of this computer’s networks', async () => {
    const near = { ...heard, host: '172.16.9.9' };
    expect(await planReach(near, { laptop, elevation, checks: quiet })).toEqual({
      reachable: true,
      controller: near,
      interface: 'wlan0',
    });
  });
});

describe('a temporary address', () => {
  let dataDir = '';
  const present = new Set<string>();
  const ran: OsCommand[] = [];
  const journalled: Array<[NewJournalEntry, string]> = [];
  const key = (t: TemporaryAddress) => `${t.interface} ${t.address}`;
  const plan = {
    label: 'SN-11',
    interface: 'eth0',
    address: '10.99.0.254',
    prefix: 24,
  } as ReachPlan;

  const addresses = (answer: (command: OsCommand) => OsRun) =>
    new TemporaryAddresses({
      dataDir,
      elevation: { platform: 'linux', elevated: false },
      present: (t) => Promise.resolve(present.has(key(t))),
      run: (command) => {
        ran.push(command);
        const run = answer(command);
        if (run.code === 0) {
          const [, , action, , , name] = command.args;
          const target = { interface: name!, address: '10.99.0.254', prefix: 24 };
          if (action === 'add') present.add(key(target));
          else present.delete(key(target));
        }
        return Promise.resolve(run);
      },
      journal: {
        openSite: () => Promise.resolve('site-1'),
        write: (entry, siteId) => {
          journalled.push([entry, siteId]);
          return Promise.resolve();
        },
      },
    });

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'turnkey-reach-unit-'));
    present.clear();
    ran.length = 0;
    journalled.length = 0;
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('is added, recorded with this process, journalled, and removed as the run closes', async () => {
    const ok = addresses(() => ({ code: 0, stdout: '', stderr: '' }));
    const entry = await ok.add(plan);
    expect(entry).toMatchObject({ pid: process.pid, controller: 'SN-11', siteId: 'site-1' });
    expect(await ok.list()).toEqual([entry]);
    expect(await ok.removeLeftBehind()).toEqual([]);
    expect(await ok.removeOwn()).toEqual([{ entry, outcome: 'removed' }]);
    expect(ran.map((c) => c.args.join(' '))).toEqual([
      'ip addr add 10.99.0.254/24 dev eth0',
      'ip addr del 10.99.0.254/24 dev eth0',
    ]);
    expect(journalled.map(([e, site]) => `${e.action} ${site}`)).toEqual([
      'reach.added site-1',
      'reach.removed site-1',
    ]);
    expect(await ok.list()).toEqual([]);
  });

  it('is refused in one sentence with the command to type, and nothing stays recorded', async () => {
    const refused = addresses(() => ({ code: 126, stdout: '', stderr: '' }));
    const failure = (await refused.add(plan).catch((e: unknown) => e)) as AppFailure;
    expect(failure.data).toEqual({
      code: 'reach_refused',
      message: {
        en: 'The administrator prompt was refused, so 10.99.0.254 was not added to eth0; to add it yourself, type as an administrator: sudo ip addr add 10.99.0.254/24 dev eth0',
        ru: 'Запрос прав администратора отклонён, поэтому адрес 10.99.0.254 не добавлен на eth0; чтобы добавить его самому, введите от имени администратора: sudo ip addr add 10.99.0.254/24 dev eth0',
      },
      details: {
        action: 'add',
        address: '10.99.0.254',
        interface: 'eth0',
        manual: 'sudo ip addr add 10.99.0.254/24 dev eth0',
      },
    });
    expect(await refused.list()).toEqual([]);
    expect(journalled).toEqual([]);
  });

  it('left by a dead process is removed at the next start; one already gone is only struck off', async () => {
    const ok = addresses(() => ({ code: 0, stdout: '', stderr: '' }));
    const dead = {
      interface: 'eth0',
      address: '10.99.0.254',
      prefix: 24,
      addedAt: 'then',
      pid: 2 ** 22 + 7,
      siteId: 'site-1',
    };
    const gone = { ...dead, interface: 'eth1', address: '10.98.0.254' };
    present.add(key(dead));
    await ok.record.add(dead);
    await ok.record.add(gone);
    expect(await ok.removeLeftBehind()).toEqual([
      { entry: dead, outcome: 'removed' },
      { entry: gone, outcome: 'gone' },
    ]);
    expect(journalled.map(([e]) => e.summary?.en)).toEqual([
      'Temporary address 10.99.0.254/24 removed from eth0 at the next start, after the run that added it was stopped without closing.',
    ]);
  });
});
