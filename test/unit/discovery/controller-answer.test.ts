import { describe, expect, it } from 'vitest';
import { identityOfSubject } from '../../../src/core/discovery/certificate-identity';
import {
  ERA_PROBES,
  isErrorBody,
  judgeAnswer,
} from '../../../src/core/discovery/controller-answer';
import { API_VERSIONS, ENDPOINTS } from '../../../src/shared/api';

describe('the controller probe (D1, D11, D15)', () => {
  it('asks one authenticated read per description version, newest first', () => {
    expect(ERA_PROBES.map((p) => p.version)).toEqual(['1.7.0', '1.6.0', '1.5.0']);
    // The first plain authenticated GET the contract lists for each description version.
    const fromContract = [...API_VERSIONS].reverse().flatMap((version) => {
      const endpoint = ENDPOINTS.find(
        (e) => e.method === 'GET' && e.auth && e.since === version && !e.path.includes('{'),
      );
      return endpoint ? [{ version, path: endpoint.path }] : [];
    });
    expect(ERA_PROBES).toEqual(fromContract);
    expect(ERA_PROBES.every((p) => p.path.startsWith('/') && !p.path.includes('{'))).toBe(true);
  });

  it('takes only E as an error body', () => {
    expect(isErrorBody({ success: false, message: 'no token' })).toBe(true);
    expect(isErrorBody({ success: false, data: { field: 'x' } })).toBe(true);
    expect(isErrorBody({ success: true })).toBe(false);
    expect(isErrorBody({ success: false, message: 3 })).toBe(false);
    expect(isErrorBody({ error: 'unauthorized' })).toBe(false);
    expect(isErrorBody([])).toBe(false);
    expect(isErrorBody(undefined)).toBe(false);
  });

  it('confirms a controller by 401 E, asks further on 404 E, and names anything else', () => {
    expect(judgeAnswer({ status: 401, body: { success: false, message: 'x' } })).toEqual({
      kind: 'controller',
    });
    expect(judgeAnswer({ status: 404, body: { success: false } })).toEqual({ kind: 'older_era' });
    const html = judgeAnswer({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: undefined,
    });
    expect(html).toEqual({ kind: 'other', reason: 'HTTP 200 (text/html), not the controller API' });
    expect(judgeAnswer({ status: 401, body: { error: 'login' } })).toMatchObject({ kind: 'other' });
    expect(judgeAnswer({ status: 403, body: { success: false } })).toMatchObject({ kind: 'other' });
  });

  it('reads serial and model from the certificate subject', () => {
    expect(identityOfSubject('O=Turnkey\nCN=Turnkey simulator SN-7\nserialNumber=SN-7')).toEqual({
      serial: 'SN-7',
      model: 'Turnkey simulator',
    });
    expect(identityOfSubject('CN=printer.local')).toEqual({});
    expect(identityOfSubject('CN=Other name\nserialNumber=A1\nserialNumber=A2')).toEqual({
      serial: 'A1',
    });
    expect(identityOfSubject('CN=a=b, c\nserialNumber=S=1')).toEqual({ serial: 'S=1' });
    expect(identityOfSubject(undefined)).toEqual({});
  });
});
