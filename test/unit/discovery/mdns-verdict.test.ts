import { describe, expect, it } from 'vitest';
import type { ProbeOutcome } from '../../../src/core/discovery/https-probe';
import { judgeAdvertAnswer } from '../../../src/core/discovery/mdns-verdict';
import { certificateInfo } from './test-certificate-info';

const fp = (byte: string) => Array.from({ length: 32 }, () => byte).join(':');
const at = (host: string) => ({ host, port: 8443 });

function controller(host: string, fingerprint: string, serial?: string): ProbeOutcome {
  const certificate = certificateInfo(fingerprint);
  return {
    kind: 'controller',
    address: at(host),
    certificate,
    ...(serial ? { serial } : {}),
    firmware: '1.7.0',
  };
}

describe('an mDNS advert against what answered at its address (D14, D15)', () => {
  it('is confirmed by the controller it names', () => {
    expect(
      judgeAdvertAnswer({ serial: 'A' }, controller('10.0.0.1', fp('AA'), 'A'), undefined),
    ).toEqual({
      kind: 'confirmed',
    });
    // A certificate that names no serial cannot contradict the TXT.
    expect(judgeAdvertAnswer({ serial: 'A' }, controller('10.0.0.1', fp('AA')), undefined)).toEqual(
      {
        kind: 'confirmed',
      },
    );
  });

  it('is not confirmed by a controller whose certificate names another serial', () => {
    const verdict = judgeAdvertAnswer(
      { serial: 'A' },
      controller('10.0.0.2', fp('BB'), 'B'),
      undefined,
    );
    expect(verdict).toEqual({
      kind: 'other_controller',
      reason: 'controller B answered there (certificate BB:BB:BB:BB), not A',
    });
  });

  it('is not confirmed elsewhere by another certificate than the one that confirmed it', () => {
    const confirmedBy = { fingerprint256: fp('AA'), address: at('10.0.0.1') };
    expect(judgeAdvertAnswer({}, controller('10.0.0.3', fp('AA')), confirmedBy)).toEqual({
      kind: 'confirmed',
    });
    expect(judgeAdvertAnswer({}, controller('10.0.0.2', fp('BB')), confirmedBy)).toEqual({
      kind: 'other_controller',
      reason:
        'another certificate answered there (BB:BB:BB:BB) than at 10.0.0.1:8443 (AA:AA:AA:AA)',
    });
  });

  it('says why an address that is no controller did not confirm it', () => {
    expect(
      judgeAdvertAnswer({ serial: 'A' }, { kind: 'refused', address: at('10.0.0.4') }, undefined),
    ).toEqual({
      kind: 'not_controller',
      reason: 'connection refused',
    });
  });
});
