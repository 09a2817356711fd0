/**
 * What the handover report leaves open from a controller's state (docs/decisions.md, "The state
 * of a site controller"): the factory password in use, never checked, or out of reach on its
 * firmware, and a certificate that changed, each with the controller named; a state finding in
 * the journal is never a failed change of its own.
 */
import { describe, expect, it } from 'vitest';
import { controllerOpenItems } from '../../../src/core/report/report-open-items';
import { openFailures } from '../../../src/core/report/report-open-failures';
import type { ReportController } from '../../../src/shared/report/handover-report.schema';

const FP = 'AB:'.repeat(31) + 'AB';
const NEW = 'CD:'.repeat(31) + 'CD';

function controller(extra: Partial<ReportController>): ReportController {
  return {
    id: FP,
    label: 'TKDEMO02',
    fingerprint256: FP,
    address: { host: '127.0.0.12', port: 8443 },
    addresses: [],
    vpnRole: 'none',
    pinned: true,
    accessPoints: [],
    verification: {
      state: 'verified',
      checks: [{ area: 'time', outcome: 'succeeded', at: '2026-03-01T10:00:00.000Z' }],
    },
    ...extra,
  };
}

describe('open items from the state', () => {
  it('lists the factory password in use, never checked, or to change on the device', () => {
    const kinds = (['in_use', 'not_checked', 'cannot_change', 'changed'] as const).map((state) =>
      controllerOpenItems(controller({ factoryPasswordState: state })).map((i) => i.kind),
    );
    expect(kinds).toEqual([
      ['factory_password'],
      ['factory_password_not_checked'],
      ['factory_password_cannot_change'],
      [],
    ]);
  });

  it('lists a changed certificate with both fingerprints, in both languages', () => {
    const [item] = controllerOpenItems(
      controller({ factoryPasswordState: 'changed', identity: 'changed', presented: NEW }),
    );
    expect(item).toMatchObject({ kind: 'certificate_changed', label: 'TKDEMO02' });
    for (const text of [item!.text.en, item!.text.ru]) {
      expect(text).toContain(FP);
      expect(text).toContain(NEW);
    }
  });

  it('never counts a state finding as a failed change', () => {
    const at = '2026-03-01T10:00:00.000Z';
    const actor = { shell: 'cli' as const, user: 'engineer' };
    const failures = openFailures(
      [
        { id: '1', at, actor, action: 'factoryPassword.inUse', controllerId: FP, outcome: 'info' },
        { id: '2', at, actor, action: 'certificate.changed', controllerId: FP, outcome: 'info' },
      ],
      [],
    );
    expect(failures).toEqual([]);
  });
});
