import { describe, expect, it } from 'vitest';
import type { ControllerState } from '../../../src/shared/ipc/controller-state.schema';
import type { SiteController } from '../../../src/shared/ipc/site.schema';
import {
  healthCounts,
  hasTrouble,
  withTrouble,
} from '../../../src/renderer/src/features/site/site-health';

const AT = '2026-01-01T10:00:00.000Z';

/** A controller trusted, answering, logged in, its password changed and its network verified. */
function controller(id: string, change: Partial<ControllerState> = {}): SiteController {
  return {
    id,
    fingerprint256: id,
    address: { host: '10.0.0.10', port: 443 },
    addresses: [],
    trust: 'trusted',
    passwordSaved: false,
    addedAt: AT,
    state: {
      identity: { state: 'trusted' },
      reach: { state: 'answers' },
      session: { state: 'logged_in', login: 'admin', role: 'admin' },
      factoryPassword: { state: 'changed' },
      areas: { network: { at: AT, outcome: 'verified' } },
      ...change,
    },
  };
}

const healthy = controller('healthy');
const changed = controller('changed', {
  identity: { state: 'changed', presented: 'other' },
  refusal: 'certificate_changed',
});
const silent = controller('silent', { reach: { state: 'silent', since: AT } });
const factory = controller('factory', { factoryPassword: { state: 'in_use' } });
const legacyOpen = controller('legacy-open', {
  factoryPassword: { state: 'cannot_change', works: true },
});
const legacyClosed = controller('legacy-closed', {
  factoryPassword: { state: 'cannot_change', works: false },
});
const neverVerified = controller('never', { areas: {} });
const failedLast = controller('failed', {
  areas: { network: { at: AT, outcome: 'verified' }, time: { at: AT, outcome: 'failed' } },
});
const onlyFailed = controller('only-failed', {
  areas: { password: { at: AT, outcome: 'failed' } },
});

const site = [
  healthy,
  changed,
  silent,
  factory,
  legacyOpen,
  legacyClosed,
  neverVerified,
  failedLast,
  onlyFailed,
];

describe('the site health strip', () => {
  it('counts each kind of trouble from the state', () => {
    expect(healthCounts(site)).toEqual({
      changed: 1,
      silent: 1,
      factory: 2,
      unverified: 2,
      failed: 2,
    });
  });

  it('counts nothing on a healthy or empty site', () => {
    const none = { changed: 0, silent: 0, factory: 0, unverified: 0, failed: 0 };
    expect(healthCounts([healthy])).toEqual(none);
    expect(healthCounts([])).toEqual(none);
  });

  it('takes the factory password as working only where it lets anyone in', () => {
    expect(hasTrouble(legacyOpen, 'factory')).toBe(true);
    expect(hasTrouble(legacyClosed, 'factory')).toBe(false);
    expect(
      hasTrouble(controller('unchecked', { factoryPassword: { state: 'not_checked' } }), 'factory'),
    ).toBe(false);
  });

  it('filters to the rows each count names, and to all rows when no toggle is on', () => {
    const ids = (key: Parameters<typeof withTrouble>[1]) => withTrouble(site, key).map((c) => c.id);
    expect(ids(null)).toEqual(site.map((c) => c.id));
    expect(ids('changed')).toEqual(['changed']);
    expect(ids('silent')).toEqual(['silent']);
    expect(ids('factory')).toEqual(['factory', 'legacy-open']);
    expect(ids('unverified')).toEqual(['never', 'only-failed']);
    expect(ids('failed')).toEqual(['failed', 'only-failed']);
    const counts = healthCounts(site);
    for (const key of ['changed', 'silent', 'factory', 'unverified', 'failed'] as const) {
      expect(ids(key)).toHaveLength(counts[key]);
    }
  });
});
