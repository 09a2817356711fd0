import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/shared/api';
import { SIMULATOR_MODEL } from '../../../src/simulator/identity';
import { eraProbePaths, identityOf } from '../../../src/simulator/search/probe';
import { createSelfSignedCertificate } from '../../../src/simulator/tls/certificate';

describe('controller search probe', () => {
  it('asks one authenticated read of each description version, newest first', () => {
    const probes = eraProbePaths();
    expect(probes.map((p) => p.version)).toEqual(['1.7.0', '1.6.0', '1.5.0']);
    for (const { version, path } of probes) {
      const endpoint = ENDPOINTS.find((e) => e.method === 'GET' && e.path === path);
      expect(endpoint).toMatchObject({ since: version, auth: true });
    }
  });

  it("reads serial and model from a simulator's certificate subject", () => {
    const { certPem } = createSelfSignedCertificate({ host: '127.0.0.9', serial: 'TK-9.1' });
    const x509 = new X509Certificate(certPem);
    const subject = Object.fromEntries(
      x509.subject.split('\n').map((line) => line.split('=') as [string, string]),
    );
    expect(identityOf({ subject } as never)).toEqual({ serial: 'TK-9.1', model: SIMULATOR_MODEL });
    expect(identityOf({ subject: { CN: 'Door unit X-1' } } as never)).toEqual({
      serial: 'X-1',
      model: 'Door unit',
    });
  });
});
