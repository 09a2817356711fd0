import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { staffLegacy, staffModern } from '../../../src/shared/api';
import type { StaffStored } from '../../../src/simulator/records/collections';
import { holds, sameRecord } from '../../../src/simulator/vpn/copy-catalog';
import { staffBody } from '../../../src/simulator/vpn/copy-staff';
import { parsePeer } from '../../../src/simulator/vpn/peers';

const mine = randomUUID();
const theirs = randomUUID();
const unknown = randomUUID();

const person: StaffStored = {
  surname: 'Ivanova',
  name: 'Anna',
  dolzhnost: 'Engineer',
  uuid: randomUUID(),
  pin: '1234',
  cards: ['123456'],
  access_profiles: [
    { uuid: mine, from: 0, to: 10 },
    { uuid: unknown, from: 5, to: 6 },
  ],
  access_profile: mine,
  banned: true,
};

describe('VPN sync: staff in the member field set (D12)', () => {
  it('writes a modern member every field, with its own access profile uuids', () => {
    const body = staffBody(person, 'modern', { [mine]: theirs });
    expect(body).toMatchObject({
      surname: 'Ivanova',
      pin: '1234',
      access_profiles: [{ uuid: theirs, from: 0, to: 10 }],
      access_profile: theirs,
      banned: true,
    });
    expect(staffModern.safeParse(JSON.parse(JSON.stringify(body))).success).toBe(true);
  });

  it('writes a legacy member its four fields, which its schema accepts', () => {
    const body: unknown = JSON.parse(
      JSON.stringify(staffBody(person, 'legacy', { [mine]: theirs })),
    );
    expect(body).toEqual({
      uuid: person.uuid,
      last_name: 'Ivanova',
      first_name: 'Anna',
      cards: ['123456'],
      access_profile: theirs,
      banned: true,
    });
    expect(staffLegacy.safeParse(body).success).toBe(true);
    const unlinked: unknown = JSON.parse(JSON.stringify(staffBody(person, 'legacy', {})));
    expect(unlinked).not.toHaveProperty('access_profile');
  });

  it('compares records by content, whole or in part', () => {
    expect(sameRecord({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
    expect(sameRecord({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(holds({ uuid: 'x', a: 1, b: 2 }, { a: 1, b: 2 })).toBe(true);
    expect(holds({ uuid: 'x', a: 1 }, { a: 1, b: 2 })).toBe(false);
  });

  it('parses --peer SERIAL@HOST:PORT', () => {
    expect(parsePeer('TK-2@127.0.0.12:8443')).toEqual({
      serial: 'TK-2',
      host: '127.0.0.12',
      port: 8443,
    });
    for (const bad of ['127.0.0.12:8443', '@127.0.0.12:1', 'TK 2@h:1', 'TK-2@h', 'TK-2@h:0']) {
      expect(() => parsePeer(bad), bad).toThrow(/--peer/);
    }
  });
});
