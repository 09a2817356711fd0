import { describe, expect, it } from 'vitest';
import {
  mergeSightings,
  type ControllerSighting,
  type OtherSighting,
} from '../../../src/core/discovery/merge';
import { certificateInfo } from './test-certificate-info';
import type { KnownController } from '../../../src/core/trust/known-controller.schema';

const fp = (byte: string) => Array.from({ length: 32 }, () => byte).join(':');
const A = fp('AA');
const B = fp('BB');
const C = fp('CC');

const cert = certificateInfo;

const at = (host: string, port = 443) => ({ host, port });

function seen(
  method: ControllerSighting['method'],
  fingerprint: string,
  host: string,
  extra: Partial<ControllerSighting> = {},
): ControllerSighting {
  return {
    method,
    address: at(host),
    fingerprint256: fingerprint,
    certificate: cert(fingerprint),
    ...extra,
  };
}

function pinned(fingerprint: string, host?: string): KnownController {
  return {
    fingerprint256: fingerprint,
    subject: 'CN=x',
    validFrom: '2026-01-01T00:00:00.000Z',
    validTo: '2036-01-01T00:00:00.000Z',
    ...(host ? { address: at(host) } : {}),
    trustedAt: '2026-01-02T00:00:00.000Z',
  };
}

describe('the merge by fingerprint (D14)', () => {
  it('makes one entry per certificate with every method and address that found it', () => {
    const { controllers } = mergeSightings(
      [
        seen('sweep', A, '10.0.0.12', { serial: 'S-A', firmware: '1.6.0' }),
        seen('mdns', A, '10.0.0.12', { serial: 'S-A', model: 'M1', firmware: '1.6.0' }),
        seen('sweep', B, '10.0.0.3', { firmware: '1.7.0' }),
        {
          method: 'controller_search',
          address: at('10.0.0.12'),
          fingerprint256: A,
          firmware: '1.6',
          via: at('10.0.0.3'),
        },
        seen('controller_search', A, '10.0.0.12', { via: at('10.0.0.3') }),
      ],
      [],
      [],
    );
    expect(controllers.map((c) => c.id)).toEqual([B, A]);
    const a = controllers[1]!;
    expect(a).toMatchObject({
      fingerprint256: A,
      address: at('10.0.0.12'),
      addresses: [at('10.0.0.12')],
      methods: ['sweep', 'mdns', 'controller_search'],
      serial: 'S-A',
      model: 'M1',
      firmware: '1.6.0',
      trust: 'new',
      warnings: [],
    });
  });

  it('flags a trusted controller at a new address as moved, and keeps it trusted', () => {
    const { controllers } = mergeSightings(
      [seen('sweep', A, '10.0.0.20')],
      [],
      [pinned(A, '10.0.0.12')],
    );
    expect(controllers[0]).toMatchObject({
      trust: 'trusted',
      warnings: [{ kind: 'moved', previousAddress: at('10.0.0.12') }],
    });
  });

  it('uses the pinned address as the address when the controller still answers there', () => {
    const { controllers } = mergeSightings(
      [seen('sweep', A, '10.0.0.5'), seen('sweep', A, '10.0.0.12')],
      [],
      [pinned(A, '10.0.0.12')],
    );
    expect(controllers[0]).toMatchObject({ address: at('10.0.0.12'), warnings: [] });
    expect(controllers[0]?.addresses).toHaveLength(2);
  });

  it('flags another certificate at a pinned address as changed when the pinned one is gone', () => {
    const { controllers } = mergeSightings(
      [seen('sweep', B, '10.0.0.12')],
      [],
      [pinned(A, '10.0.0.12')],
    );
    expect(controllers[0]).toMatchObject({
      trust: 'changed',
      warnings: [{ kind: 'certificate_changed', pinned: A }],
    });
  });

  it('does not call it changed when the pinned controller answered elsewhere (it moved)', () => {
    const { controllers } = mergeSightings(
      [seen('sweep', B, '10.0.0.12'), seen('sweep', A, '10.0.0.30')],
      [],
      [pinned(A, '10.0.0.12')],
    );
    const byId = Object.fromEntries(controllers.map((c) => [c.id, c]));
    expect(byId[B]).toMatchObject({ trust: 'new', warnings: [] });
    expect(byId[A]?.warnings).toEqual([{ kind: 'moved', previousAddress: at('10.0.0.12') }]);
  });

  it('flags two certificates answering at one address during the search', () => {
    const { controllers } = mergeSightings(
      [
        seen('sweep', A, '192.168.1.100'),
        seen('mdns', B, '192.168.1.100'),
        seen('sweep', C, '192.168.1.7'),
      ],
      [],
      [],
    );
    const byId = Object.fromEntries(controllers.map((c) => [c.id, c]));
    expect(byId[A]?.warnings).toEqual([
      { kind: 'duplicate_address', address: at('192.168.1.100'), other: B },
    ]);
    expect(byId[B]?.warnings).toEqual([
      { kind: 'duplicate_address', address: at('192.168.1.100'), other: A },
    ]);
    expect(byId[C]?.warnings).toEqual([]);
  });

  it('lists what only a search reported, unreachable from here, apart', () => {
    const { controllers, reported } = mergeSightings(
      [
        {
          method: 'controller_search',
          address: at('10.9.0.4'),
          fingerprint256: C,
          serial: 'S-C',
          firmware: '1.5.0',
          via: at('10.0.0.3'),
        },
        {
          method: 'controller_search',
          address: at('10.9.0.5'),
          serial: 'S-D',
          via: at('10.0.0.3'),
        },
        {
          method: 'controller_search',
          address: at('10.0.0.12'),
          serial: 'S-A',
          via: at('10.0.0.3'),
        },
        seen('sweep', A, '10.0.0.12', { serial: 'S-A' }),
      ],
      [],
      [pinned(C, '10.9.0.4')],
    );
    expect(controllers.map((c) => [c.id, c.methods])).toEqual([
      [A, ['sweep', 'controller_search']],
    ]);
    expect(reported).toEqual([
      {
        fingerprint256: C,
        address: at('10.9.0.4'),
        serial: 'S-C',
        firmware: '1.5.0',
        via: at('10.0.0.3'),
        trust: 'trusted',
        warnings: [],
      },
      { address: at('10.9.0.5'), serial: 'S-D', via: at('10.0.0.3'), warnings: [] },
    ]);
  });

  it('lists other HTTPS devices once per address, never where a controller answered', () => {
    const others: OtherSighting[] = [
      {
        method: 'sweep',
        address: at('10.0.0.8'),
        kind: 'other_https',
        reason: 'HTTP 200',
        certificate: cert(C),
      },
      { method: 'mdns', address: at('10.0.0.8'), kind: 'other_https', reason: 'HTTP 200' },
      { method: 'sweep', address: at('10.0.0.9', 8443), kind: 'not_https', reason: 'no TLS' },
      {
        method: 'sweep',
        address: at('10.0.0.12'),
        kind: 'other_https',
        reason: 'stopped answering',
      },
    ];
    const { otherDevices } = mergeSightings([seen('sweep', A, '10.0.0.12')], others, []);
    expect(otherDevices).toEqual([
      {
        address: at('10.0.0.8'),
        kind: 'other_https',
        reason: 'HTTP 200',
        fingerprint256: C,
        subject: 'CN=x',
        methods: ['sweep', 'mdns'],
      },
      { address: at('10.0.0.9', 8443), kind: 'not_https', reason: 'no TLS', methods: ['sweep'] },
    ]);
  });
});
