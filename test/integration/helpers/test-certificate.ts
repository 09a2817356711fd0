/**
 * A fresh self-signed certificate for the small TLS servers of the client tests, made by the
 * simulator's own certificate code (so a test server looks to the client just like a controller).
 */
import { X509Certificate } from 'node:crypto';
import { createSelfSignedCertificate } from '../../../src/simulator/tls/certificate';

export interface TestCertificate {
  key: string;
  cert: string;
  fingerprint256: string;
}

export function makeTestCertificate(host = '127.0.0.1', serial = 'TEST-0001'): TestCertificate {
  const { keyPem, certPem } = createSelfSignedCertificate({ host, serial });
  return {
    key: keyPem,
    cert: certPem,
    fingerprint256: new X509Certificate(certPem).fingerprint256,
  };
}
