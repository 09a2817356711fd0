/**
 * The app's `reach:*` channels (reach.handlers.ts, shared/ipc/reach.schema.ts) through the
 * dispatcher, with the OS replaced: the plan as the page sees it, a confirmed address added and
 * said verified or not, a refused prompt as error data with the command to type, a plan that
 * would not reach its controller refused, and the record listed and removed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LaptopInterfaces } from '../../../src/core/discovery/interfaces';
import type { OsRun } from '../../../src/core/reach/os-command';
import type { OsCommand } from '../../../src/core/reach/reach-commands';
import { reachHandlers } from '../../../src/core/reach/reach.handlers';
import { ReachService } from '../../../src/core/reach/reach.service';
import { TemporaryAddresses } from '../../../src/core/reach/temporary-addresses';
import { createDispatcher, type Dispatch } from '../../../src/shared/ipc/dispatch';

const laptop: LaptopInterfaces = {
  interfaces: [
    {
      name: 'eth0',
      address: '192.168.77.10',
      network: '192.168.77.0/24',
      internal: false,
      hosts: 254,
    },
  ],
  inactive: [],
};

let dataDir = '';
let commands: OsCommand[] = [];
let exitCode = 0;
let onLink: Set<string>;

function dispatcher(answers: boolean, elevated = false): Dispatch {
  const addresses = new TemporaryAddresses({
    dataDir,
    elevation: { platform: 'linux', elevated },
    run: (command): Promise<OsRun> => {
      commands.push(command);
      if (exitCode === 0) {
        const [verb, where] = command.args.slice(command.file === 'pkexec' ? 2 : 1);
        const address = where?.split('/')[0] ?? '';
        if (verb === 'add') onLink.add(address);
        else onLink.delete(address);
      }
      return Promise.resolve({ code: exitCode, stdout: '', stderr: '' });
    },
    present: (target) => Promise.resolve(onLink.has(target.address)),
  });
  const service = new ReachService({
    addresses,
    interfaces: () => Promise.resolve(laptop),
    hearing: {
      interfaces: () => Promise.resolve(laptop),
      browse: () =>
        Promise.resolve([
          {
            name: 'Turnkey controller SN-1',
            serial: 'SN-1',
            hosts: ['10.99.0.11'],
            port: 443,
            atMs: 5,
          },
        ]),
      neighbourDevices: () => Promise.resolve(new Map()),
    },
    checks: {
      neighbours: () => Promise.resolve(new Map()),
      answering: () => Promise.resolve(new Set()),
      arp: () => Promise.resolve('free'),
    },
  });
  return createDispatcher(
    reachHandlers({
      service: () => Promise.resolve(service),
      answers: () => Promise.resolve(answers),
      pid: process.pid,
    }),
  );
}

const target = {
  host: '10.99.0.11',
  port: 443,
  label: 'SN-1',
  interface: 'eth0',
  address: '10.99.0.254',
  prefix: 24,
};

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-reach-handlers-'));
  commands = [];
  exitCode = 0;
  onLink = new Set();
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('reach:plan', () => {
  it('names the interface, the address, the network, the password prompt and the commands', async () => {
    const answer = await dispatcher(true)('reach:plan', { host: '10.99.0.11', port: 443 });
    expect(answer).toMatchObject({
      ok: true,
      value: {
        reachable: false,
        plan: {
          ...target,
          serial: 'SN-1',
          heardBy: 'mdns',
          mask: '255.255.255.0',
          network: '10.99.0.0/24',
          checks: ['neighbour_table', 'tcp', 'arp'],
          elevation: 'prompt',
          manual: {
            add: 'sudo ip addr add 10.99.0.254/24 dev eth0',
            remove: 'sudo ip addr del 10.99.0.254/24 dev eth0',
          },
        },
      },
    });
    expect(commands).toEqual([]);
  });

  it('says nothing is needed for a controller on a network of this computer', async () => {
    const answer = await dispatcher(true)('reach:plan', { host: '192.168.77.40' });
    expect(answer).toEqual({
      ok: true,
      value: { reachable: true, host: '192.168.77.40', interface: 'eth0' },
    });
  });

  it('refuses a request that names no controller', async () => {
    const answer = await dispatcher(true)('reach:plan', { interface: 'eth0' });
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });
});

describe('reach:add', () => {
  it('adds the confirmed address, says the controller answered, records it for this run', async () => {
    const dispatch = dispatcher(true, true);
    const answer = await dispatch('reach:add', { plan: target });
    expect(answer).toMatchObject({
      ok: true,
      value: {
        verified: true,
        journalled: false,
        address: { address: '10.99.0.254', interface: 'eth0', thisRun: true, controller: 'SN-1' },
        summary: { en: 'Added 10.99.0.254/24 to eth0: 10.99.0.11 answers from this computer now.' },
      },
    });
    expect(commands.map((c) => [c.file, ...c.args].join(' '))).toEqual([
      'ip addr add 10.99.0.254/24 dev eth0',
    ]);
  });

  it('says when the controller did not answer through the new address', async () => {
    const answer = await dispatcher(false)('reach:add', { plan: target });
    expect(answer).toMatchObject({
      ok: true,
      value: {
        verified: false,
        summary: {
          en: 'Added 10.99.0.254/24 to eth0, but 10.99.0.11 did not answer on port 443: check that it is on and plugged into eth0.',
        },
      },
    });
  });

  it('gives a refused prompt as one sentence with the command to type, and records nothing', async () => {
    exitCode = 126;
    const dispatch = dispatcher(true);
    const answer = await dispatch('reach:add', { plan: target });
    expect(answer).toMatchObject({
      ok: false,
      error: {
        code: 'reach_refused',
        details: { manual: 'sudo ip addr add 10.99.0.254/24 dev eth0' },
      },
    });
    expect(commands[0]?.file).toBe('pkexec');
    expect(await dispatch('reach:list', {})).toEqual({ ok: true, value: { addresses: [] } });
  });

  it('refuses a plan whose address would not reach its controller', async () => {
    const answer = await dispatcher(true)('reach:add', {
      plan: { ...target, address: '10.98.0.254' },
    });
    expect(answer).toMatchObject({ ok: false, error: { code: 'reach_plan_mismatch' } });
    expect(commands).toEqual([]);
  });
});

describe('reach:list and reach:remove', () => {
  it('lists the addresses and removes one, then all', async () => {
    const dispatch = dispatcher(true, true);
    await dispatch('reach:add', { plan: target });
    await dispatch('reach:add', { plan: { ...target, address: '10.99.0.253' } });
    const listed = await dispatch('reach:list', {});
    expect(listed).toMatchObject({
      ok: true,
      value: { addresses: [{ address: '10.99.0.254' }, { address: '10.99.0.253' }] },
    });
    const one = await dispatch('reach:remove', {
      which: { interface: 'eth0', address: '10.99.0.254' },
    });
    expect(one).toMatchObject({
      ok: true,
      value: { removed: [{ outcome: 'removed', address: { address: '10.99.0.254' } }] },
    });
    onLink.delete('10.99.0.253');
    const all = await dispatch('reach:remove', { which: 'all' });
    expect(all).toMatchObject({
      ok: true,
      value: { removed: [{ outcome: 'gone', address: { address: '10.99.0.253' } }] },
    });
    expect(await dispatch('reach:list', {})).toEqual({ ok: true, value: { addresses: [] } });
  });
});
