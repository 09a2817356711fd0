/**
 * A commissioned demo site for the handover report's tests: the five controllers of the demo
 * fleet (src/simulator/fleet) on a loopback /24 of the test's own, trusted and changed by the
 * real `turnkey` command in another process (time zone and NTP on all, access points, a
 * re-address, a VPN cluster of three, an event-log migration, a transfer, new passwords on four
 * of them), so the site's journal is what an engineer's would be. The fifth keeps its factory
 * password: the report must say so. The tokens the controllers issued are recorded, so a test
 * can look for them in the report.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import { TokenStore } from '../../../src/simulator/auth/tokens';
import { Fleet, type FleetMember } from '../../../src/simulator/fleet/fleet';
import { testPort, testSubnet } from '../simulator-cluster/cluster-support';

const bin = fileURLToPath(new URL('../../../bin/turnkey.cjs', import.meta.url));

export const SITE_NAME = 'Plant 4, building B';
export const FACTORY_PASSWORD = 'admin';
export const NEW_PASSWORD = 'Gate-4b!Kq7#wZ2';

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

export interface ReportSite {
  dataDir: string;
  fleet: Fleet;
  members: readonly FleetMember[];
  /** Every bearer token the five controllers issued while the site was commissioned. */
  tokens: () => string[];
  turnkey: (args: string[], env?: Record<string, string>) => Promise<Run>;
  /** `--controller host:port` of a member, where it answers now. */
  at: (member: FleetMember) => string[];
  close: () => Promise<void>;
}

/** Starts the fleet and commissions it; throws with the command's words when a step fails. */
export async function commissionedSite(): Promise<ReportSite> {
  const dataDir = await mkdtemp(join(tmpdir(), 'turnkey-report-site-'));
  const net = testSubnet();
  const port = testPort();
  // Called through: the controllers issue real tokens, and the test learns which.
  const issue = vi.spyOn(TokenStore.prototype, 'issue');
  const fleet = await Fleet.start({
    count: 5,
    first: { host: `${net}.11`, port },
    dataRoot: join(dataDir, 'controllers'),
    mdns: false,
    staff: 24,
    migrationRate: 5000,
  });
  const service = `Turnkey report test ${randomBytes(4).toString('hex')}`;
  const turnkey = (args: string[], env: Record<string, string> = {}): Promise<Run> =>
    new Promise((resolve) => {
      execFile(
        process.execPath,
        [bin, ...args],
        {
          encoding: 'utf8',
          env: {
            ...process.env,
            TURNKEY_DATA_DIR: join(dataDir, 'app'),
            TURNKEY_KEYCHAIN_SERVICE: service,
            TURNKEY_PASSWORD: FACTORY_PASSWORD,
            ...env,
          },
        },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  const site: ReportSite = {
    dataDir,
    fleet,
    members: fleet.members,
    tokens: () => issue.mock.results.flatMap((r) => (r.type === 'return' ? [r.value.token] : [])),
    turnkey,
    at: (m) => {
      const { host, port: p } = m.simulator.address;
      return ['--controller', `${host}:${p}`];
    },
    close: async () => {
      issue.mockRestore();
      await fleet.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await commission(site, net);
  } catch (error) {
    await site.close();
    throw error;
  }
  return site;
}

async function commission(site: ReportSite, net: string): Promise<void> {
  const { turnkey, at, members } = site;
  const step = async (args: string[], env?: Record<string, string>): Promise<Run> => {
    const run = await turnkey(args, env);
    if (run.code !== EXIT_CODES.ok)
      throw new Error(`turnkey ${args.join(' ')} ended ${run.code}: ${run.stderr}${run.stdout}`);
    return run;
  };
  const [one, two, three, four, five] = members as [
    FleetMember,
    FleetMember,
    FleetMember,
    FleetMember,
    FleetMember,
  ];
  await step(['site', 'new', SITE_NAME]);
  for (const m of members) {
    const { host, port } = m.simulator.address;
    await step(['trust', `${host}:${port}`, '--accept', m.simulator.fingerprint]);
  }
  await step([
    'time',
    'set',
    ...members.flatMap(at),
    '--timezone',
    'Europe/Moscow',
    '--ntp',
    'ntp.plant4.local',
    '--yes',
  ]);
  await step([
    'access-points',
    'create',
    ...at(one),
    '--kind',
    'turnstile',
    '--name',
    'Main entrance',
    '--type',
    'staff',
    '--yes',
  ]);
  await step([
    'access-points',
    'create',
    ...at(three),
    '--kind',
    'barrier',
    '--name',
    'Car park barrier',
    '--yes',
  ]);
  await step([
    'network',
    'set',
    ...at(five),
    '--ip',
    `${net}.25`,
    '--mask',
    '255.0.0.0',
    '--gateway',
    '127.0.0.1',
    '--yes',
  ]);
  await step([
    'vpn',
    'join',
    ...at(one),
    ...['--member', at(three)[1] ?? '', '--member', at(four)[1] ?? ''],
    '--yes',
  ]);
  await step(['migration', 'start', ...at(four), '--yes']);
  await step([
    'transfer',
    '--from',
    at(two)[1] ?? '',
    '--to',
    at(three)[1] ?? '',
    '--default',
    'dolzhnost=Staff',
    '--yes',
  ]);
  await step(['password', ...[one, two, three, four].flatMap(at), '--yes'], {
    TURNKEY_NEW_PASSWORD: NEW_PASSWORD,
  });
}
