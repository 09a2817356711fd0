/**
 * A site plan: how a whole site should be, in one human-readable file (docs/site-plans.md,
 * docs/decisions.md "Site plans"). Each section reuses the contract's own payload schemas
 * (spec 2.2) so a plan accepts exactly what the controller would: network settings, access
 * points of the six creation kinds, schedules, access profiles and authentication users (their
 * login and role only: passwords never live in the file, D2). Names tie records together, since
 * uuids are the controller's own and differ from one controller to the next.
 */
import { z } from 'zod';
import {
  ACCESS_POINT_KINDS,
  accessPoint,
  accessProfile,
  schedule,
} from '../api/schemas/access.schema';
import { timeZoneName } from '../api/formats';
import { limitedText } from '../api/text-limit-schemas';
import { authUser } from '../api/schemas/people.schema';
import { networkSettings } from '../api/schemas/system.schema';

export const PLAN_VERSION = 1;

/** One access point by name, of any creation kind (spec 4.2), with its extra parameters. */
export const plannedAccessPoint = accessPoint.pick({ name: true, type: true }).extend({
  kind: z.enum(ACCESS_POINT_KINDS),
  parameters: accessPoint.shape.ext_parameters,
});
export type PlannedAccessPoint = z.infer<typeof plannedAccessPoint>;

/** An access profile naming its schedule and access points (resolved to uuids on the controller). */
export const plannedAccessProfile = accessProfile.pick({ name: true }).extend({
  schedule: z.string().min(1),
  accessPoints: z.array(z.string().min(1)),
});
export type PlannedAccessProfile = z.infer<typeof plannedAccessProfile>;

/** An authentication user without its password (asked for or taken from the keychain). */
export const plannedAuthUser = authUser.omit({ password: true });
export type PlannedAuthUser = z.infer<typeof plannedAuthUser>;

/** The clock settings of `POST /date_time` (spec 4.12): the zone, and NTP's server or off. */
export const plannedTime = z.strictObject({
  zone: timeZoneName,
  ntp: z.union([z.literal(false), limitedText('ntp_server').min(1)]),
});
export type PlannedTime = z.infer<typeof plannedTime>;

/** One controller as it should be. */
export const plannedController = z.strictObject({
  /** Its certificate's SHA-256 fingerprint, once trusted (D14): a controller answering with another is refused. */
  fingerprint256: z.string().min(1).optional(),
  /** The uuid new access points name (spec 2.2 `controller_uuid`), for one holding none yet. */
  controllerUuid: accessPoint.shape.controller_uuid.optional(),
  network: networkSettings.optional(),
  time: plannedTime.optional(),
  accessPoints: z.array(plannedAccessPoint).optional(),
  schedules: z.array(schedule).optional(),
  accessProfiles: z.array(plannedAccessProfile).optional(),
  authUsers: z.array(plannedAuthUser).optional(),
});
export type PlannedController = z.infer<typeof plannedController>;

/** The site's VPN cluster (spec 4.12): a master and its members, by serial (D14). */
export const plannedVpn = z.strictObject({
  master: z.string().min(1),
  members: z.array(z.string().min(1)).min(1),
  comment: limitedText('comment').optional(),
});
export type PlannedVpn = z.infer<typeof plannedVpn>;

function duplicates(names: readonly string[]): number[] {
  const seen = new Set<string>();
  return names.flatMap((name, i) => (seen.has(name) ? [i] : (seen.add(name), [])));
}

interface PlanIssue {
  path: (string | number)[];
  message: string;
}

/** Names refer within one controller's plan; each list holds a name once. */
function controllerIssues(c: PlannedController): PlanIssue[] {
  const issues: PlanIssue[] = [];
  const issue = (path: (string | number)[], message: string) => issues.push({ path, message });
  for (const [key, list] of [
    ['accessPoints', c.accessPoints?.map((p) => p.name)],
    ['schedules', c.schedules?.map((s) => s.name)],
    ['accessProfiles', c.accessProfiles?.map((p) => p.name)],
    ['authUsers', c.authUsers?.map((u) => u.login)],
  ] as const) {
    for (const i of duplicates(list ?? [])) issue([key, i], 'is named twice in this controller');
  }
  const schedules = new Set(c.schedules?.map((s) => s.name));
  const points = new Set(c.accessPoints?.map((p) => p.name));
  c.accessProfiles?.forEach((profile, i) => {
    if (!schedules.has(profile.schedule))
      issue(['accessProfiles', i, 'schedule'], `names no schedule of this controller's plan`);
    profile.accessPoints.forEach((name, j) => {
      if (!points.has(name))
        issue(
          ['accessProfiles', i, 'accessPoints', j],
          `names no access point of this controller's plan`,
        );
    });
  });
  return issues;
}

export const sitePlan = z
  .strictObject({
    planVersion: z.literal(PLAN_VERSION),
    /** A name for people; the site the plan is applied to is the one open (or `--site`). */
    site: z.string().optional(),
    controllers: z.record(z.string().min(1), plannedController),
    /**
     * The network wizard's table of addresses by serial (serial, address, mask, gateway per
     * line, CSV or TSV), each row a controller's static network: read by core/plans.
     */
    addresses: z.string().max(100_000).optional(),
    vpn: plannedVpn.optional(),
  })
  .superRefine((plan, ctx) => {
    const ips = new Map<string, string>();
    for (const [serial, c] of Object.entries(plan.controllers)) {
      for (const { path, message } of controllerIssues(c))
        ctx.addIssue({ code: 'custom', path: ['controllers', serial, ...path], message });
      const ip = c.network && !c.network.dhcp ? c.network.ip : undefined;
      if (ip && ips.has(ip))
        ctx.addIssue({
          code: 'custom',
          path: ['controllers', serial, 'network', 'ip'],
          message: `is planned for ${ips.get(ip)} too`,
        });
      if (ip) ips.set(ip, serial);
    }
    if (plan.vpn) {
      const { master, members } = plan.vpn;
      if (!(master in plan.controllers))
        ctx.addIssue({
          code: 'custom',
          path: ['vpn', 'master'],
          message: 'is not a controller of the plan',
        });
      members.forEach((m, i) => {
        if (!(m in plan.controllers))
          ctx.addIssue({
            code: 'custom',
            path: ['vpn', 'members', i],
            message: 'is not a controller of the plan',
          });
        else if (m === master)
          ctx.addIssue({
            code: 'custom',
            path: ['vpn', 'members', i],
            message: 'is the master itself',
          });
      });
    }
  });
export type SitePlan = z.infer<typeof sitePlan>;
