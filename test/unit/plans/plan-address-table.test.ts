/**
 * A site plan's `addresses:` table (docs/decisions.md, "Network wizard: addresses by serial"):
 * the same table as the network wizard's, each row its controller's planned network, and each
 * problem told at its line in the file.
 */
import { describe, expect, it } from 'vitest';
import { parseSitePlan } from '../../../src/core/plans/plan-parse';

const PLAN = `planVersion: 1
controllers:
  EAST-1:
    time: {zone: Europe/Moscow, ntp: false}
addresses: |
  serial\taddress\tmask\tgateway
  EAST-1\t10.0.0.57\t255.255.255.0\t10.0.0.1

  EAST-2\t10.0.0.31\t255.255.255.0\t10.0.0.1
`;

describe('a plan with an addresses table', () => {
  it("makes each row its controller's planned static network", () => {
    const parsed = parseSitePlan(PLAN);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    expect(parsed.plan.controllers).toEqual({
      'EAST-1': {
        time: { zone: 'Europe/Moscow', ntp: false },
        network: { dhcp: false, ip: '10.0.0.57', mask: '255.255.255.0', gateway: '10.0.0.1' },
      },
      'EAST-2': {
        network: { dhcp: false, ip: '10.0.0.31', mask: '255.255.255.0', gateway: '10.0.0.1' },
      },
    });
  });

  it('reads CSV in JSON too, every row on the key line', () => {
    const parsed = parseSitePlan(
      JSON.stringify({
        planVersion: 1,
        controllers: {},
        addresses: 'A-1,10.0.0.5,255.255.255.0,10.0.0.1\r\nA-2,10.0.0.9,255.255.255.0,10.0.0.1',
      }),
    );
    expect(parsed.ok && Object.keys(parsed.plan.controllers)).toEqual(['A-1', 'A-2']);
  });

  it('tells a bad address and a duplicate at their lines in the file', () => {
    const parsed = parseSitePlan(
      PLAN.replace('10.0.0.31', '10.0.0.300') + '  EAST-3\t10.0.0.57\t255.255.255.0\t10.0.0.1\n',
    );
    if (parsed.ok) throw new Error('refused');
    expect(parsed.problems.map((p) => [p.line, p.field, p.message.en])).toEqual([
      [9, 'addresses.address', '"10.0.0.300" is not an IPv4 address (such as 192.168.1.50).'],
      [10, 'addresses.address', '10.0.0.57 is given to EAST-1 at line 2 already.'],
    ]);
  });

  it('refuses a controller whose network is given under controllers too', () => {
    const parsed = parseSitePlan(
      PLAN.replace(
        '    time: {zone: Europe/Moscow, ntp: false}',
        '    network: {dhcp: false, ip: 10.0.0.31, mask: 255.255.255.0, gateway: 10.0.0.1}',
      ),
    );
    if (parsed.ok) throw new Error('refused');
    expect(parsed.problems.map((p) => [p.line, p.field, p.message.en])).toEqual([
      [
        7,
        'addresses.serial',
        'EAST-1 is given its network under controllers.EAST-1.network too: give it once.',
      ],
      [9, 'addresses.address', '10.0.0.31 is planned for EAST-1 under controllers too.'],
    ]);
  });
});
