/**
 * A sweep of a LAN where absent hosts are silent (a veth pair into an empty namespace, far-side.ts):
 * an address that never answers ARP ends as silent once the neighbour table shows it unanswered,
 * not after the connect time limit (set here to two minutes, longer than the test may run), and
 * a controller 100 ms away (tc netem on the far side, ARP answers included) is still found.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCidr, type CidrRange } from '../../../src/core/discovery/cidr-range';
import { DEFAULT_DISCOVERY_SETTINGS } from '../../../src/core/discovery/discovery-settings';
import { discover } from '../../../src/core/discovery/discovery.service';
import { listInterfaces } from '../../../src/core/discovery/interfaces';
import { Pacer } from '../../../src/core/discovery/pacer';
import { sweep } from '../../../src/core/discovery/sweep';
import { farSideMissing, startFarSide, type FarSide } from './far-side';

/** A pacer that counts the probes it lets start. */
class CountingPacer extends Pacer {
  acquired = 0;

  override async acquire(signal?: AbortSignal): Promise<void> {
    await super.acquire(signal);
    this.acquired++;
  }
}

const missing = farSideMissing({ delay: true });
const NET = '10.78.0';
const CONTROLLER = `${NET}.11`;
let far: FarSide | undefined;
let dataRoot = '';

beforeAll(async () => {
  if (missing) return;
  dataRoot = await mkdtemp(join(tmpdir(), 'turnkey-sweep-neighbours-'));
  far = await startFarSide({
    near: `${NET}.1/24`,
    far: `${NET}.2/24`,
    hosts: [CONTROLLER],
    dataRoot,
    names: { near: 'tkNbA', far: 'tkNbB' },
    delayMs: 100,
  });
}, 60_000);

afterAll(async () => {
  await far?.stop();
  if (dataRoot) await rm(dataRoot, { recursive: true, force: true });
});

describe.skipIf(missing !== undefined)(`a sweep of silent hosts on a LAN ${missing ?? ''}`, () => {
  it('ends the hosts that never answer ARP early and finds the controller behind 100 ms', async () => {
    const answers: string[] = [];
    const pacer = new CountingPacer(DEFAULT_DISCOVERY_SETTINGS);
    const result = await sweep(
      [{ range: parseCidr(`${NET}.0/24`) as CidrRange, interface: 'tkNbA', local: true }],
      {
        ports: [443, 8443],
        pacer,
        connectTimeoutMs: 120_000,
        answerTimeoutMs: 3000,
        onAnswer: (outcome) => answers.push(`${outcome.kind} ${outcome.address.host}`),
      },
    );
    expect(answers).toEqual([`controller ${CONTROLLER}`]);
    const controller = result.answered[0];
    expect(controller?.kind === 'controller' && controller.certificate.fingerprint256).toBe(
      far?.fingerprints[0],
    );
    // .1 is this side, .2 the far side with nothing listening: both refuse.
    expect(result.tallies[0]).toMatchObject({
      probed: 254,
      controllers: 1,
      refused: 2,
      silent: 251,
      failed: 0,
    });
    // An absent host is probed on its first port only: ARP unanswered, no port can answer. The
    // three present hosts (controller, the near and far ends) are probed on both.
    expect(pacer.acquired).toBe(251 + 3 * 2);
    expect(result.neighbourTable).toBe(true);
  }, 60_000);

  it('without the table it still finds the controller and counts the silent hosts, and says so once', async () => {
    const search = (neighbourTable: boolean) =>
      discover(
        { ranges: [`${NET}.0/24`], localNetworks: false, mdns: false },
        {},
        {
          interfaces: () => listInterfaces({ allowLargeRanges: false }),
          knownControllers: () => Promise.resolve([]),
          // The limit must outlast the 100 ms link to the controller (its ARP answer is late too).
          settings: { neighbourTable, connectTimeoutMs: 1500 },
        },
      );
    const off = await search(false);
    expect(off.controllers.map((c) => c.fingerprint256)).toEqual(far?.fingerprints);
    expect(off.findings.filter((f) => f.kind === 'neighbour_table_unreadable')).toHaveLength(1);
    // The search leaves this computer's own address (.1) out.
    expect(off.diagnosis.ranges[0]).toMatchObject({ probed: 253, controllers: 1, silent: 251 });
    const on = await search(true);
    expect(on.findings.map((f) => f.kind)).not.toContain('neighbour_table_unreadable');
    expect(on.controllers).toHaveLength(1);
  }, 60_000);
});
