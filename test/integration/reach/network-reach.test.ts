/**
 * `turnkey network set` for a controller heard on a network this computer has no address in,
 * for real, in network namespaces (reach-lan.ts): the plan names the temporary address, one
 * `--yes` accepts it, the job adds it, moves the controller, follows it by its certificate to
 * its new address and reads it back there, then removes the address; `ip -j addr` shows
 * nothing left and the journal tells it in order. The simulators move by binding their new
 * address, so each new address is first put on the switch's side of the link (a simulator
 * cannot take an address its namespace does not hold); 192.168.77.50 there is on the laptop's
 * own network, across the same link.
 */
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeLaptopSite, ended, laptopCli, openLaptopSite } from './reach-cli';
import { LAPTOP_ADDRESS, reachLanMissing, type LanSimulator, type ReachLan } from './reach-lan';

const missing = reachLanMissing();
let lan: ReachLan | undefined;
let dataDir = '';

const cli = laptopCli(
  () => lan!,
  () => dataDir,
);

/**
 * Trusts `sim` and puts it on the site the way an engineer first meets it: `turnkey reach`
 * holds a temporary address while `turnkey site add` trusts it, then the address goes.
 */
async function trustOnce(sim: LanSimulator): Promise<void> {
  const child = cli.start(['reach', sim.host, '--yes', '--json']);
  const done = ended(child);
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if ((JSON.parse(line) as { event: string }).event === 'added') resolve();
    });
    void done.then((end) => reject(new Error(`reach ended first: ${end.stderr}`)));
  });
  const added = await cli.run(['site', 'add', `${sim.host}:443`, '--accept', sim.fingerprint]);
  expect(added.code, added.stderr).toBe(0);
  child.kill('SIGTERM');
  expect((await done).code).toBe(0);
  expect(lan!.laptopAddresses()).toEqual([`${LAPTOP_ADDRESS}/24`]);
}

/** The journal's entries after `count`, as action and outcome. */
/** `turnkey network set` of one controller onto a /24 at `ip`, confirmed by `--yes`. */
function moveOnto(sim: LanSimulator, ip: string, gateway: string) {
  return cli.run([
    'network',
    'set',
    '--controller',
    `${sim.host}:443`,
    '--ip',
    ip,
    '--mask',
    '255.255.255.0',
    '--gateway',
    gateway,
    '--yes',
  ]);
}

async function storySince(count: number): Promise<string[]> {
  return (await cli.journal()).slice(count).map((e) => `${e.action} ${e.outcome ?? ''}`.trim());
}

beforeAll(async () => {
  if (missing) return;
  ({ lan, dataDir } = await openLaptopSite('turnkey-network-reach-', 'Network reach test'));
}, 120_000);

afterAll(() => closeLaptopSite(lan, dataDir));

describe.skipIf(missing !== undefined)(
  `turnkey network set across two networks ${missing ?? ''}`,
  () => {
    it('reaches a heard controller through a temporary address, moves it onto the site network and removes the address', async () => {
      const sim = lan!.simulators[0]!;
      await trustOnce(sim);
      lan!.inSwitch(['addr', 'add', '192.168.77.50/24', 'dev', lan!.switchLink]);
      const before = (await cli.journal()).length;

      const run = await moveOnto(sim, '192.168.77.50', '192.168.77.1');
      expect(run.stderr).toContain('off this computer');
      expect(run.stdout).toContain(
        `This computer cannot reach ${sim.serial} on 10.99.0.0/24 now: it first adds the temporary address 10.99.0.253/24 (mask 255.255.255.0) on ${lan!.laptopLink}`,
      );
      expect(run.code, run.stderr).toBe(0);
      expect(lan!.laptopAddresses()).toEqual([`${LAPTOP_ADDRESS}/24`]);
      expect(await cli.recorded()).toEqual([]);

      expect(await storySince(before)).toEqual([
        'job.started info',
        'reach.added succeeded',
        'network.changed succeeded',
        'reach.removed succeeded',
        'job.ended succeeded',
      ]);
      const changed = (await cli.journal()).find((e) => e.action === 'network.changed');
      expect(changed).toMatchObject({
        controllerLabel: sim.serial,
        before: { dhcp: false, ip: sim.host },
        after: { dhcp: false, ip: '192.168.77.50', mask: '255.255.255.0', gateway: '192.168.77.1' },
      });
      const shown = await cli.run(['network', 'show', '--controller', '192.168.77.50:443']);
      expect(shown.code, shown.stderr).toBe(0);
    }, 120_000);

    it('adds a second temporary address on a new network this computer is not on either', async () => {
      const sim = lan!.simulators[1]!;
      await trustOnce(sim);
      lan!.inSwitch(['addr', 'add', '172.16.5.20/24', 'dev', lan!.switchLink]);
      const before = (await cli.journal()).length;

      const run = await moveOnto(sim, '172.16.5.20', '172.16.5.1');
      expect(run.stdout).toContain(
        `This computer has no address in 172.16.5.0/24: it adds the temporary address 172.16.5.254/24 (mask 255.255.255.0) on ${lan!.laptopLink}`,
      );
      expect(run.code, run.stderr).toBe(0);
      expect(lan!.laptopAddresses()).toEqual([`${LAPTOP_ADDRESS}/24`]);
      const story = (await cli.journal()).slice(before);
      expect(story.map((e) => e.action)).toEqual([
        'job.started',
        'reach.added',
        'reach.added',
        'network.changed',
        'reach.removed',
        'reach.removed',
        'job.ended',
      ]);
      expect(story.filter((e) => e.action === 'reach.added').map((e) => e.after)).toEqual([
        { interface: lan!.laptopLink, address: '10.99.0.253', prefix: 24 },
        { interface: lan!.laptopLink, address: '172.16.5.254', prefix: 24 },
      ]);
    }, 120_000);

    it('removes the temporary address when the move fails, and the journal says the controller kept its address', async () => {
      const sim = lan!.simulators[2]!;
      await trustOnce(sim);
      const before = (await cli.journal()).length;
      // 10.99.0.60 is no address of the switch: the controller refuses it and stays where it is.
      const run = await moveOnto(sim, '10.99.0.60', '10.99.0.1');
      expect(run.code).not.toBe(0);
      expect(lan!.laptopAddresses()).toEqual([`${LAPTOP_ADDRESS}/24`]);
      expect(await cli.recorded()).toEqual([]);
      expect(await storySince(before)).toEqual([
        'job.started info',
        'reach.added succeeded',
        'network.changed failed',
        'reach.removed succeeded',
        'job.ended failed',
      ]);
      const failed = (await cli.journal()).find(
        (e) => e.action === 'network.changed' && e.outcome === 'failed',
      );
      expect(failed).toMatchObject({
        controllerLabel: sim.serial,
        before: { ip: sim.host },
        summary: {
          en: `The controller refused the new settings and still answers at ${sim.host}:443 with those it had.`,
        },
      });
    }, 120_000);
  },
);
