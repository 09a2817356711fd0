/**
 * The site of the site plans benchmark: a plan for a fleet of `count` demo controllers at
 * 127.0.0.11 onwards, written as an engineer writes one (docs/site-plans.md), and the `turnkey`
 * command run against it with a data folder and keychain service of the benchmark's own.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { fleetProfile } from '../../src/simulator/fleet/fleet';
import { addressAfter } from '../../src/simulator/fleet/fleet-addresses';

const BIN = fileURLToPath(new URL('../../bin/turnkey.cjs', import.meta.url));
export const GUARD_PASSWORD = 'Guard-Bench-2718';

/** Members of the planned cluster, besides its master TKDEMO01 (firmware 1.6 and 1.7 ones). */
export const CLUSTER_MEMBERS = ['TKDEMO03', 'TKDEMO04', 'TKDEMO05', 'TKDEMO06'];

/**
 * Every controller moved to 127.0.0.(111 + i), its zone and NTP set, two access points made,
 * and on those whose firmware serves them (1.6 and later, D11) a schedule, an access profile
 * over the two (the cluster's members get the master's by its sync) and a user; the firmware
 * 1.5 one gets the zone and the access points only.
 */
export function fleetPlan(count: number): string {
  const lines = [
    '# The benchmark site: every controller commissioned',
    'planVersion: 1',
    'controllers:',
  ];
  for (let i = 0; i < count; i++) {
    const { serial, firmware } = fleetProfile(i);
    const modern = firmware !== '1.5';
    lines.push(`  ${serial}:`);
    if (modern)
      lines.push(
        `    network: { dhcp: false, ip: ${addressAfter('127.0.0.111', i)}, mask: 255.0.0.0, gateway: 127.0.0.1 }`,
      );
    lines.push(
      '    time: { zone: Asia/Yekaterinburg, ntp: ntp1.yard.local }',
      '    accessPoints:',
      '      - { name: Проходная 2, kind: turnstile, type: entrance, parameters: { pass_time: 7 } }',
      '      - { name: Калитка, kind: single, type: door, parameters: { unlock_time: 5 } }',
    );
    if (modern)
      lines.push(
        '    schedules:',
        '      - { name: Смена А, intervals: [{ days: [mon, tue, wed, thu, fri], from: "08:00", to: "17:00" }] }',
        // A member's profiles of the master's names are the cluster's (its sync copies them).
        ...(CLUSTER_MEMBERS.includes(serial)
          ? []
          : [
              '    accessProfiles:',
              '      - { name: Смена А, schedule: Смена А, accessPoints: [Проходная 2, Калитка] }',
            ]),
        '    authUsers:',
        '      - { login: guard, role: operator }',
      );
  }
  lines.push('vpn:', '  master: TKDEMO01', `  members: [${CLUSTER_MEMBERS.join(', ')}]`, '');
  return lines.join('\n');
}

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs `turnkey` to its end with the benchmark's data folder, logging in as admin:admin. */
export function turnkey(dataDir: string, args: string[]): Promise<Run> {
  const started = performance.now();
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 2 ** 20,
        env: {
          ...process.env,
          TURNKEY_DATA_DIR: dataDir,
          TURNKEY_KEYCHAIN_SERVICE: 'Turnkey site plans benchmark',
          TURNKEY_PASSWORD: 'admin',
          TURNKEY_PASSWORD_GUARD: GUARD_PASSWORD,
        },
      },
      (error, stdout, stderr) =>
        resolve({
          code: error ? Number(error.code ?? 1) : 0,
          stdout,
          stderr,
          ms: performance.now() - started,
        }),
    );
  });
}

/** Runs `turnkey` and throws with its output unless it ends with 0. */
export async function must(dataDir: string, args: string[]): Promise<Run> {
  const run = await turnkey(dataDir, args);
  if (run.code !== 0)
    throw new Error(
      `turnkey ${args.join(' ')} ended with ${run.code}:\n${run.stdout}\n${run.stderr}`,
    );
  return run;
}
