/**
 * What needs attention on a site, counted from each controller's derived state (docs/decisions.md,
 * "The state of a site controller") for the health strip above the work list (screens guide, "The
 * shortest path"). The strip's counts and its filters are the same test, so a count never promises
 * rows the filter does not show.
 */
import type { SiteController } from '../../../../shared/ipc/site.schema';

/** The kinds of trouble the strip counts, in the order it shows them (worst first). */
export const HEALTH_KEYS = ['changed', 'silent', 'factory', 'unverified', 'failed'] as const;
export type HealthKey = (typeof HEALTH_KEYS)[number];
export type HealthCounts = Record<HealthKey, number>;

/** The factory account lets anyone in: in use, or seen working where it cannot be changed here. */
export function factoryWorks(c: SiteController): boolean {
  const { state, works } = c.state.factoryPassword;
  return state === 'in_use' || (state === 'cannot_change' && works === true);
}

const TESTS: Record<HealthKey, (c: SiteController) => boolean> = {
  changed: (c) => c.state.identity.state === 'changed',
  silent: (c) => c.state.reach.state === 'silent',
  factory: factoryWorks,
  unverified: (c) => !Object.values(c.state.areas).some((check) => check?.outcome === 'verified'),
  failed: (c) => Object.values(c.state.areas).some((check) => check?.outcome === 'failed'),
};

/** Whether a controller has this kind of trouble. */
export function hasTrouble(c: SiteController, key: HealthKey): boolean {
  return TESTS[key](c);
}

/** How many controllers have each kind of trouble. */
export function healthCounts(controllers: readonly SiteController[]): HealthCounts {
  const counts = Object.fromEntries(HEALTH_KEYS.map((key) => [key, 0])) as HealthCounts;
  for (const c of controllers) {
    for (const key of HEALTH_KEYS) if (TESTS[key](c)) counts[key] += 1;
  }
  return counts;
}

/** The controllers the strip's chosen toggle leaves in the list (all of them when none is on). */
export function withTrouble(
  controllers: readonly SiteController[],
  key: HealthKey | null,
): SiteController[] {
  return key === null ? [...controllers] : controllers.filter((c) => TESTS[key](c));
}
