import { describe, expect, it } from 'vitest';
import { ERROR_CODES, appError, isAppError } from '../../../src/shared/errors';
import { LOCALES } from '../../../src/shared/words/localized-text';
import type { ErrorDetails } from '../../../src/shared/errors';

const samples: { [C in (typeof ERROR_CODES)[number]]: ErrorDetails<C> } = {
  unreachable: { address: '127.0.0.11:8443', cause: 'ECONNREFUSED' },
  timeout: { address: '127.0.0.11:8443', timeoutMs: 5000 },
  cancelled: { endpoint: 'staff.count' },
  tls_pin_mismatch: { address: '127.0.0.11:8443', expected: 'AA:BB', actual: 'CC:DD' },
  unknown_certificate: {
    address: '127.0.0.11:8443',
    fingerprint256: 'EE:FF',
    subject: 'CN=Controller',
    validFrom: '2026-01-01T00:00:00.000Z',
    validTo: '2036-01-01T00:00:00.000Z',
  },
  unauthorized: { login: 'admin' },
  forbidden: { endpoint: 'network.set' },
  not_found: { endpoint: 'staff.get' },
  validation: { endpoint: 'staff.create', field: 'pin', reason: 'too long' },
  rate_limited: { endpoint: 'staff.count', attempts: 3 },
  server_fault: { endpoint: 'staff.count', status: 503, attempts: 3 },
  not_supported: { endpoint: 'migration.start', since: '1.7.0', controllerVersion: '1.5.0' },
  unexpected_answer: { endpoint: 'staff.count', field: 'count', problem: 'expected number' },
  keychain_unavailable: { reason: 'no D-Bus' },
};

describe('errors as data', () => {
  it('has a message in every locale for every code, naming what the details say', () => {
    for (const code of ERROR_CODES) {
      const error = appError(code, samples[code] as never);
      for (const locale of LOCALES) {
        expect(error.message[locale].length, `${code} ${locale}`).toBeGreaterThan(10);
      }
      expect(error.message.en).not.toBe(error.message.ru);
      expect(isAppError(JSON.parse(JSON.stringify(error)))).toBe(true);
    }
  });

  it('puts both fingerprints in a pin mismatch and the field in a validation error', () => {
    const mismatch = appError('tls_pin_mismatch', samples.tls_pin_mismatch);
    expect(mismatch.message.en).toContain('AA:BB');
    expect(mismatch.message.ru).toContain('CC:DD');
    expect(appError('validation', samples.validation).message.ru).toContain('pin');
  });

  it('rejects things that are not errors as data', () => {
    expect(isAppError({ code: 'nope', message: { en: '', ru: '' }, details: {} })).toBe(false);
    expect(isAppError(new Error('x'))).toBe(false);
  });
});
