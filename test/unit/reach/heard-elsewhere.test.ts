/** Which controllers a search heard get "Reach it from this computer" (heard-elsewhere.ts). */
import { describe, expect, it } from 'vitest';
import {
  heardElsewhere,
  networkHolds,
} from '../../../src/renderer/src/features/discovery/heard-elsewhere';

describe('heard elsewhere', () => {
  it('tells whether a network holds an address', () => {
    expect(networkHolds('192.168.77.0/24', '192.168.77.200')).toBe(true);
    expect(networkHolds('192.168.77.0/24', '192.168.78.1')).toBe(false);
    expect(networkHolds('127.0.0.0/8', '127.0.0.11')).toBe(true);
    expect(networkHolds('not a network', '127.0.0.11')).toBe(false);
  });

  it('keeps unconfirmed adverts and reported controllers off this computer’s networks, once each', () => {
    const address = (host: string) => ({ host, port: 443 });
    const heard = heardElsewhere(
      [
        {
          kind: 'mdns_unconfirmed',
          name: 'Turnkey controller A',
          address: address('10.99.0.11'),
          reason: 'ENETUNREACH',
        },
        {
          kind: 'mdns_unconfirmed',
          name: 'Turnkey controller B',
          address: address('192.168.77.20'),
          reason: 'refused',
        },
        { kind: 'mdns_silent' },
      ],
      [
        { address: address('10.99.0.11'), serial: 'A', via: address('192.168.77.5'), warnings: [] },
        { address: address('10.98.0.7'), serial: 'C', via: address('192.168.77.5'), warnings: [] },
      ],
      ['192.168.77.0/24', '127.0.0.0/8'],
    );
    expect(heard).toEqual([
      { name: 'Turnkey controller A', address: address('10.99.0.11'), heardBy: 'mdns' },
      { name: 'C', address: address('10.98.0.7'), heardBy: 'controller_search' },
    ]);
  });
});
