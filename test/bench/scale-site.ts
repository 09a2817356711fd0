/**
 * The site of the scale benchmark: its plan for N controllers and its set-up through the core
 * functions the `turnkey` command wires (src/cli/controller/cli-context.ts and
 * cli-site-wiring.ts: the known-controllers store and trust in the data folder, the site store,
 * a controller joining a site as `turnkey site add` puts it there), so that a thousand
 * controllers are trusted and put on the site in one process rather than a thousand commands.
 */
import { userInfo } from 'node:os';
import { fleetProfile } from '../../src/simulator/fleet/fleet';
import { addressAfter } from '../../src/simulator/fleet/fleet-addresses';
import { acceptCertificate, createControllerServices } from '../../src/core/controller-services';
import { joinSite } from '../../src/core/engine/site-joining';
import { SiteStore } from '../../src/core/site/site-store';
import { CLUSTER_MEMBERS } from './plans-site';
import { MOVED_FIRST } from './scale-fleet-parts';
import type { PartController } from './scale-fleet';

/** The keychain service the command runs with (scale-apply.ts); nothing is saved in it. */
export const SCALE_KEYCHAIN = 'Turnkey scale benchmark';

/**
 * The plan of plans-site.ts's `fleetPlan` for `count` controllers, each controller on one line
 * and the moves in the plan's `addresses:` table (the network wizard's table), as a person
 * writes a plan for many controllers (written as plans-site.ts writes it, 1,000 controllers
 * take 679 KB, which the plan file's 2 MiB limit holds too, src/shared/plans/plan-size.ts): every controller
 * of firmware 1.6 and later moved to MOVED_FIRST onwards, every zone and NTP server set, two
 * access points on each, and on those of 1.6 and later a schedule, an access profile over the
 * two (not on the cluster's members, which get the master's) and a user; then the cluster.
 */
export function scalePlan(count: number): string {
  const rows: string[] = [];
  const lines = ['# The scale benchmark site', 'planVersion: 1', 'controllers:'];
  // Latin names and no optional spaces: the same records in fewer bytes (see above).
  const points =
    '[{name: Gate 2,kind: turnstile,type: entrance,parameters: {pass_time: 7}},{name: Door,kind: single,type: door,parameters: {unlock_time: 5}}]';
  const schedule =
    '[{name: Shift A,intervals: [{days: [mon,tue,wed,thu,fri],from: "08:00",to: "17:00"}]}]';
  const profile = '[{name: Shift A,schedule: Shift A,accessPoints: [Gate 2,Door]}]';
  for (let i = 0; i < count; i++) {
    const { serial, firmware } = fleetProfile(i);
    const modern = firmware !== '1.5';
    if (modern) rows.push(`${serial},${addressAfter(MOVED_FIRST, i)},255.0.0.0,127.0.0.1`);
    const sections = [
      'time: {zone: Asia/Yekaterinburg,ntp: ntp1.yard.local}',
      `accessPoints: ${points}`,
      ...(modern
        ? [
            `schedules: ${schedule}`,
            ...(CLUSTER_MEMBERS.includes(serial) ? [] : [`accessProfiles: ${profile}`]),
            'authUsers: [{login: guard, role: operator}]',
          ]
        : []),
    ];
    lines.push(`  ${serial}: {${sections.join(',')}}`);
  }
  lines.push('addresses: |', ...rows.map((row) => `  ${row}`));
  lines.push('vpn:', '  master: TKDEMO01', `  members: [${CLUSTER_MEMBERS.join(', ')}]`, '');
  return lines.join('\n');
}

/** How many controllers the plan moves: those of firmware 1.6 and later. */
export function movedCount(count: number): number {
  return Array.from({ length: count }, (_, i) => fleetProfile(i)).filter(
    (p) => p.firmware !== '1.5',
  ).length;
}

/**
 * A new open site in `dataDir` with every controller's certificate pinned (read from the
 * controller and compared with the fingerprint its simulator gave, as `--accept` does) and the
 * controller on the site, journalled as trusted and added. Passwords are not saved: the command
 * takes admin's from TURNKEY_PASSWORD (scale-apply.ts), as the site plans benchmark's does.
 */
export async function setUpSite(dataDir: string, controllers: readonly PartController[]) {
  const services = await createControllerServices({ dataDir, keychainService: SCALE_KEYCHAIN });
  const sites = new SiteStore(dataDir, { shell: 'cli', user: userInfo().username });
  const site = await sites.create('Scale bench');
  for (const c of controllers) {
    const address = { host: c.host, port: c.port };
    const pin = await acceptCertificate(services, address, c.fingerprint);
    await joinSite(
      site,
      {
        sighting: {
          id: pin.fingerprint256,
          fingerprint256: pin.fingerprint256,
          address,
          serial: c.serial,
          model: 'Turnkey simulator',
          firmware: `${c.firmware}.0`,
        },
        trusted: true,
      },
      pin,
    );
  }
  // What the process still holds of controllers.json reaches the disk before it is copied.
  await site.flush();
}
