/**
 * `turnkey reach` for real, in network namespaces (reach-lan.ts): the laptop hears the switch's
 * controllers by mDNS on a network it has no address in, adds a temporary address (the ARP probe
 * passing over the silent device at the top of the network), trusts and logs in to one with
 * `turnkey site add`, and removes the address when the command closes; nothing is left on the
 * interface and the journal tells it. A run killed after it added its address leaves it, and
 * the next run removes it. Without `ip`, the command says the one line to type by hand.
 */
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeLaptopSite, ended, laptopCli, openLaptopSite } from './reach-cli';
import { LAPTOP_ADDRESS, reachLanMissing, type ReachLan } from './reach-lan';

const missing = reachLanMissing();
let lan: ReachLan | undefined;
let dataDir = '';

const cli = laptopCli(
  () => lan!,
  () => dataDir,
);

type ReachEvent = { event: string } & Record<string, unknown>;

/** Starts `turnkey reach ARGS --json` and waits for its `added` line (or its end). */
async function reachHeld(args: string[]) {
  const child = cli.start(['reach', ...args, '--json']);
  const events: ReachEvent[] = [];
  const done = ended(child);
  const lines = createInterface({ input: child.stdout! });
  const added = new Promise<ReachEvent>((resolve, reject) => {
    lines.on('line', (line) => {
      const event = JSON.parse(line) as ReachEvent;
      events.push(event);
      if (event.event === 'added') resolve(event);
    });
    void done.then((end) => reject(new Error(`reach ended first: ${end.code} ${end.stderr}`)));
  });
  return { child, events, added: await added, done };
}

beforeAll(async () => {
  if (missing) return;
  ({ lan, dataDir } = await openLaptopSite('turnkey-reach-', 'Reach test'));
}, 120_000);

afterAll(() => closeLaptopSite(lan, dataDir));

describe.skipIf(missing !== undefined)(`turnkey reach across two networks ${missing ?? ''}`, () => {
  it('hears a controller, adds a free address, trusts and logs in, then removes the address', async () => {
    const sim = lan!.simulators[0]!;
    expect(lan!.laptopAddresses()).toEqual([`${LAPTOP_ADDRESS}/24`]);
    const unreachable = await cli.run(['trust', `${sim.host}:443`, '--accept', sim.fingerprint]);
    expect(unreachable.code).toBe(3);

    const held = await reachHeld([sim.host, '--yes']);
    const plan = held.events.find((e) => e.event === 'plan')?.plan as Record<string, unknown>;
    expect(plan).toMatchObject({
      interface: lan!.laptopLink,
      address: '10.99.0.253',
      prefix: 24,
      network: '10.99.0.0/24',
      checks: ['neighbour_table', 'tcp', 'arp'],
      controller: { host: sim.host, port: 443, serial: sim.serial, heardBy: 'mdns' },
    });
    expect(lan!.laptopAddresses()).toEqual([`${LAPTOP_ADDRESS}/24`, '10.99.0.253/24']);
    expect(await cli.recorded()).toMatchObject([
      { interface: lan!.laptopLink, address: '10.99.0.253', prefix: 24, controller: sim.serial },
    ]);

    const added = await cli.run(['site', 'add', `${sim.host}:443`, '--accept', sim.fingerprint]);
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('logged in as admin');

    held.child.kill('SIGTERM');
    const end = await held.done;
    expect(end.code).toBe(0);
    expect(held.events.at(-1)).toMatchObject({ event: 'removed', because: 'this run closed' });
    expect(lan!.laptopAddresses()).toEqual([`${LAPTOP_ADDRESS}/24`]);
    expect(await cli.recorded()).toEqual([]);

    const story = (await cli.journal()).map((entry) => entry.action);
    expect(story).toEqual([
      'site.created',
      'reach.added',
      'trust.accepted',
      'controller.added',
      'session.login',
      'reach.removed',
    ]);
    const told = (await cli.journal()).filter((entry) => entry.action.startsWith('reach.'));
    expect(told.map((entry) => entry.summary)).toEqual([
      {
        en: `Temporary address 10.99.0.253/24 added to ${lan!.laptopLink} to reach ${sim.serial} from this computer.`,
        ru: `На ${lan!.laptopLink} добавлен временный адрес 10.99.0.253/24, чтобы достучаться до ${sim.serial} с этого компьютера.`,
      },
      {
        en: `Temporary address 10.99.0.253/24 removed from ${lan!.laptopLink} as the run that added it closed.`,
        ru: `Временный адрес 10.99.0.253/24 удалён с ${lan!.laptopLink} при закрытии добавившего его запуска.`,
      },
    ]);
  }, 120_000);

  it('finds a controller by its serial and removes what a killed run left at the next start', async () => {
    const sim = lan!.simulators[1]!;
    const held = await reachHeld(['--serial', sim.serial, '--yes']);
    expect(held.added).toMatchObject({
      address: { address: '10.99.0.253', controller: sim.serial },
    });
    held.child.kill('SIGKILL');
    expect((await held.done).signal).toBe('SIGKILL');
    expect(lan!.laptopAddresses()).toEqual([`${LAPTOP_ADDRESS}/24`, '10.99.0.253/24']);
    expect(await cli.recorded()).toHaveLength(1);

    const next = await cli.run(['reach', '--list']);
    expect(next.code).toBe(0);
    expect(next.stdout).toBe(
      `Removed 10.99.0.253/24 on ${lan!.laptopLink} for ${sim.serial} (process ${(held.added.address as { pid: number }).pid}, added ${(held.added.address as { addedAt: string }).addedAt}) (left behind by a stopped run).\nNo temporary address of this computer.\n`,
    );
    expect(lan!.laptopAddresses()).toEqual([`${LAPTOP_ADDRESS}/24`]);
    const last = (await cli.journal()).at(-1);
    expect(last).toMatchObject({ action: 'reach.removed', controllerLabel: sim.serial });
    expect(last?.summary?.en).toContain(
      'at the next start, after the run that added it was stopped',
    );
  }, 120_000);

  it('says the command to type when the tool is missing, and leaves nothing behind', async () => {
    const sim = lan!.simulators[2]!;
    const run = await cli.run(['reach', sim.host, '--yes'], { PATH: '/nonexistent' });
    expect(run.code).toBe(1);
    // Without arping (nothing on PATH) the plan says which checks ran, and offers the top address.
    expect(run.stdout.split('\n').slice(0, 2)).toEqual([
      `${sim.serial} at ${sim.host}:443, heard on ${lan!.laptopLink} by mDNS.`,
      `Temporary address: 10.99.0.254/24 (mask 255.255.255.0) on ${lan!.laptopLink}, checked free by the neighbour table, TCP on 443 and 8443.`,
    ]);
    expect(run.stderr).toBe(
      `turnkey: This computer has no ip, so Turnkey cannot add the address itself; type as an administrator: sudo ip addr add 10.99.0.254/24 dev '${lan!.laptopLink}'\n`,
    );
    expect(lan!.laptopAddresses()).toEqual([`${LAPTOP_ADDRESS}/24`]);
    expect(await cli.recorded()).toEqual([]);
  }, 120_000);
});
