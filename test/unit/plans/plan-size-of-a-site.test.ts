/**
 * The plan file's limit holds a whole big site (docs/decisions.md, "Hard edges of files"): what
 * `turnkey export-plan` writes for 1,000 controllers, every section filled as a commissioned
 * controller's are, is read back by `turnkey plan` and the app, on the bridge too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PLAN_FILE_MAX_BYTES } from '../../../src/core/plans/plan-bounds';
import { planYaml } from '../../../src/core/plans/plan-export';
import { parseSitePlan } from '../../../src/core/plans/plan-parse';
import { planRead } from '../../../src/shared/ipc/plans.schema';
import { MAX_WIRE_MESSAGE_BYTES } from '../../../src/shared/ipc/wire.schema';
import { PLAN_VERSION, type SitePlan } from '../../../src/shared/plans/site-plan.schema';

const CONTROLLERS = 1000;
/** Writing and parsing 0.7 MB of YAML takes seconds on a busy machine: a bound for hangs only. */
const SLOW_MS = 120_000;

function fingerprint(i: number): string {
  const hex = i.toString(16).padStart(64, 'a').toUpperCase();
  return hex.match(/../g)!.join(':');
}

/** A site of `count` controllers as export-plan writes it: a block per controller. */
function exportedSite(count: number): string {
  const controllers: SitePlan['controllers'] = {};
  for (let i = 0; i < count; i++) {
    controllers[`YARD${String(i + 1).padStart(5, '0')}`] = {
      fingerprint256: fingerprint(i),
      controllerUuid: `7c9e6679-7425-40de-944b-${String(i).padStart(12, '0')}`,
      network: {
        dhcp: false,
        ip: `10.1.${i >> 8}.${i & 255}`,
        mask: '255.255.0.0',
        gateway: '10.1.0.1',
      },
      time: { zone: 'Asia/Yekaterinburg', ntp: 'ntp1.yard.local' },
      accessPoints: [
        { name: 'Проходная 2', kind: 'turnstile', type: 'entrance', parameters: { pass_time: 7 } },
        { name: 'Калитка', kind: 'single', type: 'door', parameters: { unlock_time: 5 } },
      ],
      schedules: [
        {
          name: 'Смена А',
          intervals: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '08:00', to: '17:00' }],
        },
      ],
      accessProfiles: [
        { name: 'Смена А', schedule: 'Смена А', accessPoints: ['Проходная 2', 'Калитка'] },
      ],
      authUsers: [{ login: 'guard', role: 'operator' }],
    };
  }
  const plan: SitePlan = { planVersion: PLAN_VERSION, controllers };
  return planYaml(plan, 'The site Yard, written by Turnkey');
}

describe('a plan of a 1,000-controller site', () => {
  let text = '';
  let bytes = 0;
  beforeAll(() => {
    text = exportedSite(CONTROLLERS);
    bytes = Buffer.byteLength(text, 'utf8');
  }, SLOW_MS);

  it('is past the old 512 KiB and within the limit', () => {
    expect(bytes).toBeGreaterThan(512 * 1024);
    expect(bytes).toBeLessThanOrEqual(PLAN_FILE_MAX_BYTES);
  });

  it(
    'is read back whole, every controller in it',
    () => {
      const parsed = parseSitePlan(text);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems.slice(0, 3)));
      expect(Object.keys(parsed.plan.controllers)).toHaveLength(CONTROLLERS);
    },
    SLOW_MS,
  );

  it('passes the bridge as the app sends it', () => {
    const input = { text, fileName: 'yard.yaml' };
    const message = JSON.stringify({ kind: 'invoke', id: 7, channel: 'plan:read', input });
    expect(Buffer.byteLength(message, 'utf8')).toBeLessThanOrEqual(MAX_WIRE_MESSAGE_BYTES);
    expect(planRead.input.safeParse(input).success).toBe(true);
  });

  it('leaves the bridge room for any plan within the limit, its escapes doubled', () => {
    expect(MAX_WIRE_MESSAGE_BYTES).toBeGreaterThan(2 * PLAN_FILE_MAX_BYTES);
  });
});
