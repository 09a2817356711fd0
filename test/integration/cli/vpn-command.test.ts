/**
 * `turnkey vpn` as an engineer runs it (the real command in another process) against real
 * simulators on loopback (spec 4.12, D9): a cluster of a master and two members joined, synced
 * and verified with exit code 0; `show` in a table and JSON; a member changed behind the
 * master's back makes `verify` name the difference and end non-zero; a member the master cannot
 * reach refused before anything is sent (exit code 2); a member removed.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import { demoSeed } from '../../../src/simulator/seed/demo/demo-seed';
import { testSubnet } from '../simulator-cluster/cluster-support';
import { cliHarness, target } from './cli-harness';

vi.setConfig({ testTimeout: 90_000 });

const cli = cliHarness('vpn');
beforeAll(() => cli.open());
afterAll(() => cli.close());

describe('turnkey vpn', () => {
  it('joins, shows, verifies, refuses an unreachable member and removes one', async () => {
    const net = testSubnet();
    const [master, one, two] = await Promise.all(
      ['VPNCLI-M', 'VPNCLI-1', 'VPNCLI-2'].map((serial, i) =>
        cli.trusted({
          host: `${net}.${10 + i}`,
          serial,
          seed: demoSeed({ staff: i === 0 ? 120 : 4 }),
        }),
      ),
    );
    const m = ['--controller', target(master!)];
    const joined = await cli.turnkey([
      'vpn',
      'join',
      ...m,
      '--member',
      target(one!),
      '--member',
      target(two!),
      '--comment',
      'Plant 4',
      '--yes',
    ]);
    expect(joined.code, joined.stderr).toBe(EXIT_CODES.ok);
    expect(joined.stdout).toContain('VPNCLI-1: equal to the master');
    expect(joined.stdout).toContain('VPNCLI-2: equal to the master');

    const shown = await cli.turnkey(['vpn', 'show', ...m]);
    expect(shown.code, shown.stderr).toBe(EXIT_CODES.ok);
    expect(shown.stdout).toContain('sharing on ("Plant 4")');
    expect(shown.stdout).toMatch(/VPNCLI-1 .*synced/);
    const json = await cli.turnkey(['vpn', 'show', ...m, '--json']);
    const cluster = JSON.parse(json.stdout) as {
      masters: Array<{ members: Array<{ serial: string; state: string }> }>;
    };
    expect(cluster.masters[0]?.members.map((x) => [x.serial, x.state])).toEqual([
      ['VPNCLI-1', 'synced'],
      ['VPNCLI-2', 'synced'],
    ]);

    // A schedule renamed on a member: verify names it and ends non-zero.
    const token = await one!.login();
    const schedules = (await one!.request('GET', '/schedules/', { token })).body as {
      data: Array<{ uuid: string; name: string; intervals: unknown }>;
    };
    const first = schedules.data[0]!;
    await one!.request('PUT', `/schedules/${first.uuid}`, {
      token,
      json: { name: `${first.name} (local)`, intervals: first.intervals },
    });
    const verified = await cli.turnkey(['vpn', 'verify', ...m]);
    expect(verified.code).not.toBe(EXIT_CODES.ok);
    expect(verified.stdout).toContain('VPNCLI-1: DIFFERS from the master');
    expect(verified.stdout).toContain(`schedules ${first.name}: missing on the member`);
    expect(verified.stdout).toContain('VPNCLI-2: equal to the master');

    // A member on another port: the master's search (its own port) does not find it.
    const far = await cli.pool.start({ host: `${net}.40`, serial: 'VPNCLI-FAR' });
    expect((await cli.turnkey(['trust', target(far), '--accept', far.fingerprint])).code).toBe(0);
    const refused = await cli.turnkey(['vpn', 'join', ...m, '--member', target(far), '--yes']);
    expect(refused.code).toBe(EXIT_CODES.usage);
    expect(refused.stderr).toContain('not reachable from the master');

    const removed = await cli.turnkey(['vpn', 'remove', ...m, '--member', target(two!), '--yes']);
    expect(removed.code, removed.stderr).toBe(EXIT_CODES.ok);
    const after = JSON.parse(
      (await cli.turnkey(['vpn', 'show', ...m, '--json'])).stdout,
    ) as typeof cluster;
    expect(after.masters[0]?.members.map((x) => x.serial)).toEqual(['VPNCLI-1']);
  });
});
