import { describe, expect, it } from 'vitest';
import { readRecord } from '../../../src/core/discovery/controller-search';

const FP = Array.from({ length: 32 }, () => 'ab').join(':');

describe('a controller search result record (spec 4.12, read loosely)', () => {
  it('reads the spec fields and the port and fingerprint a controller may add', () => {
    expect(
      readRecord({
        serial: 'S1',
        address: '10.0.0.4',
        port: 8443,
        model: 'M',
        firmware: '1.6.0',
        fingerprint: FP,
      }),
    ).toEqual({
      host: '10.0.0.4',
      port: 8443,
      serial: 'S1',
      model: 'M',
      firmware: '1.6.0',
      fingerprint256: FP.toUpperCase(),
    });
  });

  it('takes HOST:PORT in the address, and drops what is not usable', () => {
    expect(readRecord({ address: '10.0.0.4:4443', fingerprint: 'short' })).toEqual({
      host: '10.0.0.4',
      port: 4443,
    });
    expect(readRecord({ address: '10.0.0.4', port: 70000, serial: '' })).toEqual({
      host: '10.0.0.4',
    });
    expect(readRecord({ serial: 'no address' })).toBeUndefined();
    expect(readRecord('10.0.0.4')).toBeUndefined();
  });
});
